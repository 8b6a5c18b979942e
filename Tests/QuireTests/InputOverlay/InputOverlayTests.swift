import Quire
import QuireTestSupport
import Testing

/// The input overlay over a page, driven as a person would through `AppDriver`: placed just
/// above the help bar, dimming and blocking the page, add and edit mode, validation, the
/// buttons, resize and the smallest terminal.
@MainActor @Suite struct InputOverlayTests {
  func start(_ page: ItemsPage = ItemsPage(), size: TerminalSize = TerminalSize(columns: 40, rows: 10))
    async -> AppDriver<[String]?>
  {
    await AppDriver(size: size) { stack in try await stack.push(page) }
  }

  @Test func addModeOpensEmptyJustAboveTheHelpBar() async throws {
    let driver = await start()
    #expect(driver.lines.last == " a add  e edit  ⏎ done")
    await driver.type("a")
    #expect(
      driver.screen == """
        Items
        Groceries
        Ideas
        Meeting notes

         ┌─ New item ─────────────────────────┐
         │ Item name                          │
         │         [ Okay ⏎ ]  [ Cancel esc ] │
         └────────────────────────────────────┘
         ⏎ okay  esc cancel
        """)
    #expect(driver.terminal.cursor == CellPosition(column: 3, row: 6))
    #expect(
      driver.terminal.style(at: CellPosition(column: 3, row: 6)).attributes.contains(.dim), "placeholder")
  }

  @Test func thePageBehindIsDimmedAndGetsNoKeys() async throws {
    let page = ItemsPage()
    let driver = await start(page)
    let behind = CellPosition(column: 0, row: 1)
    #expect(!driver.terminal.style(at: behind).attributes.contains(.dim))
    await driver.type("a")
    #expect(driver.terminal.style(at: behind).attributes.contains(.dim))
    #expect(driver.terminal.style(at: CellPosition(column: 0, row: 0)).attributes == [.dim], "bold went")
    await driver.type("e")
    #expect(page.answers.isEmpty, "the e went to the field, not the page")
    await driver.click(column: 2, row: 1)
    #expect(driver.lines[6] == " │ e                                  │", "a click behind is blocked")
    await driver.press(KeyChord(.escape))
    #expect(page.answers == [nil])
    #expect(!driver.terminal.style(at: behind).attributes.contains(.dim))
  }

  @Test func returnAddsTheTypedText() async throws {
    let page = ItemsPage()
    let driver = await start(page)
    await driver.type("a")
    await driver.type("Apples")
    #expect(driver.lines[6] == " │ Apples                             │")
    #expect(driver.lines.last == " ⏎ okay  esc cancel  ^Z undo")
    await driver.press(KeyChord(.enter))
    #expect(page.items == ["Groceries", "Ideas", "Meeting notes", "Apples"])
    #expect(driver.lines[4] == "Apples")
  }

  @Test func editModeStartsWithTheValueSelectedSoTypingReplacesIt() async throws {
    let page = ItemsPage()
    let driver = await start(page)
    await driver.type("e")
    #expect(driver.lines[5] == " ┌─ Rename ───────────────────────────┐")
    #expect(driver.lines[6] == " │ Groceries                          │")
    #expect(driver.terminal.style(at: CellPosition(column: 3, row: 6)).attributes.contains(.reverse))
    #expect(driver.terminal.cursor == CellPosition(column: 12, row: 6))
    await driver.type("Food")
    #expect(driver.lines[6] == " │ Food                               │")
    await driver.press(KeyChord(.enter))
    #expect(page.items.first == "Food")
  }

  @Test func aValidationMessageRefusesOkayAndRaisesTheOverlay() async throws {
    let page = ItemsPage()
    page.validator = { name in page.items.contains(name) ? "That item exists already." : nil }
    let driver = await start(page)
    await driver.type("a")
    await driver.type("Ideas")
    #expect(
      driver.screen == """
        Items
        Groceries
        Ideas
        Meeting notes
         ┌─ New item ─────────────────────────┐
         │ Ideas                              │
         │ ! That item exists already.        │
         │         [ Okay ⏎ ]  [ Cancel esc ] │
         └────────────────────────────────────┘
         ⏎ okay  esc cancel  ^Z undo
        """)
    await driver.press(KeyChord(.enter))
    #expect(page.answers.isEmpty, "Okay was refused")
    #expect(driver.terminal.performedCommands.contains(.bell))
    await driver.click(column: 14, row: 7)
    #expect(page.answers.isEmpty, "a click on Okay is refused too")
    await driver.type("!")
    #expect(driver.lines[4] == "", "the overlay is back to four rows")
    await driver.press(KeyChord(.enter))
    #expect(page.items.last == "Ideas!")
  }

  @Test(arguments: [("Okay", Optional("Pears")), ("Cancel", nil)])
  func clickingAButtonAnswers(button: String, answer: String?) async throws {
    let page = ItemsPage()
    let driver = await start(page)
    await driver.type("a")
    await driver.type("Pears")
    let row = 7
    let column = try #require(driver.lines[row].firstRange(of: "[ " + button)).lowerBound
    let cell = driver.lines[row].distance(from: driver.lines[row].startIndex, to: column)
    await driver.click(column: cell + 2, row: row)
    #expect(page.answers == [answer])
    #expect(driver.lines[5] == "", "the overlay is gone")
  }

  @Test func aClickInTheFieldPlacesTheCaret() async throws {
    let driver = await start()
    await driver.type("a")
    await driver.type("Pears")
    await driver.click(column: 4, row: 6)
    await driver.type("e")
    #expect(driver.lines[6] == " │ Peears                             │")
  }

  @Test func aPasteGoesIntoTheFieldOnOneLine() async throws {
    let page = ItemsPage()
    let driver = await start(page)
    await driver.type("a")
    await driver.paste("milk\neggs")
    await driver.press(KeyChord(.enter))
    #expect(page.items.last == "milk eggs")
  }

  @Test func aResizeMidEditReplacesTheOverlayAboveTheHelpBar() async throws {
    let page = ItemsPage()
    let driver = await start(page)
    await driver.type("a")
    await driver.type("Groceries for the whole week")
    await driver.resize(to: TerminalSize(columns: 30, rows: 8))
    #expect(
      driver.screen == """
        Items
        Groceries
        Ideas
         ┌─ New item ───────────────┐
         │ …ies for the whole week  │
         │     [ Okay ]  [ Cancel ] │
         └──────────────────────────┘
         ⏎ okay  esc cancel  ^Z undo
        """)
    await driver.type("!")
    await driver.press(KeyChord(.enter))
    #expect(page.items.last == "Groceries for the whole week!")
  }

  @Test func itWorksAtTwentyBySix() async throws {
    let page = ItemsPage()
    let driver = await start(page, size: TerminalSize(columns: 20, rows: 6))
    await driver.type("a")
    #expect(
      driver.screen == """
        Items
        ┌─ New item ───────┐
        │ Item name        │
        │  [Okay] [Cancel] │
        └──────────────────┘
         ⏎ okay  esc cancel
        """)
    await driver.type("Tea")
    await driver.click(column: 5, row: 3)
    #expect(page.items.last == "Tea")
  }

  @Test func withoutColourEveryStateStillShows() async throws {
    let page = ItemsPage()
    page.validator = { $0.isEmpty ? "Type a name." : nil }
    let driver = await AppDriver(size: TerminalSize(columns: 40, rows: 10), colorDepth: .none) { stack in
      try await stack.push(page)
    }
    await driver.type("e")
    let selected = driver.terminal.style(at: CellPosition(column: 3, row: 6))
    #expect(selected.attributes.contains(.reverse), "the selection")
    await driver.press(KeyChord(.backspace))
    #expect(driver.lines[6] == " │ ! Type a name.                     │", "the error, marked")
    let error = driver.terminal.style(at: CellPosition(column: 3, row: 6))
    #expect(error.attributes.contains(.bold))
    let okay = driver.terminal.style(at: CellPosition(column: 12, row: 7))
    #expect(okay.attributes.contains(.reverse), "the default button")
    #expect(driver.terminal.style(at: CellPosition(column: 0, row: 1)).attributes.contains(.dim), "dimmed")
    for row in 0..<10 {
      for column in 0..<40 {
        let style = driver.terminal.style(at: CellPosition(column: column, row: row))
        #expect(
          style.foreground == .default && style.background == .default, "no colour at (\(column), \(row))")
      }
    }
  }

  @Test func aSuggestionShowsAsGhostTextAndTabTakesIt() async throws {
    let page = ItemsPage()
    page.suggestions = ["Groceries", "Gym"]
    let driver = await start(page)
    await driver.type("a")
    await driver.type("gy")
    #expect(driver.lines[6] == " │ gym                                │")
    #expect(driver.terminal.style(at: CellPosition(column: 5, row: 6)).attributes.contains(.dim))
    #expect(driver.lines.last == " ⏎ okay  esc cancel  tab accept  ^Z undo")
    await driver.press(KeyChord(.tab))
    await driver.press(KeyChord(.enter))
    #expect(page.items.last == "Gym")
  }
}

/// The keys the overlay leaves to the app.
@MainActor @Suite struct InputOverlayLeftOverKeyTests {
  @Test func controlCStillQuitsFromTheOverlay() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 40, rows: 10)) { stack in
      try await stack.push(ItemsPage())
    }
    await driver.type("a")
    await driver.type("x")
    await driver.press(.control("c"))
    await #expect(throws: AppError.interrupted) { try await driver.result() }
  }

  @Test func controlZUndoesTypingInTheOverlay() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 40, rows: 10)) { stack in
      try await stack.push(ItemsPage())
    }
    await driver.type("a")
    await driver.type("xy")
    await driver.press(.control("z"))
    #expect(driver.lines[6] == " │ Item name                          │")
    await driver.press(.control("y"))
    #expect(driver.lines[6] == " │ xy                                 │")
  }
}
