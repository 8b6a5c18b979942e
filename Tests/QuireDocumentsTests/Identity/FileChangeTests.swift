import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Telling how a file changed since it was read: rewritten, rewritten to the same size at
/// the same time, replaced by rename, deleted, or only touched; and when the file's status
/// alone may answer, without reading it.
@Suite struct FileChangeTests {
  let folder = TemporaryFolder()

  private func readIdentity(_ path: String) throws -> FileIdentity {
    try #require(try FileIdentity.current(ofFileAt: path))
  }

  @Test func untouchedFileIsUnchanged() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("same", to: path)
    #expect(try readIdentity(path).check(path: path) == .unchanged)
  }

  @Test func rewrittenWithAnotherSizeIsChanged() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("before", to: path)
    let identity = try readIdentity(path)
    TestFiles.writeFile("after, longer", to: path)
    #expect(identity.check(path: path) == .changed)
  }

  /// Read well after it was written, so that unchanged times would vouch for it: the
  /// rewrite's new change time, which no program can set back, makes the check read it.
  @Test func sameSizeWithItsModificationTimeRestoredIsCaughtThroughTheChangeTime() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("abcdef", to: path)
    TestFiles.waitUntilSettled(path)
    let identity = try readIdentity(path)
    try #require(!identity.isRacy)
    let before = try #require(TestFiles.status(path))
    TestFiles.writeFile("abcdeF", to: path)
    var times = TestFiles.times(before)
    try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
    let after = try #require(TestFiles.status(path))
    try #require(after.st_size == before.st_size)
    try #require(
      TestFiles.modificationTime(after) == TestFiles.modificationTime(before))
    #expect(identity.check(path: path) == .changed)
  }

  /// Someone rewrote the file to the same size right after it was read, leaving its status
  /// exactly as read (as a write within one timestamp tick does): unless the read was safely
  /// later than the file's last change (the margin is 50 ms), the check reads the bytes and
  /// sees the change. Past the margin the status alone answers and the file is not read:
  /// the wrong bytes here go unseen, which only a write with a time from before the read
  /// could cause.
  @Test(
    arguments: [
      (0, FileChange.changed), (40_000_000, .changed), (-1_000_000_000, .changed), (nil, .changed),
      (60_000_000, .unchanged),
    ] as [(Int64?, FileChange)])
  func sameSizeRewriteLeavingTheStatusAsReadIsCaughtUnlessTheReadWasSafelyLater(
    readAfterLastChange: Int64?, change: FileChange
  ) throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("abcdeF", to: path)
    let identity = try TestFiles.identityAsRead(
      "abcdef", at: path, nanosecondsAfterItsLastChange: readAfterLastChange)
    #expect(identity.check(path: path) == change)
  }

  /// The rule alone, on times given: either time within the margin of the read (50 ms, or
  /// 3 s when a time has no fraction of a second, as on file systems that keep whole or even
  /// seconds), after it, or a read of unknown time, is racy.
  @Test(
    arguments: [
      ("100.000000001", "100.000000001", "100.010000000", true),
      ("100.000000001", "100.000000001", "100.060000000", false),
      ("100.000000001", "100.040000000", "100.060000000", true),
      ("100.100000000", "100.000000001", "100.060000000", true),
      ("100.000000000", "100.000000000", "102.500000000", true),
      ("100.000000000", "100.000000000", "103.500000000", false),
      ("100.000000000", "100.300000000", "102.000000000", true),
      ("100.000000001", "100.000000001", nil, true),
    ] as [(String, String, String?, Bool)])
  func racyWhenATimeIsWithinTheMarginOfTheRead(
    modified: String, changed: String, read: String?, racy: Bool
  ) throws {
    func time(_ text: String) throws -> FileTime {
      let parts = text.split(separator: ".")
      let seconds = try #require(Int64(parts[0]))
      let nanoseconds = try #require(Int64(parts[1]))
      return FileTime(seconds: seconds, nanoseconds: nanoseconds)
    }
    let identity = FileIdentity(
      device: 1, inode: 2, byteCount: 3, modificationTime: try time(modified),
      statusChangeTime: try time(changed), contentHash: ContentHash(value: 4),
      observedAt: try read.map(time))
    #expect(identity.isRacy == racy)
  }

  @Test func aLocalFileRecordsAMomentBeforeItWasRead() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("some text", to: path)
    let before = FileTime.now()
    let identity = try readIdentity(path)
    let observed = try #require(identity.observedAt)
    #expect(observed >= before)
    #expect(observed <= FileTime.now())
  }

  @Test func whenAnIdentityWasTakenIsNotPartOfIt() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("some text", to: path)
    let identity = try readIdentity(path)
    var later = identity
    later.observedAt = FileTime(nanosecondsSinceEpoch: 1)
    #expect(later == identity)
    #expect(Set([later, identity]).count == 1)
  }

  @Test func replacedByRenameIsReplaced() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("mine", to: path)
    let identity = try readIdentity(path)
    let other = folder.file("other")
    TestFiles.writeFile("mine", to: other)
    try #require(rename(other, path) == 0)
    #expect(identity.check(path: path) == .replaced)
  }

  @Test func deletedIsDeleted() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("gone soon", to: path)
    let identity = try readIdentity(path)
    unlink(path)
    #expect(identity.check(path: path) == .deleted)
    #expect(try FileIdentity.current(ofFileAt: path) == nil)
  }

  @Test func touchedOnlyIsUnchanged() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("same bytes", to: path)
    let identity = try readIdentity(path)
    var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
    try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
    #expect(identity.check(path: path) == .unchanged)
  }

  @Test(
    arguments: [
      (nil, nil, FileChange.unchanged), (1, nil, .deleted), (nil, 1, .replaced), (1, 2, .replaced),
      (1, 1, .unchanged),
    ] as [(UInt64?, UInt64?, FileChange)])
  func changeBetweenTwoIdentities(before: UInt64?, after: UInt64?, change: FileChange) {
    func identity(_ inode: UInt64?) -> FileIdentity? {
      inode.map {
        FileIdentity(
          device: 1, inode: $0, byteCount: 3, modificationTime: FileTime(nanosecondsSinceEpoch: Int64($0)),
          statusChangeTime: FileTime(nanosecondsSinceEpoch: 0), contentHash: ContentHash(value: 9))
      }
    }
    #expect(FileIdentity.change(from: identity(before), to: identity(after)) == change)
  }
}
