import QuireTestSupport
import QuireText
import Synchronization
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saving: the bytes, a new file's mode, what a replaced file keeps (mode, owner, extended
/// attributes and ACLs), symbolic and hard links, and leftovers of an interrupted save.
@Suite struct SafeSaveTests {
  let folder = TemporaryFolder()

  private func save(_ text: String, to path: String, options: SaveOptions = SaveOptions()) throws
    -> SaveResult
  {
    try SafeSave.save(bytes: Array(text.utf8), to: path, options: options)
  }

  @Test func newFileIsCreatedWithTheUmasksMode() throws {
    let path = folder.file("new.md")
    let umask = try #require(TestFiles.currentUmask)
    let result = try save("hello\n", to: path)
    #expect(result.method == .created)
    #expect(TestFiles.readText(path) == "hello\n")
    #expect(TestFiles.mode(path) == 0o666 & ~umask)
    #expect(TestFiles.names(in: folder.path) == ["new.md"], "no temporary file is left")
  }

  @Test func replacedFileKeepsItsModeAndGetsANewInode() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("old text, longer than the new", to: path, mode: 0o640)
    chmod(path, 0o4751)
    let before = try #require(TestFiles.status(path))
    let result = try save("new", to: path)
    let after = try #require(TestFiles.status(path))
    #expect(result.method == .replaced)
    #expect(TestFiles.readText(path) == "new")
    #expect(after.st_mode & 0o7777 == 0o4751)
    #expect(after.st_ino != before.st_ino)
    #expect(TestFiles.names(in: folder.path) == ["note.md"])
  }

  @Test func identityAfterSavingIsTheFileOnDisk() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("old", to: path)
    let result = try save("new text", to: path)
    #expect(result.identity == (try FileIdentity.current(ofFileAt: path)))
    #expect(result.identity.check(path: path) == .unchanged)
  }

  @Test func textAndFormatAreWrittenByteForByte() throws {
    let path = folder.file("format.txt")
    let original = TextFormat.byteOrderMark + Array("one\r\ntwo\r\n\u{FF}".utf8) + [0xFF, 0xC0]
    TestFiles.writeFile(original, to: path)
    var builder = TextStorage.Builder()
    builder.append(original)
    var (text, format) = builder.finish()
    _ = text.replace(ByteOffset(0)..<ByteOffset(3), with: "ONE")
    _ = try SafeSave.save(text, format: format, to: path)
    #expect(
      TestFiles.readFile(path) == TextFormat.byteOrderMark + Array("ONE\r\ntwo\r\n\u{FF}".utf8) + [
        0xFF, 0xC0,
      ])
  }

  @Test func symbolicLinkStaysALinkAndItsTargetChanges() throws {
    let targets = folder.file("targets")
    mkdir(targets, 0o755)
    let target = targets + "/real.md"
    TestFiles.writeFile("old", to: target)
    let link = folder.file("link.md")
    try #require(symlink("targets/real.md", link) == 0)
    let second = folder.file("second.md")
    try #require(symlink("link.md", second) == 0)

    _ = try save("through two links", to: second)
    #expect(TestFiles.readText(target) == "through two links")
    #expect(SymbolicLinks.readLink(link) == "targets/real.md")
    #expect(SymbolicLinks.readLink(second) == "link.md")
    #expect(TestFiles.names(in: folder.path) == ["link.md", "second.md", "targets"])
    #expect(TestFiles.names(in: targets) == ["real.md"], "the temporary file was made beside the target")
  }

  @Test func danglingLinkCreatesItsTarget() throws {
    let link = folder.file("link.md")
    try #require(symlink("later.md", link) == 0)
    let result = try save("created", to: link)
    #expect(result.method == .created)
    #expect(TestFiles.readText(folder.file("later.md")) == "created")
    #expect(SymbolicLinks.readLink(link) == "later.md")
  }

  @Test func hardLinkedFileIsWrittenInPlaceSoBothNamesSeeIt() throws {
    let first = folder.file("first.md")
    let second = folder.file("second.md")
    TestFiles.writeFile("old text that is longer", to: first)
    try #require(link(first, second) == 0)
    let inode = try #require(TestFiles.status(first)).st_ino
    let result = try save("new", to: first)
    #expect(result.method == .inPlace)
    #expect(TestFiles.readText(first) == "new")
    #expect(TestFiles.readText(second) == "new")
    #expect(TestFiles.status(first)?.st_ino == inode)
    #expect(TestFiles.status(first)?.st_nlink == 2)
    #expect(TestFiles.names(in: folder.path) == ["first.md", "second.md"], "the backup is removed")
    #expect(result.identity.check(path: second) == .unchanged)
  }

  @Test func hardLinkedFileGrowsInPlace() throws {
    let first = folder.file("first.md")
    TestFiles.writeFile("short", to: first)
    try #require(link(first, folder.file("second.md")) == 0)
    let longer = String(repeating: "much longer text ", count: 10_000)
    _ = try save(longer, to: first)
    #expect(TestFiles.readText(folder.file("second.md")) == longer)
  }

  @Test func extendedAttributesAndACLAreKept() throws {
    let path = folder.file("attributes.md")
    TestFiles.writeFile("old", to: path, mode: 0o640)
    let user = ExtendedAttributes.Attribute(name: Array("user.quire.test".utf8), value: Array("kept".utf8))
    try #require(
      ExtendedAttributes.write(user, toFileAt: path) == nil, "user extended attributes are supported here")
    let acl = ExtendedAttributes.Attribute(
      name: Array("system.posix_acl_access".utf8), value: Self.accessList(user: 1234))
    try #require(ExtendedAttributes.write(acl, toFileAt: path) == nil, "ACLs are supported here")
    let before = try ExtendedAttributes.read(path).get()
    #expect(before.map(\.name).contains(acl.name))

    let result = try save("new", to: path)
    #expect(result.method == .replaced)
    let after = try ExtendedAttributes.read(path).get()
    #expect(Set(after.map { $0.name + [0] + $0.value }) == Set(before.map { $0.name + [0] + $0.value }))
    #expect(TestFiles.mode(path) == 0o640)
  }

  /// An ACL in the kernel's `system.posix_acl_access` form: owner rw, `user` r, group r,
  /// mask r, others nothing.
  static func accessList(user: UInt32) -> [UInt8] {
    var bytes: [UInt8] = []
    func add32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    func add16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    add32(2)
    for (tag, permissions, id): (UInt16, UInt16, UInt32) in [
      (0x01, 6, UInt32.max), (0x02, 4, user), (0x04, 4, UInt32.max), (0x10, 4, UInt32.max),
      (0x20, 0, UInt32.max),
    ] {
      add16(tag)
      add16(permissions)
      add32(id)
    }
    return bytes
  }

  /// Only root can give a file away, so the owner test needs it.
  @Test(.enabled(if: TestFiles.isRoot, "giving a file to another user needs root"))
  func ownerAndGroupAreKept() throws {
    let path = folder.file("owned.md")
    TestFiles.writeFile("old", to: path)
    try #require(chown(path, 4321, 8765) == 0)
    let result = try save("new", to: path)
    #expect(result.method == .replaced)
    let status = try #require(TestFiles.status(path))
    #expect(status.st_uid == 4321 && status.st_gid == 8765)
  }

  @Test func staleTemporaryFileOfADeadProcessIsRemoved() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("old", to: path)
    // No process has this ID: it is beyond the largest the kernel gives.
    let stale = folder.file(".note.md.quire-2147483000-1a2b3c.tmp")
    TestFiles.writeFile("half a save", to: stale)
    // Process 1 is always running: its file is left alone.
    let live = folder.file(".note.md.quire-1-4d5e6f.tmp")
    TestFiles.writeFile("another save", to: live)
    let unrelated = folder.file(".other.md.quire-2147483000-1a2b3c.tmp")
    TestFiles.writeFile("another file's", to: unrelated)

    _ = try save("new", to: path)
    #expect(
      TestFiles.names(in: folder.path) == [
        ".note.md.quire-1-4d5e6f.tmp", ".other.md.quire-2147483000-1a2b3c.tmp", "note.md",
      ])
  }

  @Test func veryLongNameGetsATemporaryNameWithinTheLimit() throws {
    let name = String(repeating: "é", count: 120) + ".md"
    let path = folder.file(name)
    TestFiles.writeFile("old", to: path)
    let result = try save("new", to: path)
    #expect(result.method == .replaced)
    #expect(TestFiles.readText(path) == "new")
    #expect(TestFiles.names(in: folder.path) == [name])
  }

  @Test func saveIsRefusedWhenTheFileChangedSinceItWasRead() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("first", to: path)
    let read = try #require(try FileIdentity.current(ofFileAt: path))
    TestFiles.writeFile("other", to: path)
    let error = #expect(throws: DocumentError.self) {
      try save("mine", to: path, options: SaveOptions(expected: read))
    }
    #expect(error == .changedOnDisk(path: path, change: .changed))
    #expect(error?.description == "not saved: \(path) changed on disk since it was read")
    #expect(TestFiles.readText(path) == "other")
  }

  @Test func saveGoesAheadWhenTheFileIsAsRead() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("first", to: path)
    let read = try #require(try FileIdentity.current(ofFileAt: path))
    _ = try save("mine", to: path, options: SaveOptions(expected: read))
    #expect(TestFiles.readText(path) == "mine")
  }

  /// Saves `text` over `path` expecting `identity`; how many times the save read the file
  /// back (the read-back is the `checkingFile` step, which the save runs through its failure
  /// hook).
  private func readBacks(saving text: String, to path: String, expected identity: FileIdentity) throws -> Int
  {
    let count = Mutex(0)
    var options = SaveOptions(expected: identity)
    options.injectedFailure = { step in
      if step == .checkingFile { count.withLock { $0 += 1 } }
      return nil
    }
    _ = try save(text, to: path, options: options)
    return count.withLock { $0 }
  }

  /// A file loaded a while after it was last written, unchanged since: its status vouches for
  /// its bytes, and the save writes without reading it back.
  @Test func unchangedFileIsSavedWithoutReadingItBack() async throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("first", to: path)
    TestFiles.waitUntilSettled(path)
    let loaded = try #require(try await DocumentLoad(DocumentFile.open(path)).load())
    #expect(try readBacks(saving: "mine", to: path, expected: try #require(loaded.identity)) == 0)
    #expect(TestFiles.readText(path) == "mine")
  }

  /// Read in the same instant as its last change: a same-size write right after could have
  /// left its status as it was, so the save reads it back first.
  @Test func fileReadWithinATimestampTickOfItsLastChangeIsReadBack() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("first", to: path)
    let read = try TestFiles.identityAsRead("first", at: path, nanosecondsAfterItsLastChange: 0)
    #expect(try readBacks(saving: "mine", to: path, expected: read) == 1)
    #expect(TestFiles.readText(path) == "mine")
  }

  /// Someone rewrote the file to the same size in the tick it was read in, so its status is
  /// as read: the save reads it back, sees other bytes and refuses.
  @Test func sameSizeChangeInTheTickOfTheReadIsNotOverwritten() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("theirs", to: path)
    let read = try TestFiles.identityAsRead("first!", at: path, nanosecondsAfterItsLastChange: 0)
    let error = #expect(throws: DocumentError.self) {
      try save("mine", to: path, options: SaveOptions(expected: read))
    }
    #expect(error == .changedOnDisk(path: path, change: .changed))
    #expect(TestFiles.readText(path) == "theirs")
  }

  /// Each way of writing records a moment before its first byte (the file's own times may
  /// still read earlier: the kernel stamps them from a clock a tick behind), so that a later
  /// check can tell whether the file's status may vouch for it.
  @Test(arguments: [SaveMethod.created, .replaced, .inPlace])
  func everyWayOfSavingRecordsWhenItBeganWriting(method: SaveMethod) throws {
    let path = folder.file("note.md")
    if method != .created { TestFiles.writeFile("first", to: path) }
    if method == .inPlace { try #require(link(path, folder.file("other name")) == 0) }
    let before = FileTime.now()
    let result = try save("mine", to: path)
    try #require(result.method == method)
    let observed = try #require(result.identity.observedAt)
    #expect(observed >= before)
    #expect(observed <= FileTime.now())
  }

  /// A save's own rename stamps the file's change time after the save began, so the identity
  /// it returns is racy: the next save reads the file back, whenever it comes.
  @Test func theSaveAfterASaveReadsTheFileBack() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("first", to: path)
    let saved = try save("mine", to: path)
    try #require(saved.identity.observedAt != nil)
    TestFiles.waitUntilSettled(path)
    #expect(try readBacks(saving: "mine again", to: path, expected: saved.identity) == 1)
    #expect(TestFiles.readText(path) == "mine again")
  }

  @Test func savingOverAFolderIsRefused() throws {
    let path = folder.file("sub")
    mkdir(path, 0o755)
    #expect(throws: DocumentError.notAFile(path: path, kind: .folder)) { try save("x", to: path) }
  }

  @Test func savingIntoAMissingFolderFails() throws {
    let path = folder.file("absent/note.md")
    let error = #expect(throws: DocumentError.self) { try save("x", to: path) }
    #expect(error?.description == "cannot save \(path): no such file or folder (while checking the file)")
  }
}
