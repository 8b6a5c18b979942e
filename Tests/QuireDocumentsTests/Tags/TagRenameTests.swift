import QuireTestSupport
import Testing

@testable import QuireDocuments

/// Tags counted from the index and from the files alike, and a tag renamed in every note:
/// front matter and inline, the whole tag only, everything else byte for byte.
@Suite struct TagRenameTests {
  let temporary = TemporaryFolder()
  let cache = TemporaryFolder()
  var folder: DocumentFolder { DocumentFolder(path: temporary.path) }

  func writeNotes() {
    TestFiles.writeFile("---\ntags: [work, q4]\n---\nAgenda #Work and #worker\n", to: temporary.file("a.md"))
    TestFiles.writeFile("#work at the start, (#work) and [#work]\nnot a#work\n", to: temporary.file("b.md"))
    TestFiles.writeFile("---\ntags: home\n---\n#home again, #q4\n", to: temporary.file("c.md"))
    TestFiles.writeFile("nothing here\n", to: temporary.file("d.md"))
  }

  func index() throws -> NoteIndex {
    for entry in try folder.list() { TestFiles.waitUntilSettled(temporary.file(entry.name)) }
    let index = NoteIndex(folder: folder, databasePath: cache.file("index/notes.sqlite"))
    index.update()
    return index
  }

  static let counts = [
    TagCount(tag: "q4", count: 2), TagCount(tag: "work", count: 2), TagCount(tag: "home", count: 1),
    TagCount(tag: "worker", count: 1),
  ]

  @Test func tagsAreCountedMostUsedFirstThenByName() throws {
    writeNotes()
    #expect(try index().tagCounts() == Self.counts)
    #expect(NoteScan(folder: folder).tagCounts() == Self.counts)
  }

  @Test func theNotesWithATagAreFoundIgnoringCase() throws {
    writeNotes()
    #expect(try index().notes(taggedWith: "WORK") == ["a.md", "b.md"])
    #expect(NoteScan(folder: folder).notes(taggedWith: "WORK") == ["a.md", "b.md"])
  }

  @Test func renamingChangesFrontMatterAndInlineTagsOnly() async throws {
    writeNotes()
    let outcome = await folder.renameTag("work", to: "job", inNotes: ["a.md", "b.md", "d.md"])
    #expect(outcome.renamed == ["a.md", "b.md"])
    #expect(outcome.failed.isEmpty)
    #expect(
      TestFiles.readText(temporary.file("a.md")) == "---\ntags: [job, q4]\n---\nAgenda #job and #worker\n")
    #expect(
      TestFiles.readText(temporary.file("b.md")) == "#job at the start, (#job) and [#job]\nnot a#work\n")
    #expect(TestFiles.readText(temporary.file("d.md")) == "nothing here\n")
  }

  @Test func renamingToATagTheNoteHasKeepsItOnce() async throws {
    writeNotes()
    let outcome = await folder.renameTag("q4", to: "work", inNotes: ["a.md"])
    #expect(outcome.renamed == ["a.md"])
    #expect(
      TestFiles.readText(temporary.file("a.md")) == "---\ntags: [work]\n---\nAgenda #Work and #worker\n")
  }

  @Test func aNoteWhoseHeaderCannotBeReadIsListedAndLeftAlone() async throws {
    writeNotes()
    TestFiles.writeFile("---\ntags: [work\n---\n#work\n", to: temporary.file("bad.md"))
    let outcome = await folder.renameTag("work", to: "job", inNotes: ["bad.md", "b.md"])
    #expect(outcome.renamed == ["b.md"])
    #expect(outcome.failed.map(\.name) == ["bad.md"])
    #expect(TestFiles.readText(temporary.file("bad.md")) == "---\ntags: [work\n---\n#work\n")
  }

  @Test func aNoteGoneMeanwhileIsNotCounted() async throws {
    writeNotes()
    let outcome = await folder.renameTag("work", to: "job", inNotes: ["gone.md"])
    #expect(outcome.renamed.isEmpty && outcome.failed.isEmpty)
    #expect(DirectoryListing.names(in: temporary.path).sorted() == ["a.md", "b.md", "c.md", "d.md"])
  }

  @Test(arguments: [
    ("#work.", ["work"]), ("#work/q4", []), ("#works", []), ("##work", []), ("#wörk #work", ["work"]),
  ])
  func inlineTagsAreWholeTags(body: String, found: [String]) {
    let ranges = TagEdit.inlineRanges(in: Array(body.utf8), of: FoldedNeedle("work"))
    let bytes = Array(body.utf8)
    #expect(ranges.map { String(decoding: bytes[$0], as: UTF8.self) } == found)
  }
}
