import Quire
import QuireTestSupport
import Testing

/// The list app driven as a person would through `AppDriver`: the rows, add through the input
/// overlay, edit in place, delete with undo and redo, reordering, the mouse, leaving with the
/// edited list.
@MainActor @Suite struct ListEditorScreenTests {
  static let groceries = ["milk", "eggs", "bread"]

  func start(
    _ items: [String] = groceries, size: TerminalSize = TerminalSize(columns: 60, rows: 9),
    onChange: (@MainActor ([String]) -> Void)? = nil
  ) async -> AppDriver<[String]?> {
    await AppDriver(size: size) { stack in
      try await stack.push(ListEditorScreen(title: "Groceries", items: items, onChange: onChange))
    }
  }

  @Test func showsTheItemsWithTheCursorOnTheFirst() async {
    let driver = await start()
    #expect(
      driver.screen == """
         Groceries                                          3 items
        ────────────────────────────────────────────────────────────
         › milk
           eggs
           bread



         a add  ⏎ edit  d delete  alt-↑↓ reorder  esc done
        """)
    #expect(driver.terminal.style(at: CellPosition(column: 3, row: 2)).attributes.contains(.bold))
    #expect(!driver.terminal.style(at: CellPosition(column: 3, row: 3)).attributes.contains(.bold))
  }

  @Test func addPutsTheNewItemAfterTheCursorAndMovesTheCursorToIt() async {
    let driver = await start()
    await driver.press(KeyChord(.down))
    await driver.type("a")
    #expect(driver.lines[4] == " ┌─ New item ─────────────────────────────────────────────┐")
    await driver.type("cheese")
    await driver.press(KeyChord(.enter))
    #expect(
      driver.screen == """
         Groceries                                          4 items
        ────────────────────────────────────────────────────────────
           milk
           eggs
         › cheese
           bread


         a add  ⏎ edit  d delete  alt-↑↓ reorder  ^Z undo  esc done
        """)
  }

  @Test func escapeInTheOverlayAddsNothing() async throws {
    let driver = await start()
    await driver.type("a")
    await driver.type("x")
    await driver.press(KeyChord(.escape))
    await driver.press(KeyChord(.escape))
    #expect(try await driver.result() == Self.groceries)
  }

  @Test func anEmptyItemIsRefusedWithAMessage() async {
    let driver = await start()
    await driver.type("a")
    await driver.press(KeyChord(.enter))
    #expect(driver.screen.contains("! An item cannot be empty."))
    #expect(driver.terminal.performedCommands.contains(.bell))
    await driver.type("  ")
    await driver.press(KeyChord(.enter))
    #expect(driver.screen.contains("! An item cannot be empty."), "blanks are empty too")
  }

  @Test func returnEditsTheItemInPlace() async throws {
    let driver = await start()
    await driver.press(KeyChord(.down))
    await driver.press(KeyChord(.enter))
    #expect(driver.lines[4] == " ┌─ Edit item ────────────────────────────────────────────┐")
    #expect(driver.lines[5] == " │ eggs                                                   │")
    #expect(driver.terminal.style(at: CellPosition(column: 3, row: 5)).attributes.contains(.reverse))
    await driver.type("free-range eggs")
    await driver.press(KeyChord(.enter))
    #expect(driver.lines[2...4] == ["   milk", " › free-range eggs", "   bread"])
    await driver.press(KeyChord(.escape))
    #expect(try await driver.result() == ["milk", "free-range eggs", "bread"])
  }

  @Test func deleteIsUndoneAndRedoneWhereItWas() async throws {
    let driver = await start()
    await driver.press(KeyChord(.down))
    await driver.type("d")
    #expect(driver.lines[2...4] == ["   milk", " › bread", ""])
    #expect(driver.lines[0].hasSuffix("2 items"))
    await driver.press(.control("z"))
    #expect(driver.lines[2...4] == ["   milk", " › eggs", "   bread"])
    #expect(driver.lines.last == " a add  ⏎ edit  d delete  alt-↑↓ reorder  ^Y redo  esc done")
    await driver.press(.control("y"))
    #expect(driver.lines[2...4] == ["   milk", " › bread", ""])
    await driver.press(KeyChord(.delete))
    await driver.press(KeyChord(.delete))
    #expect(driver.screen.contains("No items yet. Press a to add one."))
    await driver.press(.control("z"), .control("z"), .control("z"))
    await driver.press(.control("s"))
    #expect(try await driver.result() == Self.groceries)
  }

  @Test func altArrowsMoveTheItemAndUndoMovesItBack() async throws {
    let driver = await start()
    await driver.press(KeyChord(.down, modifiers: .alt), KeyChord(.down, modifiers: .alt))
    #expect(driver.lines[2...4] == ["   eggs", "   bread", " › milk"])
    await driver.press(KeyChord(.down, modifiers: .alt))
    #expect(driver.terminal.performedCommands.contains(.bell), "the last item goes no further")
    await driver.press(.shift(.up))
    #expect(driver.lines[2...4] == ["   eggs", " › milk", "   bread"])
    await driver.press(.control("z"))
    #expect(driver.lines[2...4] == ["   eggs", "   bread", " › milk"])
    await driver.press(KeyChord(.escape))
    #expect(try await driver.result() == ["eggs", "bread", "milk"])
  }

  @Test func theItemBeingEditedStaysAboveTheOverlay() async {
    let driver = await start(["milk", "eggs", "bread", "tea", "jam", "rice"])
    await driver.press(KeyChord(.end))
    #expect(driver.lines[7] == " › rice")
    await driver.press(KeyChord(.enter))
    #expect(
      driver.screen == """
         Groceries                                          6 items
        ────────────────────────────────────────────────────────────
           jam
         › rice
         ┌─ Edit item ────────────────────────────────────────────┐
         │ rice                                                   │
         │                             [ Okay ⏎ ]  [ Cancel esc ] │
         └────────────────────────────────────────────────────────┘
         ⏎ okay  esc cancel
        """)
    await driver.press(KeyChord(.escape))
    #expect(driver.lines[7] == " › rice", "the list is back as it was")
  }

  @Test func aClickMovesTheCursorAndASecondClickEdits() async {
    let driver = await start()
    await driver.click(column: 5, row: 4)
    #expect(driver.lines[2...4] == ["   milk", "   eggs", " › bread"])
    #expect(!driver.screen.contains("Edit item"))
    await driver.click(column: 5, row: 4)
    #expect(driver.screen.contains("┌─ Edit item"))
    #expect(driver.screen.contains("│ bread"))
  }

  @Test func everyChangeIsReported() async {
    var reported: [[String]] = []
    let driver = await start(onChange: { reported.append($0) })
    await driver.type("d")
    await driver.press(.control("z"))
    await driver.type("a")
    await driver.type("tea")
    await driver.press(KeyChord(.enter))
    await driver.press(KeyChord(.down))
    #expect(
      reported == [["eggs", "bread"], ["milk", "eggs", "bread"], ["milk", "tea", "eggs", "bread"]])
  }

  @Test func theSmallestTerminalScrollsToTheCursor() async {
    let items = (1...12).map { "item \($0)" }
    let driver = await start(items, size: TerminalSize(columns: 20, rows: 6))
    #expect(
      driver.screen == """
         Groceri…  12 items
        ────────────────────
         › item 1
           item 2
           item 3
         a add  ⏎ edit
        """)
    await driver.press(KeyChord(.down), KeyChord(.down), KeyChord(.down), KeyChord(.down))
    #expect(driver.lines[2...4] == ["   item 3", "   item 4", " › item 5"])
    await driver.send(.mouse(MouseEvent(kind: .wheelDown, button: .none, column: 3, row: 3)))
    #expect(
      driver.lines[2...4] == [" › item 6", "   item 7", "   item 8"], "the wheel keeps the cursor shown")
    await driver.press(KeyChord(.end))
    #expect(driver.lines[2...4] == ["   item 10", "   item 11", " › item 12"])
  }

  @Test func resizingKeepsTheCursorShown() async {
    let items = (1...12).map { "item \($0)" }
    let driver = await start(items)
    await driver.press(KeyChord(.pageDown))
    #expect(
      driver.lines[2...7] == ["   item 1", "   item 2", "   item 3", "   item 4", "   item 5", " › item 6"])
    await driver.resize(to: TerminalSize(columns: 30, rows: 5))
    #expect(
      driver.screen == """
         Groceries           12 items
           item 4
           item 5
         › item 6
         a add  ⏎ edit  d delete
        """)
  }

  @Test func aLongItemIsCutWithAnEllipsisAndControlsAreShownNotObeyed() async {
    let driver = await start(
      ["a very long item that does not fit in twenty cells", "bell\u{07}"],
      size: TerminalSize(columns: 20, rows: 6))
    #expect(driver.lines[2] == " › a very long ite…", "one column kept free at the right")
    #expect(driver.lines[3] == "   bell^G")
  }
}
