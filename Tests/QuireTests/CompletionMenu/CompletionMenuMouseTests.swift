import Quire
import QuireTestSupport
import Testing

/// The mouse on the menu: a click chooses a row, the wheel scrolls, a click elsewhere
/// closes it and goes to the text.
@MainActor @Suite struct CompletionMenuMouseTests {
  static let names = (1...20).map { "Note \($0)" }

  @Test func aClickOnARowInsertsIt() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("[[")
    await harness.answer()
    harness.click(column: 6, row: 4)  // the third row: Note 3
    #expect(harness.markup == "[[Note 3]]|")
    #expect(!harness.component.menu.isOpen)
  }

  @Test func theWheelScrollsTheRows() async throws {
    var harness = CompletionAreaHarness(names: Self.names, rows: 12)
    harness.type("[[")
    await harness.answer()
    harness.mouse(.wheelDown, column: 6, row: 3)
    try harness.expectScreen(
      """
      [[|
      ┌────────────────┐
      │ › Note 4       │
      │   Note 5       │
      │   Note 6       │
      │   Note 7       │
      │   Note 8       │
      │   Note 9       │
      │   Note 10      │
      │   Note 11      │
      └────────────────┘
      """)
    #expect(harness.markup == "[[|")
  }

  @Test func aClickOutsideClosesItAndMovesTheCaret() async throws {
    var harness = CompletionAreaHarness(text: "first line\n", names: Self.names)
    harness.type("[[")
    await harness.answer()
    harness.click(column: 2, row: 0)
    #expect(!harness.component.menu.isOpen)
    #expect(harness.component.target.text == "first line\n[[")
    #expect(harness.component.target.selection == TextSelection(caret: ByteOffset(2)))
  }
}
