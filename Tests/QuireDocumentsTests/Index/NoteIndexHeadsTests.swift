import QuireTestSupport
import Testing

@testable import QuireDocuments

/// The heads the browser shows, taken from the index instead of every file: the same as the
/// files give, and never for a file changed since the index read it.
@Suite struct NoteIndexHeadsTests {
  let notes = TemporaryFolder()
  let cache = TemporaryFolder()

  var folder: DocumentFolder { DocumentFolder(path: notes.path) }

  /// The index, made once every file is older than the racy margin, as notes written a
  /// while before the app opens are (a file written within it is read again, whatever the
  /// index holds).
  func index() throws -> NoteIndex {
    for entry in try folder.list() { TestFiles.waitUntilSettled(notes.file(entry.name)) }
    let index = NoteIndex(folder: folder, databasePath: cache.file("index/notes.sqlite"))
    index.update()
    return index
  }

  @Test func theIndexGivesTheHeadTheFileGives() throws {
    var generator = NoteFolderGenerator(seed: 41)
    _ = generator.writeNotes(count: 60, to: notes.path)
    TestFiles.writeFile(
      "---\ntags: [a, b]\ndescription: Said so\n---\n\n  \nfirst\r\nsecond\nthird\nfourth\n",
      to: notes.file("shaped.md"))
    TestFiles.writeFile("no header\n\n\u{FEFF}odd ünïcode\n", to: notes.file("plain.md"))
    TestFiles.writeFile("", to: notes.file("empty.md"))
    TestFiles.writeFile("---\ndescription: only\n---\n", to: notes.file("only header.md"))
    let index = try index()
    let entries = try folder.list()
    let heads = index.heads(of: entries)
    #expect(heads.count == entries.count)
    for (position, entry) in entries.enumerated() {
      #expect(heads[position] == folder.head(of: entry), "\(entry.name)")
    }
  }

  @Test func whatTheIndexCannotVouchForIsLeftToTheFiles() throws {
    TestFiles.writeFile("kept\n", to: notes.file("kept.md"))
    TestFiles.writeFile("---\ntags: [unclosed\n", to: notes.file("broken.md"))
    TestFiles.writeFile("bin\u{0}ary\n", to: notes.file("binary.md"))
    TestFiles.writeFile("before\n", to: notes.file("changed.md"))
    let index = try index()
    TestFiles.writeFile("after, longer\n", to: notes.file("changed.md"))
    TestFiles.writeFile("new\n", to: notes.file("new.md"))
    let entries = try folder.list()
    let heads = index.heads(of: entries)
    let named = Dictionary(uniqueKeysWithValues: heads.map { (entries[$0.key].name, $0.value) })
    #expect(named == ["kept.md": DocumentHead(lines: ["kept"])])
  }

  @Test func withoutAUsableIndexEveryHeadIsLeftToTheFiles() throws {
    TestFiles.writeFile("kept\n", to: notes.file("kept.md"))
    let index = NoteIndex(folder: folder, databasePath: "/proc/no-such-place/index.sqlite")
    #expect(index.heads(of: try folder.list()).isEmpty)
  }
}
