import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of notes: which files are its documents, creating one never replaces a file,
/// renaming never replaces one, and the folder is made when missing.
@Suite struct DocumentFolderTests {
  let temporary = TemporaryFolder()
  var folder: DocumentFolder { DocumentFolder(path: temporary.path) }

  @Test func listsMarkdownAndTextFilesOnly() throws {
    for name in ["a.md", "b.txt", "C.MD", "hidden.md.swp", ".secret.md", "image.png", "README"] {
      TestFiles.writeFile("x", to: temporary.file(name))
    }
    mkdir(temporary.file("folder.md"), 0o700)
    symlink(temporary.file("a.md"), temporary.file("link.md"))
    symlink(temporary.file("missing.md"), temporary.file("dangling.md"))
    let names = try folder.list().map(\.name).sorted()
    #expect(names == ["C.MD", "a.md", "b.txt", "link.md"])
  }

  /// The listing judges an ASCII name from its bytes: the same answer as from its string,
  /// for names made of dots, letters of both cases and the extensions' letters.
  @Test(arguments: [["md", "txt"], ["MarkDown"], ["m"]])
  func aNameIsJudgedFromItsBytesAsFromItsString(extensions: [String]) {
    let folder = DocumentFolder(path: "/notes", extensions: extensions)
    let alphabet = Array("mdMDtxTXarkKnN.-\r\n ".utf8)
    var random = SeededRandom(seed: 0x0D0C)
    for _ in 0..<20_000 {
      let name = (0..<Int.random(in: 0...9, using: &random)).map { _ in
        alphabet.randomElement(using: &random)!
      }
      let fromBytes = name.withUnsafeBufferPointer { folder.isDocumentName(ascii: $0) }
      #expect(fromBytes == folder.isDocumentName(String(decoding: name, as: UTF8.self)), "\(name)")
    }
  }

  @Test func anEntryCarriesItsSizeAndTime() throws {
    let path = temporary.file("note.md")
    TestFiles.writeFile("twelve bytes", to: path)
    var times = [timespec(tv_sec: 1_700_000_000, tv_nsec: 5), timespec(tv_sec: 1_700_000_000, tv_nsec: 5)]
    utimensat(AT_FDCWD, path, &times, 0)
    let entry = try #require(try folder.list().first)
    #expect(entry.byteCount == 12)
    #expect(entry.modificationTime == FileTime(seconds: 1_700_000_000, nanoseconds: 5))
    #expect(entry.stem == "note")
    #expect(entry.fileExtension == ".md")
  }

  @Test func aMissingFolderIsCreatedPrivate() throws {
    let path = temporary.file("data/quire/notes")
    try DocumentFolder(path: path).create()
    #expect(TestFiles.mode(path) == 0o700)
    #expect(TestFiles.mode(temporary.file("data")) == 0o700)
    try DocumentFolder(path: path).create()
    #expect(try DocumentFolder(path: path).list().isEmpty)
  }

  @Test func aFileInTheWayOfTheFolderIsReported() {
    TestFiles.writeFile("x", to: temporary.file("notes"))
    #expect(throws: FolderError.self) { try DocumentFolder(path: temporary.file("notes")).create() }
    #expect(throws: FolderError.self) { try DocumentFolder(path: temporary.file("notes")).list() }
  }

  @Test func creatingNeverReplacesAFile() throws {
    let path = try folder.createDocument(named: "Groceries.md")
    #expect(TestFiles.readFile(path) == [])
    TestFiles.writeFile("milk", to: path)
    #expect(throws: FolderError.alreadyExists(path: path)) {
      try folder.createDocument(named: "Groceries.md")
    }
    #expect(TestFiles.readText(path) == "milk")
  }

  @Test(arguments: ["", ".", "..", "a/b.md", "../up.md", "nul\u{0}.md"])
  func namesThatAreNotFileNamesAreRefused(name: String) {
    #expect(throws: FolderError.invalidName(name: name)) { try folder.createDocument(named: name) }
    #expect(throws: FolderError.invalidName(name: name)) { try folder.renameDocument("a.md", to: name) }
    #expect(TestFiles.names(in: temporary.path).isEmpty)
  }

  @Test func renamingMovesTheFileAndNeverReplacesAnother() throws {
    TestFiles.writeFile("one", to: temporary.file("one.md"))
    TestFiles.writeFile("two", to: temporary.file("two.md"))
    #expect(throws: FolderError.alreadyExists(path: temporary.file("two.md"))) {
      try folder.renameDocument("one.md", to: "two.md")
    }
    #expect(TestFiles.readText(temporary.file("two.md")) == "two")
    try folder.renameDocument("one.md", to: "first.md")
    #expect(TestFiles.names(in: temporary.path) == ["first.md", "two.md"])
    #expect(TestFiles.readText(temporary.file("first.md")) == "one")
    try folder.renameDocument("first.md", to: "First.md")
    #expect(TestFiles.names(in: temporary.path) == ["First.md", "two.md"])
  }

  @Test func renamingAMissingFileSaysSo() {
    #expect(throws: FolderError.self) { try folder.renameDocument("gone.md", to: "other.md") }
  }
}
