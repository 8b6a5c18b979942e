import Quire
import QuireTestSupport
import Testing

/// The completion menu as a person uses it in a text area: it opens on `[[`, filters as
/// they type, Tab or Return insert, Esc leaves the text as typed, `]]` typed closes it.
@MainActor @Suite struct CompletionMenuTests {
  static let names = ["Groceries", "Grocery budget", "Garden", "Ideas"]

  @Test func typingTheTriggerOpensTheMenuUnderTheCaret() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("See [[")
    await harness.answer()
    try harness.expectScreen(
      """
      See [[|
        ┌──────────────────┐
        │ › Groceries      │
        │   Grocery budget │
        │   Garden         │
        │   Ideas          │
        └──────────────────┘
      """)
  }

  @Test func typingOnFiltersFuzzilyBestFirst() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("[[grd")
    await harness.answer()
    try harness.expectScreen(
      """
      [[grd|
      ┌──────────────────┐
      │ › Garden         │
      │   Grocery budget │
      └──────────────────┘
      """)
    harness.press(KeyChord(.backspace), KeyChord(.backspace))
    #expect(harness.component.menu.labels == ["Groceries", "Grocery budget", "Garden"])
  }

  @Test func theMatchedCharactersAreBoldAndUnderlinedEvenWithoutColour() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.theme = .monochrome
    harness.type("[[ide")
    await harness.answer()
    let grid = harness.grid()
    // `Ideas` is drawn from column 4 of row 2: `Ide` matched, `as` not.
    for column in 4..<7 {
      let style = grid[CellPosition(column: column, row: 2)].style
      #expect(style.attributes.contains(.bold) && style.attributes.contains(.underline))
    }
    #expect(!grid[CellPosition(column: 7, row: 2)].style.attributes.contains(.underline))
  }

  @Test func tabInsertsTheNameAndTheClosingBrackets() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("See [[gro")
    await harness.answer()
    harness.press(KeyChord(.tab))
    #expect(harness.markup == "See [[Groceries]]|")
    #expect(!harness.component.menu.isOpen)
    try harness.expectScreen("See [[Groceries]]|")
  }

  @Test func returnInsertsTheRowUnderTheCursor() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("[[")
    await harness.answer()
    harness.press(KeyChord(.down), KeyChord(.enter))
    #expect(harness.markup == "[[Grocery budget]]|")
    harness.press(KeyChord(.enter))
    #expect(harness.markup == "[[Grocery budget]]\n|", "with the menu closed Return is a line break again")
  }

  @Test func insertingIsOneUndoStep() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("[[gar")
    await harness.answer()
    harness.press(KeyChord(.tab))
    harness.press(.control("z"))
    #expect(harness.markup == "[[gar|")
  }

  @Test func escapeClosesAndLeavesTheTextAsTyped() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("[[Gar")
    await harness.answer()
    let verdicts = harness.press(KeyChord(.escape))
    #expect(verdicts == [.consumed])
    #expect(harness.markup == "[[Gar|")
    try harness.expectScreen("[[Gar|")
    #expect(harness.press(KeyChord(.escape)) == [.ignored], "a closed menu leaves Esc to the owner")
  }

  @Test func closingTheBracketsOneselfClosesTheMenu() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("[[A note to write")
    await harness.answer()
    try harness.expectScreen(.showing("No match"))
    harness.type("]]")
    #expect(!harness.component.menu.isOpen)
    try harness.expectScreen("[[A note to write]]|")
  }

  @Test func withNoMatchTabAndReturnGoToTheText() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("[[zzz")
    await harness.answer()
    harness.press(KeyChord(.enter))
    #expect(harness.markup == "[[zzz\n|")
    #expect(!harness.component.menu.isOpen, "the caret left the query's line")
  }

  @Test func ctrlSpaceOpensInsideAnUnclosedLinkWithWhatIsTyped() async throws {
    var harness = CompletionAreaHarness(text: "See [[gard", names: Self.names)
    harness.press(KeyChord(.character(" "), modifiers: .control))
    await harness.answer()
    #expect(harness.component.menu.query == "gard")
    #expect(harness.component.menu.labels == ["Garden"])
    harness.press(KeyChord(.tab))
    #expect(harness.markup == "See [[Garden]]|")
  }

  @Test func ctrlSpaceWhereNothingCompletesRingsTheBell() {
    var harness = CompletionAreaHarness(text: "plain text", names: Self.names)
    harness.press(KeyChord(.character(" "), modifiers: .control))
    #expect(!harness.component.menu.isOpen)
    #expect(harness.bells == 1)
    #expect(harness.markup == "plain text|")
  }

  @Test func movingTheCaretOutOfTheQueryCloses() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("ab [[g")
    await harness.answer()
    harness.press(KeyChord(.left))
    #expect(harness.component.menu.isOpen, "still inside the query: at its start")
    harness.press(KeyChord(.left))
    #expect(!harness.component.menu.isOpen)
  }

  @Test func helpBarShowsTheMenusKeysWhileOpen() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("[[")
    await harness.answer()
    let help = harness.component.helpItems(.english).map { "\($0.keys) \($0.action)" }
    #expect(help == ["tab insert", "↑↓ move", "esc close"])
    harness.press(KeyChord(.escape))
    #expect(harness.component.helpItems(.english) == harness.component.target.helpItems(.english))
  }

  @Test func aNameHoldingControlCharactersIsDrawnAsVisibleSymbols() async throws {
    var harness = CompletionAreaHarness(names: ["evil\u{1B}[31mred"])
    harness.type("[[")
    await harness.answer()
    let screen = harness.screen()
    #expect(!screen.contains("\u{1B}"))
    #expect(screen.contains("evil"))
  }

  @Test func aTriggerTypedInsideTheQueryStartsAgainFromIt() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("[[x [[")
    await harness.answer()
    #expect(harness.component.menu.query == "")
    harness.type("ide")
    harness.press(KeyChord(.tab))
    #expect(harness.markup == "[[x [[Ideas]]|")
  }
}
