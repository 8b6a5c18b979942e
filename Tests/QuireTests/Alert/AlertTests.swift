import Quire
import QuireTestSupport
import Testing

/// The alert over a page: the focused button in brackets, ←/→ and Tab to choose, Return to
/// take it, Esc to cancel, a click to take the one clicked, the destructive button marked.
@MainActor @Suite struct AlertTests {
  func start(_ page: ItemsPage, size: TerminalSize = TerminalSize(columns: 40, rows: 10)) async
    -> AppDriver<[String]?>
  {
    await AppDriver(size: size) { stack in try await stack.push(page) }
  }

  @Test func theAlertSitsAboveTheHelpBarWithTheDefaultInBrackets() async throws {
    let driver = await start(ItemsPage())
    await driver.type("d")
    #expect(
      driver.screen == """
        Items
        Groceries
        Ideas
        Meeting notes


         ┌─ Delete Groceries? ────────────────┐
         │               Delete!   [ Cancel ] │
         └────────────────────────────────────┘
         ←→ choose  ⏎ okay  esc cancel
        """)
    #expect(driver.terminal.style(at: CellPosition(column: 0, row: 1)).attributes.contains(.dim))
  }

  @Test func choosingTheDestructiveButtonTakesIt() async throws {
    let page = ItemsPage()
    let driver = await start(page)
    await driver.type("d")
    await driver.press(KeyChord(.left))
    #expect(driver.lines[7] == " │             [ Delete! ]   Cancel   │")
    await driver.press(KeyChord(.enter))
    #expect(page.answers == ["true"])
    #expect(page.items == ["Ideas", "Meeting notes"])
  }

  @Test(arguments: [KeyChord(.tab), KeyChord(.right), .shift(.tab)])
  func focusWrapsAround(key: KeyChord) async throws {
    let page = ItemsPage()
    let driver = await start(page)
    await driver.type("d")
    await driver.press(key)
    await driver.press(KeyChord(.enter))
    #expect(page.answers == ["true"], "two buttons: any step from Cancel lands on Delete")
  }

  @Test func escapeCancelsWithNothing() async throws {
    let page = ItemsPage()
    let driver = await start(page)
    await driver.type("d")
    await driver.press(KeyChord(.left), KeyChord(.escape))
    #expect(page.answers == [nil])
    #expect(page.items.count == 3)
  }

  @Test func aClickTakesTheButtonClicked() async throws {
    let page = ItemsPage()
    let driver = await start(page)
    await driver.type("d")
    await driver.click(column: 18, row: 7)
    #expect(page.answers == ["true"])
  }

  @Test func aPressLetGoOffTheButtonTakesNothing() async throws {
    let page = ItemsPage()
    let driver = await start(page)
    await driver.type("d")
    await driver.send(
      .mouse(MouseEvent(kind: .press, button: .left, column: 18, row: 7)),
      .mouse(MouseEvent(kind: .release, button: .left, column: 2, row: 7)))
    #expect(page.answers.isEmpty)
    #expect(driver.lines[7] == " │             [ Delete! ]   Cancel   │", "the press focused it")
  }

  @Test func aLongMessageWrapsAtTwentyBySix() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 20, rows: 6)) { stack in
      try await stack.push(
        Alert(
          title: "Quit?", message: "Unsaved changes will be lost.",
          buttons: [Button(.word(.yes), value: 1), Button(.word(.no), value: 0)]))
    }
    #expect(
      driver.screen == """
        ┌─ Quit? ──────────┐
        │ Unsaved changes  │
        │ will be lost.    │
        │   [ Yes ]   No   │
        └──────────────────┘
         ←→ choose  ⏎ okay
        """)
    await driver.press(KeyChord(.right), KeyChord(.enter))
    #expect(try await driver.result() == 0)
  }

  @Test func withoutColourTheFocusAndTheDangerStillShow() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 40, rows: 10), colorDepth: .none) { stack in
      try await stack.push(ItemsPage())
    }
    await driver.type("d")
    #expect(driver.lines[7].contains("Delete!   [ Cancel ]"), "the mark and the brackets are text")
    let cancel = driver.terminal.style(at: CellPosition(column: 28, row: 7))
    #expect(cancel.attributes.contains(.reverse), "what Return takes stands out")
    let delete = driver.terminal.style(at: CellPosition(column: 17, row: 7))
    #expect(delete.attributes.contains(.bold) && delete.foreground == .default)
  }
}
