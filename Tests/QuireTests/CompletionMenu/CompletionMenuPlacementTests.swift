import Quire
import QuireTestSupport
import Testing

/// Where the menu goes: under the caret, above it near the bottom edge, never over the
/// caret's row, inside the area at its right edge and at tiny sizes, again after a resize.
@MainActor @Suite struct CompletionMenuPlacementTests {
  static let names = ["Groceries", "Grocery budget", "Garden", "Ideas"]

  @Test func nearTheBottomEdgeItOpensAboveTheCaret() async throws {
    var harness = CompletionAreaHarness(text: "\n\n\n\n\n\n", names: Self.names)
    harness.type("[[")
    await harness.answer()
    try harness.expectScreen(
      """
      ┌──────────────────┐
      │ › Groceries      │
      │   Grocery budget │
      │   Garden         │
      │   Ideas          │
      └──────────────────┘
      [[|
      """)
  }

  @Test func withLittleRoomEitherSideItTakesTheBiggerOneAndScrolls() async throws {
    var harness = CompletionAreaHarness(text: "\n", names: Self.names, rows: 5)
    harness.type("[[")
    await harness.answer()
    try harness.expectScreen(
      """

      [[|
      ┌────────────────┐
      │ › Groceries    │
      └────────────────┘
      """)
    harness.press(KeyChord(.down), KeyChord(.down))
    try harness.expectScreen(
      """

      [[|
      ┌────────────────┐
      │ › Garden       │
      └────────────────┘
      """)
  }

  @Test func atTheRightEdgeItMovesLeftToStayInside() async throws {
    var harness = CompletionAreaHarness(text: "0123456789012345678901234", names: Self.names)
    harness.type("[[")
    await harness.answer()
    try harness.expectScreen(
      """
      0123456789012345678901234[[|
                ┌──────────────────┐
                │ › Groceries      │
                │   Grocery budget │
                │   Garden         │
                │   Ideas          │
                └──────────────────┘
      """)
  }

  @Test func inTenByFourItShrinksToFit() async throws {
    var harness = CompletionAreaHarness(names: Self.names, columns: 10, rows: 4)
    harness.type("[[gr")
    await harness.answer()
    try harness.expectScreen(
      """
      [[gr|
      ┌────────┐
      │ › Gro… │
      └────────┘
      """)
    harness.press(KeyChord(.tab))
    #expect(harness.markup == "[[Groceries]]|")
  }

  @Test func withTwoRowsItDrawsWithoutABorder() async throws {
    var harness = CompletionAreaHarness(names: Self.names, columns: 20, rows: 2)
    harness.type("[[gr")
    await harness.answer()
    try harness.expectScreen(
      """
      [[gr|
       › Groceries
      """)
  }

  @Test func inOneRowItDoesNotShowAndKeysGoToTheText() async throws {
    var harness = CompletionAreaHarness(names: Self.names, columns: 20, rows: 1)
    harness.type("[[gr")
    await harness.answer()
    try harness.expectScreen("[[gr|")
    #expect(harness.press(KeyChord(.escape)) == [.ignored])
    harness.press(KeyChord(.tab))
    #expect(harness.markup == "[[gr\t|")
  }

  @Test func aResizeWhileOpenPlacesItAgain() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("[[")
    await harness.answer()
    harness.resize(columns: 12, rows: 4)
    try harness.expectScreen(
      """
      [[|
      ┌──────────┐
      │ › Groce… │
      └──────────┘
      """)
    harness.resize(columns: 30, rows: 8)
    try harness.expectScreen(.showing("│   Ideas          │"))
  }

  @Test func inATextFieldItOpensUnderTheField() async throws {
    let size = TerminalSize(columns: 30, rows: 4)
    let host = CompletionHost(
      TextField(), menu: CompletionMenu(completer: LinkCompleter(names: Self.names)), area: size)
    var harness = ComponentHarness(host, size: size)
    harness.type("to [[ide")
    if let fetch = harness.component.takeFetch() {
      harness.component.receive(await fetch.run(), context: harness.context)
    }
    try harness.expectScreen(
      """
      to [[ide|
       ┌────────────────┐
       │ › Ideas        │
       └────────────────┘
      """)
    harness.press(KeyChord(.enter))
    #expect(harness.component.target.text == "to [[Ideas]]")
  }
}

/// The help bar says what the keys do where the menu is: its keys while it shows, the text's
/// when it has no room to show.
@MainActor @Suite struct CompletionMenuHelpTests {
  @Test func aMenuWithNoRoomToShowLeavesTheHelpToTheText() async throws {
    var harness = CompletionAreaHarness(names: ["Groceries"], columns: 20, rows: 1)
    harness.type("[[")
    await harness.answer()
    #expect(harness.component.menu.isOpen)
    #expect(harness.component.helpItems(.english) == harness.component.target.helpItems(.english))
    harness.resize(columns: 20, rows: 4)
    #expect(harness.component.helpItems(.english).map(\.keys) == ["tab", "↑↓", "esc"])
  }
}
