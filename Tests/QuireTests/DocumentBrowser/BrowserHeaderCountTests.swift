import QuireTestSupport
import Testing

@testable import Quire

/// The count at the top of the notes while the index is brought up to date: how far it has
/// come, in the place of the order, and beside the count of a search's matches.
@MainActor @Suite struct BrowserHeaderCountTests {
  let fixture = NotesFixture()

  func browser(listing names: [String]) -> DocumentBrowser {
    let folder = DocumentFolder(path: fixture.notes)
    let browser = DocumentBrowser(
      folder: folder, paths: fixture.paths, environment: fixture.environment,
      index: NoteIndex(folder: folder, environment: fixture.environment))
    _ = browser.state.receive(.appeared)
    let entries = names.enumerated().map { index, name in
      FolderEntry(
        name: name, byteCount: 1, modificationTime: NotesFixture.now, statusChangeTime: NotesFixture.now,
        inode: UInt64(index + 1))
    }
    _ = browser.state.receive(
      .listed(.success(NoteListing(entries, sort: .newestFirst)), wallClock: NotesFixture.now, now: .zero))
    return browser
  }

  @Test func whileIndexingTheHeaderSaysHowFarItHasCome() {
    let browser = browser(listing: ["a.md", "b.md", "c.md"])
    #expect(browser.countText(.english) == "3 notes · newest first", "before the first report")
    _ = browser.state.receive(.indexProgress(NoteIndexProgress(done: 2_300, total: 12_000)))
    #expect(browser.countText(.english) == "3 notes · indexing 2,300 of 12,000")
    _ = browser.state.receive(.queryChanged("milk"))
    #expect(browser.countText(.english) == "3 of 3 · searching… · indexing 2,300 of 12,000")
    _ = browser.state.receive(.searched(query: "milk", []))
    #expect(browser.countText(.english) == "0 of 3 · indexing 2,300 of 12,000")
    _ = browser.state.receive(.indexUpdated(notice: nil))
    #expect(browser.countText(.english) == "0 of 3")
  }

  @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (12_345, "12,345"), (1_000_000, "1,000,000")])
  func countsAreGroupedByThousands(count: Int, shown: String) {
    #expect(DocumentBrowser.grouped(count) == shown)
  }
}
