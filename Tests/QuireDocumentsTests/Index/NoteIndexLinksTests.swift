import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The links the index keeps: stored with each note, changed with it, removed with it, and
/// the backlinks of a note the same through the index as through a scan of the files.
@Suite struct NoteIndexLinksTests {
  let notes = TemporaryFolder()
  let cache = TemporaryFolder()

  var folder: DocumentFolder { DocumentFolder(path: notes.path) }

  func index() -> NoteIndex {
    let index = NoteIndex(folder: folder, databasePath: cache.file("index/notes.sqlite"))
    index.update()
    return index
  }

  func write(_ name: String, _ text: String) {
    TestFiles.writeFile(text, to: notes.file(name))
  }

  /// The backlinks as `name:line:context`, through the index; the scan must agree.
  func backlinks(to name: String, in index: NoteIndex) -> [String] {
    let found = index.backlinks(to: name)
    #expect(found == NoteScan(folder: folder).backlinks(to: name), "index and scan differ for \(name)")
    return found.map { "\($0.stem):\($0.line):\($0.context)" }
  }

  @Test func backlinksListEveryLineThatLinks() {
    write("Groceries.md", "milk\n")
    write("Plans.md", "---\ntags: [a]\n---\nbuy [[groceries]] first\n\nthen [[Groceries|the list]] again\n")
    write("Letters.md", "see [the list](Groceries.md)\n")
    write("Other.md", "`[[Groceries]]` is code\n```\n[[Groceries]]\n```\n")
    let index = index()
    #expect(
      backlinks(to: "Groceries", in: index) == [
        "Letters:0:see [the list](Groceries.md)",
        "Plans:3:buy [[groceries]] first",
        "Plans:5:then [[Groceries|the list]] again",
      ])
    #expect(NoteBacklink.noteCount(index.backlinks(to: "Groceries.md")) == 2)
  }

  @Test func namesMatchIgnoringCaseAndNormalisation() {
    write("Café.md", "coffee\n")
    write("a.md", "[[CAFE\u{301}]]\n")
    write("b.md", "[[café.md]]\n")
    let index = index()
    #expect(backlinks(to: "Café.md", in: index) == ["a:0:[[CAFE\u{301}]]", "b:0:[[café.md]]"])
  }

  @Test func aNoteDoesNotLinkBackToItself() {
    write("Loop.md", "[[Loop]] and [[Other]]\n")
    let index = index()
    #expect(backlinks(to: "Loop", in: index).isEmpty)
    #expect(backlinks(to: "Other", in: index) == ["Loop:0:[[Loop]] and [[Other]]"])
  }

  @Test func linksChangeWhenTheNoteChanges() {
    write("a.md", "[[Target]]\n")
    let index = index()
    #expect(backlinks(to: "Target", in: index) == ["a:0:[[Target]]"])
    write("a.md", "no link now, but one to [[Else]] further on\n")
    index.update(name: "a.md")
    #expect(backlinks(to: "Target", in: index).isEmpty)
    #expect(backlinks(to: "Else", in: index) == ["a:0:no link now, but one to [[Else]] further on"])
  }

  @Test func linksGoWithTheNote() {
    write("a.md", "[[Target]]\n")
    write("b.md", "[[Target]]\n")
    let index = index()
    remove(notes.file("a.md"))
    index.update()
    #expect(backlinks(to: "Target", in: index) == ["b:0:[[Target]]"])
  }

  @Test func aLongLineIsCutForItsContext() {
    let long = "[[Target]] " + String(repeating: "word ", count: 100)
    write("a.md", long)
    let context = index().backlinks(to: "Target").first?.context ?? ""
    #expect(context.count == NoteLinkLine.contextLimit)
    #expect(context.hasSuffix("…"))
  }

  @Test func anIndexOfVersionTwoIsBuiltAgainWithItsLinks() throws {
    write("a.md", "[[Target]]\n")
    let path = cache.file("index/notes.sqlite")
    _ = index()
    let connection = try SQLiteConnection(path: path, create: false)
    try connection.execute("PRAGMA user_version = 2; DELETE FROM note_link")
    let index = index()
    #expect(
      index.notice == .rebuilt(path: path, reason: "an index of version 2, not \(NoteDatabase.schemaVersion)")
    )
    #expect(backlinks(to: "Target", in: index) == ["a:0:[[Target]]"])
  }
}
