import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The watcher reports each change made by another program once, as a stream a task reads,
/// with inotify and with its periodic look alone.
///
/// The limit is a net for a change never reported, not a measure: in the whole suite on two
/// cores, a test waiting on the stream waits for a thread of the cooperative pool that other
/// tests' blocking waits hold: this test's two cases took 137 s in one run of the whole
/// suite, and one crossed a minute in another.
@Suite(.timeLimit(.minutes(3))) struct DocumentWatcherTests {
  let folder = TemporaryFolder()

  /// Both ways of noticing: inotify with a long period (so only inotify can be quick), and
  /// the periodic look alone every 20 ms.
  static let modes: [(Bool, Duration)] = [(true, .seconds(3600)), (false, .milliseconds(20))]

  private func watcher(_ path: String, inotify: Bool, interval: Duration) throws -> DocumentWatcher {
    let identity = try #require(try FileIdentity.current(ofFileAt: path))
    return DocumentWatcher(path: path, identity: identity, interval: interval, usesInotify: inotify)
  }

  @Test(arguments: modes)
  func rewriteIsReportedAsChanged(inotify: Bool, interval: Duration) async throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("first", to: path)
    let watcher = try watcher(path, inotify: inotify, interval: interval)
    var changes = watcher.changes().makeAsyncIterator()
    TestFiles.writeFile("second, longer", to: path)
    // A look may catch the writer half-way (the file emptied, not yet written): such a
    // notice is a change too, and the final text follows.
    let final = ContentHash(of: Array("second, longer".utf8))
    var sawFinal = false
    while !sawFinal, let notice = await changes.next() {
      #expect(notice.change == .changed)
      sawFinal = notice.identity?.contentHash == final
    }
    #expect(sawFinal)
  }

  @Test(arguments: modes)
  func renameOverIsReportedAsReplaced(inotify: Bool, interval: Duration) async throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("first", to: path)
    let watcher = try watcher(path, inotify: inotify, interval: interval)
    var changes = watcher.changes().makeAsyncIterator()
    let other = folder.file(".note.md.swp")
    TestFiles.writeFile("theirs", to: other)
    rename(other, path)
    #expect(await changes.next()?.change == .replaced)
  }

  @Test(arguments: modes)
  func deletionThenRecreationAreReported(inotify: Bool, interval: Duration) async throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("first", to: path)
    let watcher = try watcher(path, inotify: inotify, interval: interval)
    var changes = watcher.changes().makeAsyncIterator()
    unlink(path)
    #expect(await changes.next() == FileChangeNotice(change: .deleted, identity: nil))
    TestFiles.writeFile("back again", to: path)
    #expect(await changes.next()?.change == .replaced)
  }

  /// With inotify, a write that keeps the size and the modification time is still seen: the
  /// event makes the watcher hash the file.
  @Test func sameSizeSameTimeRewriteIsSeenThroughInotify() async throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("abcdef", to: path)
    let before = try #require(TestFiles.status(path))
    let watcher = try watcher(path, inotify: true, interval: .seconds(3600))
    var changes = watcher.changes().makeAsyncIterator()
    TestFiles.writeFile("abcdeF", to: path)
    var times = TestFiles.times(before)
    utimensat(AT_FDCWD, path, &times, 0)
    #expect(await changes.next()?.change == .changed)
  }

  /// Without inotify (a network file system, or another system), a same-size rewrite right
  /// after the read leaves the status as read: the periodic look hashes a racy identity
  /// handed to it and reports the change, then judges the identity it read by its status.
  @Test func periodicLookHashesARacyIdentityOnce() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("theirs", to: path)
    let read = try TestFiles.identityAsRead("first!", at: path, nanosecondsAfterItsLastChange: 0)
    let watcher = DocumentWatcher(path: path, identity: read, interval: .seconds(3600), usesInotify: false)
    let notice = try #require(watcher.look(hashing: false))
    #expect(notice.change == .changed)
    #expect(notice.identity?.contentHash == ContentHash(of: Array("theirs".utf8)))
    #expect(watcher.look(hashing: false) == nil)
  }

  /// A save acknowledged by the editor is not reported back to it; the next change by
  /// another program is.
  @Test func acknowledgedSaveIsNotReported() async throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("first", to: path)
    let watcher = try watcher(path, inotify: true, interval: .seconds(3600))
    var changes = watcher.changes().makeAsyncIterator()
    let saved = try SafeSave.save(bytes: Array("mine".utf8), to: path)
    watcher.acknowledge(saved.identity)
    TestFiles.writeFile("theirs, after mine", to: path)
    // Inotify may have looked between the save and the acknowledgement (that notice carries
    // the save's own identity, which the editor recognises and ignores), or between the other
    // program's truncation of the file and its write (the file empty for a moment).
    let emptied = ContentHash(of: [])
    var notice = try #require(await changes.next())
    while notice.identity == saved.identity || notice.identity?.contentHash == emptied {
      notice = try #require(await changes.next())
    }
    #expect(notice.change == .changed)
    #expect(notice.identity?.contentHash == ContentHash(of: Array("theirs, after mine".utf8)))
  }

  @Test func cancellingTheReadingTaskEndsTheStream() async throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("first", to: path)
    let watcher = try watcher(path, inotify: true, interval: .seconds(3600))
    let task = Task {
      var count = 0
      for await _ in watcher.changes() { count += 1 }
      return count
    }
    task.cancel()
    #expect(await task.value == 0)
  }
}
