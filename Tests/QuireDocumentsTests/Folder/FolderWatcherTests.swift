import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder watcher reports documents added, changed, renamed and removed, with inotify and
/// with its periodic look alone; a hidden file coming and going is not a change.
///
/// The limit is a net for a change never reported, not a measure: in the whole suite on two
/// cores, a test waiting on the stream waits for a thread of the cooperative pool that other
/// tests' blocking waits hold: this test's two cases took 137 s in one run of the whole
/// suite, and one crossed a minute in another.
@Suite(.timeLimit(.minutes(3))) struct FolderWatcherTests {
  let temporary = TemporaryFolder()

  /// Both ways of noticing: inotify with a long period (so only inotify can be quick), and
  /// the periodic look alone every 20 ms.
  static let modes: [(Bool, Duration)] = [(true, .seconds(3600)), (false, .milliseconds(20))]

  private func watcher(inotify: Bool, interval: Duration) throws -> FolderWatcher {
    let folder = DocumentFolder(path: temporary.path)
    return FolderWatcher(folder: folder, entries: try folder.list(), interval: interval, usesInotify: inotify)
  }

  @Test(arguments: modes)
  func eachKindOfChangeIsReported(inotify: Bool, interval: Duration) async throws {
    TestFiles.writeFile("one", to: temporary.file("one.md"))
    let watcher = try watcher(inotify: inotify, interval: interval)
    var changes = watcher.changes().makeAsyncIterator()
    TestFiles.writeFile("two", to: temporary.file("two.md"))
    #expect(await changes.next() != nil)
    rename(temporary.file("two.md"), temporary.file("three.md"))
    #expect(await changes.next() != nil)
    TestFiles.writeFile("one, longer", to: temporary.file("one.md"))
    #expect(await changes.next() != nil)
    unlink(temporary.file("three.md"))
    #expect(await changes.next() != nil)
    #expect(try DocumentFolder(path: temporary.path).list().map(\.name) == ["one.md"])
  }

  @Test func aHiddenTemporaryFileIsNotAChange() async throws {
    TestFiles.writeFile("one", to: temporary.file("one.md"))
    let watcher = try watcher(inotify: true, interval: .seconds(3600))
    var changes = watcher.changes().makeAsyncIterator()
    TestFiles.writeFile("tmp", to: temporary.file(".one.md.quire-1-ab.tmp"))
    unlink(temporary.file(".one.md.quire-1-ab.tmp"))
    TestFiles.writeFile("x", to: temporary.file("picture.png"))
    // The next change reported is the one made after the hidden and foreign files. The note
    // appears whole, by a rename, as a save makes it: written in place, the watcher could
    // list it between its creation and its bytes, and the look below would see it grow.
    TestFiles.writeFile("new", to: temporary.file(".new.md.part"))
    rename(temporary.file(".new.md.part"), temporary.file("new.md"))
    #expect(await changes.next() != nil)
    #expect(watcher.look() == false, "the watcher knows the folder as it is now")
  }

  @Test func aChangeBeforeTheWatchStartsIsReported() async throws {
    let folder = DocumentFolder(path: temporary.path)
    let watcher = FolderWatcher(folder: folder, entries: try folder.list(), interval: .seconds(3600))
    TestFiles.writeFile("early", to: temporary.file("early.md"))
    var changes = watcher.changes().makeAsyncIterator()
    #expect(await changes.next() != nil)
  }
}
