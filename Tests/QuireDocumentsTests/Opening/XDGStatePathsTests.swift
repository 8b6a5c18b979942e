import QuireDocuments
import Testing

/// The folders the documents layer adds to the XDG paths: recovery copies, backups and the
/// trash.
@Suite struct XDGStatePathsTests {
  @Test func recoveryAndBackupLiveUnderTheStateHome() {
    let paths = XDGPaths(environment: ["HOME": "/h", "XDG_STATE_HOME": "/s"])
    #expect(paths.recoveryDirectory == "/s/quire/recovery")
    #expect(paths.backupDirectory == "/s/quire/backup")
  }

  @Test func stateHomeFallsBackToHome() {
    let paths = XDGPaths(environment: ["HOME": "/h/", "XDG_STATE_HOME": "relative"])
    #expect(paths.recoveryDirectory == "/h/.local/state/quire/recovery")
    #expect(paths.backupDirectory == "/h/.local/state/quire/backup")
  }

  @Test func trashLivesUnderTheDataHome() {
    #expect(XDGPaths(environment: ["HOME": "/h", "XDG_DATA_HOME": "/d"]).trashDirectory == "/d/Trash")
    #expect(XDGPaths(environment: ["HOME": "/h"]).trashDirectory == "/h/.local/share/Trash")
  }
}
