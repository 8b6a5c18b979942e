import Quire
import QuireTestSupport
import Testing

/// The completion menu in the document editor: `[[` opens it under the caret, the help bar
/// shows its keys, Esc closes it without leaving, Return inserts, and the note saved holds
/// the link.
@MainActor @Suite struct DocumentEditorCompletionTests {
  static let names = ["Groceries", "Grocery budget", "Garden"]

  func makeHarness() async throws -> DocumentEditorHarness {
    try await DocumentEditorHarness(
      contents: Array("# Plan\n".utf8), size: TerminalSize(columns: 40, rows: 12),
      configure: { editor in
        editor.completionMenu = CompletionMenu(completer: LinkCompleter(names: Self.names))
      })
  }

  @Test func bracketsOpenTheMenuUnderTheCaretWithItsKeysInTheHelpBar() async throws {
    let harness = try await makeHarness()
    await harness.driver.press(KeyChord(.down), KeyChord(.end))
    await harness.driver.type("Buy [[gro")
    try await harness.driver.expectScreen(
      """
       ‹ Notes        note.md        Edited •
       ──────────────────────────────────────
       # Plan
       Buy [[gro|
         ┌──────────────────┐
         │ › Groceries      │
         │   Grocery budget │
         └──────────────────┘

       ──────────────────────────────────────
       Ln 2, Col 10 · 2 lines · 4 words
       tab insert  ↑↓ move  esc close
      """, cursor: true)
  }

  @Test func escapeClosesTheMenuAndASecondEscapeLeavesSavingTheLink() async throws {
    let harness = try await makeHarness()
    await harness.driver.press(KeyChord(.down), KeyChord(.end))
    await harness.driver.type("[[gar")
    try await harness.driver.expectScreen(.showing("› Garden"))
    await harness.driver.press(KeyChord(.escape))
    try await harness.driver.expectScreen(.notShowing("› Garden"))
    #expect(!(await harness.driver.isFinished), "the first Esc only closed the menu")
    await harness.driver.press(KeyChord(.character(" "), modifiers: .control))
    try await harness.driver.expectScreen(.showing("› Garden"))
    await harness.driver.press(KeyChord(.enter))
    try await harness.driver.expectScreen(.showing("[[Garden]]"))
    await harness.driver.press(KeyChord(.escape))
    _ = try await harness.driver.result()
    #expect(harness.onDiskText == "# Plan\n[[Garden]]")
  }

  @Test func ctrlSpaceOpensItOnRequest() async throws {
    let harness = try await makeHarness()
    await harness.driver.press(KeyChord(.down), KeyChord(.end))
    await harness.driver.type("see [[bud")
    await harness.driver.press(KeyChord(.escape))
    try await harness.driver.expectScreen(.notShowing("Grocery budget"))
    await harness.driver.press(KeyChord(.character(" "), modifiers: .control))
    try await harness.driver.expectScreen(.showing("› Grocery budget"))
    await harness.driver.press(KeyChord(.tab))
    try await harness.driver.expectScreen(.showing("see [[Grocery budget]]"))
  }

  @Test func aClickOnARowInsertsIt() async throws {
    let harness = try await makeHarness()
    await harness.driver.press(KeyChord(.down), KeyChord(.end))
    await harness.driver.type("Buy [[gro")
    try await harness.driver.expectScreen(.showing("│   Grocery budget │"))
    let row = try #require(harness.driver.lines.firstIndex { $0.contains("Grocery budget") })
    await harness.driver.click(column: 10, row: row)
    try await harness.driver.expectScreen(.showing("Buy [[Grocery budget]]"))
    try await harness.driver.expectScreen(.notShowing("┌"))
  }

  @Test func nearTheBottomOfTheEditorItOpensAboveTheCaretAndAResizePlacesItAgain() async throws {
    let harness = try await makeHarness()
    await harness.driver.press(KeyChord(.down), KeyChord(.end))
    await harness.driver.type("\n\n\n\n\n[[g")
    try await harness.driver.expectScreen(
      """
       ‹ Notes        note.md        Edited •
       ──────────────────────────────────────
       # Plan
       ┌──────────────────┐
       │ › Groceries      │
       │   Grocery budget │
       │   Garden         │
       └──────────────────┘
       [[g|
       ──────────────────────────────────────
       Ln 7, Col 4 · 7 lines · 3 words
       tab insert  ↑↓ move  esc close
      """, cursor: true)
    await harness.driver.resize(to: TerminalSize(columns: 30, rows: 24))
    try await harness.driver.expectScreen(.showing(" [[g\n ┌──────────────────┐"))
  }
}
