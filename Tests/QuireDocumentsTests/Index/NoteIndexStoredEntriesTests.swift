import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The notes as the index last knew them, for the notes app's first screen: the entries a
/// listing gives, names that are not UTF-8 and names in two Unicode forms included, and
/// nothing the index has no note of.
@Suite struct NoteIndexStoredEntriesTests {
  let notes = TemporaryFolder()
  let cache = TemporaryFolder()

  var folder: DocumentFolder { DocumentFolder(path: notes.path) }

  @Test func theIndexGivesTheEntriesTheListingGives() throws {
    var generator = NoteFolderGenerator(seed: 43)
    _ = generator.writeNotes(count: 40, to: notes.path)
    // "é" composed and decomposed: two files whose names are one text to Unicode.
    TestFiles.writeFile("composed\n", to: notes.file("caf\u{E9}.md"))
    TestFiles.writeFile("decomposed\n", to: notes.file("cafe\u{301}.md"))
    let bytes = Array(notes.path.utf8) + Array("/bad".utf8) + [0xFF] + Array("name.md".utf8)
    let file = open(bytes.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
    close(file)
    let index = NoteIndex(folder: folder, databasePath: cache.file("index/notes.sqlite"))
    #expect(index.storedEntries() == [], "an index that has read nothing knows no note")
    index.update()
    let listed = try folder.list()
    let stored = try #require(index.storedEntries())
    #expect(Set(stored) == Set(listed))
    #expect(stored.count == listed.count)
    #expect(stored.contains { $0.undecodedName == Array(bytes.suffix(11)) })
    #expect(Set(stored.map(\.nameBytes)).count == stored.count, "two forms of one text stay two notes")
  }

  @Test func entriesAreEqualByTheirNamesBytesNotByUnicodesEquivalence() {
    let time = FileTime(seconds: 1_700_000_000, nanoseconds: 0)
    func entry(_ name: String) -> FolderEntry {
      FolderEntry(name: name, byteCount: 1, modificationTime: time, statusChangeTime: time, inode: 1)
    }
    #expect("caf\u{E9}.md" == "cafe\u{301}.md", "to Swift's strings they are one text")
    #expect(entry("caf\u{E9}.md") != entry("cafe\u{301}.md"))
    #expect(Set([entry("caf\u{E9}.md"), entry("cafe\u{301}.md")]).count == 2)
    #expect(entry("caf\u{E9}.md") == entry(String(decoding: Array("caf\u{E9}.md".utf8), as: UTF8.self)))
    #expect(NameKey(entry("caf\u{E9}.md")) == NameKey(Array("caf\u{E9}.md".utf8)))
    #expect(NameKey(entry("caf\u{E9}.md")).hashValue == NameKey(Array("caf\u{E9}.md".utf8)).hashValue)
    #expect(
      NameKey(text: "a long name of many letters.md") != NameKey(text: "a long name of many letterz.md"))
  }
}
