import QuireDocuments
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Telling how a file changed since it was read: rewritten, rewritten to the same size at
/// the same time, replaced by rename, deleted, or only touched.
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

  @Test func sameSizeAndSameModificationTimeIsCaughtByTheHash() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("abcdef", to: path)
    let identity = try readIdentity(path)
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
