import QuireDocuments
import Testing

@Suite struct XDGPathsTests {
  @Test func notesFolderPrefersQuireNotesDir() {
    let paths = XDGPaths(environment: ["HOME": "/h", "QUIRE_NOTES_DIR": "/n", "XDG_DATA_HOME": "/d"])
    #expect(paths.notesDirectory == "/n")
  }

  @Test func notesFolderFallsBackToXDGDataHomeThenHome() {
    #expect(XDGPaths(environment: ["HOME": "/h", "XDG_DATA_HOME": "/d"]).notesDirectory == "/d/quire/notes")
    #expect(XDGPaths(environment: ["HOME": "/h"]).notesDirectory == "/h/.local/share/quire/notes")
  }

  @Test func relativeXDGValuesAreIgnored() {
    let paths = XDGPaths(environment: ["HOME": "/h", "XDG_STATE_HOME": "relative"])
    #expect(paths.historyDirectory == "/h/.local/state/quire/history")
  }
}
