import Quire
import QuireTestSupport
import Testing

/// The editable selection list on a page of its own, as SCREENS.md draws it: the bar, the
/// filter row, the rows with the checkmark and the cursor, `Other…` last, the help bar.
@MainActor @Suite struct SelectionListPageTests {
  @Test func itLooksAsTheScreensSay() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: SelectionHarness.tags, selected: ["work"]))
    #expect(
      driver.screen == """
         ‹ Cancel                            Tag                               Done ›
         ────────────────────────────────────────────────────────────────────────────
         Type to filter
             errands
             garden
             home
             reading
             travel
         › ✓ work
             workshop
         ────────────────────────────────────────────────────────────────────────────
         ↑↓ move  ⏎ choose  type to filter  esc cancel
        """)
    #expect(driver.terminal.cursor == CellPosition(column: 1, row: 2), "the caret is in the filter")
  }

  @Test func returnChoosesTheRowUnderTheCursor() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: SelectionHarness.tags, selected: ["work"]))
    await driver.press(.up)
    await driver.press(.enter)
    let result = try #require(try await driver.result())
    #expect(result.chosen == ["travel"])
    #expect(result.added.isEmpty && result.forgotten.isEmpty)
  }

  @Test func escapeCancels() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: SelectionHarness.tags))
    await driver.press(.escape)
    #expect(try await driver.result() == nil)
  }

  @Test func theBarsWordsAreButtons() async throws {
    let done = await SelectionHarness.page(SelectionList(values: SelectionHarness.tags, selected: ["home"]))
    await done.press(.down)
    let doneColumn = try SelectionHarness.column(of: "Done", in: done.lines[0])
    await done.click(column: doneColumn + 1, row: 0)
    #expect(try await done.result()?.chosen == ["home"], "Done keeps the checkmark, not the cursor")

    let cancel = await SelectionHarness.page(SelectionList(values: SelectionHarness.tags, selected: ["home"]))
    await cancel.click(column: 3, row: 0)
    #expect(try await cancel.result() == nil)
  }

  @Test func theCursorShowsWithoutColourAndTheChosenRowWithoutTheCursor() async throws {
    let driver = await SelectionHarness.page(
      SelectionList(values: SelectionHarness.tags, selected: ["work"]), colorDepth: .none)
    await driver.press(.down)
    #expect(driver.lines[8] == "   ✓ work")
    #expect(driver.lines[9] == " ›   workshop")
    #expect(driver.terminal.style(at: CellPosition(column: 5, row: 9)).attributes.contains(.bold))
    #expect(!driver.terminal.style(at: CellPosition(column: 5, row: 8)).attributes.contains(.bold))
  }

  @Test func controlCharactersInAValueAreShownNotObeyed() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: ["evil\u{1B}[2Jvalue", "plain"]))
    #expect(driver.lines[3] == " ›   evil^[[2Jvalue")
  }
}
