import Quire
import Testing

/// The rows of the backlinks list, from the template an application may replace.
@MainActor @Suite struct BacklinkRowsTests {
  let found = [
    NoteBacklink(path: "/notes/Plans.md", name: "Plans.md", line: 3, context: "buy [[Groceries]] first"),
    NoteBacklink(path: "/notes/v1.2 notes.txt", name: "v1.2 notes.txt", line: 0, context: "[[Groceries]]"),
  ]

  @Test func theEnglishRowIsNoteLineAndContext() {
    #expect(
      DocumentEditor.backlinkRows(found, strings: .english) == [
        "Plans:4  buy [[Groceries]] first", "v1.2 notes:1  [[Groceries]]",
      ])
  }

  @Test func aReplacedTemplateIsFilledInItsOrderAndKeepsWhatItDoesNotKnow() {
    let strings = Strings(["links.backlink-row": "{context} ← {note} ({line}) {other}"])
    #expect(
      DocumentEditor.backlinkRows(found, strings: strings) == [
        "buy [[Groceries]] first ← Plans (4) {other}", "[[Groceries]] ← v1.2 notes (1) {other}",
      ])
  }
}
