import QuireTestSupport
import QuireText
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// The links to a renamed note pointed at its new name: the target part of every form,
/// everything else byte for byte, and each note saved safely or listed and left alone.
@Suite struct LinkRenameTests {
  let temporary = TemporaryFolder()
  var folder: DocumentFolder { DocumentFolder(path: temporary.path) }

  func renamed(_ text: String, from old: String = "Old plans.md", to new: String = "New plans.md") -> String?
  {
    var storage = TextStorage(text)
    guard case .success(let changes) = LinkEdit.changes(in: storage, renaming: old, to: new) else {
      return nil
    }
    for change in changes { _ = storage.apply(change) }
    return storage.string
  }

  @Test(arguments: [
    ("see [[Old plans]].", "see [[New plans]]."),
    ("[[Old plans|the plans]]", "[[New plans|the plans]]"),
    ("[[Old plans#June|June]]", "[[New plans#June|June]]"),
    ("[[ Old plans ]]", "[[ New plans ]]"),
    ("[[Old plans.md]]", "[[New plans.md]]"),
    ("[[old PLANS]] and [[Other]]", "[[New plans]] and [[Other]]"),
    ("[the plans](Old%20plans.md)", "[the plans](New%20plans.md)"),
    ("[x](./Old%20plans.md#june)", "[x](./New%20plans.md#june)"),
    ("[x](<Old plans.md>)", "[x](<New plans.md>)"),
    ("`[[Old plans]]` and [[Old plans]]", "`[[Old plans]]` and [[New plans]]"),
    ("```\n[[Old plans]]\n```\n[[Old plans]]\n", "```\n[[Old plans]]\n```\n[[New plans]]\n"),
    ("a [[Old plans]]\r\nb [[Old plans|x]]\r\n", "a [[New plans]]\r\nb [[New plans|x]]\r\n"),
    (
      "[[Old plans 2]] [x](https://e.org/Old%20plans.md)", "[[Old plans 2]] [x](https://e.org/Old%20plans.md)"
    ),
  ])
  func theTargetPartOfEachLinkChangesAndNothingElse(text: String, expected: String) {
    #expect(renamed(text) == expected)
  }

  @Test func namesEqualByNormalisationMatch() {
    #expect(renamed("[[Cafe\u{301}]]", from: "Café.md", to: "Bar.md") == "[[Bar]]")
  }

  @Test func aNewNameNeedingEscapesIsPercentEncodedInAMarkdownLink() {
    #expect(renamed("[x](Old%20plans.md)", to: "50% (draft).md") == "[x](50%25%20%28draft%29.md)")
  }

  @Test(arguments: ["a|b.md", "a]]b.md", "a#b.md"])
  func aNameThatWouldBreakAWikiLinkIsRefused(new: String) {
    #expect(renamed("[[Old plans]]", to: new) == nil)
  }

  func writeNotes() {
    TestFiles.writeFile("see [[Old plans|them]]\n", to: temporary.file("a.md"))
    TestFiles.writeFile("[p](Old%20plans.md)\r\n", to: temporary.file("b.md"))
    TestFiles.writeFile("read-only [[Old plans]]\n", to: temporary.file("c.md"), mode: 0o444)
    TestFiles.writeFile("nothing\n", to: temporary.file("d.md"))
  }

  /// Root may write any file, so the read-only note is one only for another user.
  @Test(.enabled(if: getuid() != 0))
  func eachNoteIsUpdatedAndAReadOnlyOneIsListedAndLeftAlone() async throws {
    writeNotes()
    let outcome = await folder.renameLinks(
      from: "Old plans.md", to: "New plans.md", inNotes: ["a.md", "b.md", "c.md", "d.md"])
    #expect(outcome.updated == ["a.md", "b.md"])
    #expect(outcome.failed.map(\.name) == ["c.md"])
    #expect(TestFiles.readText(temporary.file("a.md")) == "see [[New plans|them]]\n")
    #expect(TestFiles.readText(temporary.file("b.md")) == "[p](New%20plans.md)\r\n")
    #expect(TestFiles.readText(temporary.file("c.md")) == "read-only [[Old plans]]\n")
    #expect(TestFiles.readText(temporary.file("d.md")) == "nothing\n")
  }

  @Test func theOtherNotesAreUpdatedWhateverTheUser() async throws {
    writeNotes()
    let outcome = await folder.renameLinks(
      from: "Old plans.md", to: "New plans.md", inNotes: ["a.md", "b.md", "d.md"])
    #expect(outcome.updated == ["a.md", "b.md"] && outcome.failed.isEmpty)
    #expect(TestFiles.readText(temporary.file("a.md")) == "see [[New plans|them]]\n")
    #expect(TestFiles.readText(temporary.file("b.md")) == "[p](New%20plans.md)\r\n")
    #expect(TestFiles.readText(temporary.file("d.md")) == "nothing\n")
  }

  @Test func aNoteChangedAfterItWasReadIsListedAndKeepsTheOtherChange() async throws {
    writeNotes()
    let path = temporary.file("a.md")
    let outcome = await folder.renameLinks(
      from: "Old plans.md", to: "New plans.md", inNotes: ["a.md", "b.md"],
      beforeSaving: { name in
        if name == "a.md" { TestFiles.writeFile("typed meanwhile [[Old plans]]\n", to: path) }
      })
    #expect(outcome.updated == ["b.md"])
    #expect(outcome.failed.map(\.name) == ["a.md"])
    #expect(TestFiles.readText(path) == "typed meanwhile [[Old plans]]\n")
    #expect(DirectoryListing.names(in: temporary.path).sorted() == ["a.md", "b.md", "c.md", "d.md"])
  }
}
