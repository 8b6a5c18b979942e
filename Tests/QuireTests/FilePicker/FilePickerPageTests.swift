import Quire
import QuireTestSupport
import Testing

/// The file picker on a page of its own: the bar with the folder, the rules, the filter row,
/// the entries and the preview; the bar's words are buttons.
@MainActor @Suite struct FilePickerPageTests {
  @Test func itLooksAsThePageOfAListWithThePreviewBeside() async throws {
    let harness = try FilePickerHarness()
    let driver = await harness.page(size: TerminalSize(columns: 80, rows: 8))
    try await driver.expectScreen(.showing("│ old.md"))
    #expect(driver.lines[0].hasPrefix(" ‹ Cancel"))
    #expect(driver.lines[0].contains(harness.folder))
    #expect(driver.lines[0].hasSuffix("Done ›"))
    #expect(driver.lines[2].hasPrefix(" Type to filter"))
    #expect(driver.lines[2].hasSuffix("6 entries"))
    #expect(driver.lines[3] == " › drafts/                              │ old.md")
    #expect(driver.lines.last == " ↑↓ move  ⏎ open  ← up  . hidden  type to filter  esc cancel")
  }

  @Test func doneChoosesTheFileUnderTheCursorAndCancelCancels() async throws {
    let harness = try FilePickerHarness()
    let driver = await harness.page()
    try await driver.expectScreen(.showing("│ old.md"))
    await driver.type("idea")
    try await driver.expectScreen(.showing(" › ideas.txt"))
    await driver.click(column: 76, row: 0)
    #expect(try await driver.result() == harness.folder + "/ideas.txt")

    let cancelled = await harness.page()
    await cancelled.click(column: 3, row: 0)
    #expect(try await cancelled.result() == nil)
  }

  @Test func aClickMovesTheCursorAndASecondEntersTheFolder() async throws {
    let harness = try FilePickerHarness()
    let driver = await harness.page()
    try await driver.expectScreen(.showing("│ old.md"))
    await driver.click(column: 5, row: 6)
    try await driver.expectScreen(.showing(" › Groceries.md"))
    await driver.click(column: 5, row: 3)
    await driver.click(column: 5, row: 3)
    try await driver.expectScreen(.showing(" › old.md"))
  }

  @Test func atTheSmallestSizeTheCursorsRowShows() async throws {
    let harness = try FilePickerHarness()
    let driver = await harness.page(size: TerminalSize(columns: 20, rows: 6))
    try await driver.expectScreen(.showing(" › drafts/"))
    await driver.press(.end)
    try await driver.expectScreen(.showing(" › latest → Grocer…"))
  }
}
