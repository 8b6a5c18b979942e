import QuireDocuments
import QuireTestSupport
import QuireText
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's lines as a list: read, written back the file's way, never over a change on disk.
@Suite struct ListFileTests {
  let folder = TemporaryFolder(prefix: "quire-list-file")

  func write(_ bytes: [UInt8], _ name: String = "list.txt") throws -> String {
    let path = folder.file(name)
    try TemporaryFolder.writeFile(bytes, to: path)
    return path
  }

  @Test(arguments: [
    ("milk\neggs\n", ["milk", "eggs"]),
    ("milk\r\neggs\r\n", ["milk", "eggs"]),
    ("milk\reggs", ["milk", "eggs"]),
    ("milk\n\neggs\n", ["milk", "", "eggs"]),
    ("\n", [""]),
    ("", []),
    ("\u{FEFF}milk\r\neggs", ["milk", "eggs"]),
  ])
  func theLinesAreTheItemsAndAChangedListIsWrittenTheFilesWay(text: String, items: [String]) async throws {
    let bytes = Array(text.utf8)
    let path = try write(bytes)
    var list = try await ListFile.open(path)
    #expect(list.items == items)
    #expect(list.bytes(for: items) == bytes, "the same items make the same bytes")
    try list.save(items + ["bread"])
    try list.save(items)
    #expect(RepositoryFile.contents(atPath: path) == bytes, "written twice, back where it was")
  }

  @Test func aMixedFileLeftUnchangedIsNotWritten() async throws {
    let bytes = Array("a\r\nb\nc\r\n".utf8)
    let path = try write(bytes)
    var list = try await ListFile.open(path)
    try list.save(["a", "b", "c"])
    #expect(RepositoryFile.contents(atPath: path) == bytes)
    try list.save(["a", "b", "c", "d"])
    #expect(
      RepositoryFile.contents(atPath: path) == Array("a\r\nb\r\nc\r\nd\r\n".utf8), "its most frequent break")
  }

  @Test func aMissingFileIsCreatedAtTheFirstSaveWithAFinalLineBreak() async throws {
    let path = folder.file("new.txt")
    var list = try await ListFile.open(path)
    #expect(list.items.isEmpty && !list.exists)
    try list.save([])
    #expect(RepositoryFile.contents(atPath: path) == nil, "nothing to save")
    try list.save(["one", "two\nthree"])
    #expect(
      RepositoryFile.contents(atPath: path) == Array("one\ntwo three\n".utf8),
      "a line break in an item is a space")
  }

  @Test func aChangeOnDiskIsNeverOverwritten() async throws {
    let path = try write(Array("milk\n".utf8))
    var list = try await ListFile.open(path)
    try TemporaryFolder.writeFile(Array("theirs, longer\n".utf8), to: path)
    #expect(throws: DocumentError.self) { try list.save(["milk", "eggs"]) }
    #expect(RepositoryFile.contents(atPath: path) == Array("theirs, longer\n".utf8))
  }

  @Test func whatIsNotAWritableTextFileIsRefused() async throws {
    let binary = try write([0x61, 0x00, 0x62], "binary.txt")
    await #expect(throws: ListFileError.readOnly(path: binary, notice: .binary)) {
      try await ListFile.open(binary)
    }
    let latin1 = try write([0x63, 0x61, 0x66, 0xE9, 0x0A], "latin1.txt")
    await #expect(throws: ListFileError.notText(path: latin1)) { try await ListFile.open(latin1) }
    await #expect(throws: ListFileError.self) { try await ListFile.open(folder.path) }
    if geteuid() != 0 {
      let locked = try write(Array("a\n".utf8), "locked.txt")
      chmod(locked, 0o444)
      await #expect(throws: ListFileError.readOnly(path: locked, notice: .noWritePermission)) {
        try await ListFile.open(locked)
      }
    }
  }
}
