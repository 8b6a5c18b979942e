import Quire
import QuireTestSupport
import Testing

/// The list at the smallest terminal and across resizes: the cursor stays shown.
@MainActor @Suite struct SelectionListSizeTests {
  @Test func theSmallestPage() async throws {
    let driver = await SelectionHarness.page(
      SelectionList(values: SelectionHarness.tags, selected: ["work"]),
      size: TerminalSize(columns: 20, rows: 6))
    #expect(
      driver.screen == """
         ‹ Cancel    Done ›
         Type to filter
             reading
             travel
         › ✓ work
         ↑↓ move  ⏎ choose
        """)
  }

  @Test func theSmallestPrompt() async throws {
    let driver = await SelectionHarness.prompt(
      SelectionList(values: SelectionHarness.tags, selected: ["work"], order: .given), title: "Tag",
      size: TerminalSize(columns: 20, rows: 6))
    #expect(
      driver.screen == """
         Tag
         > Type to filter
             home
         › ✓ work
             workshop
         ↑↓ move  ⏎ choose
        """)
  }

  @Test func aResizeKeepsTheCursorShown() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: SelectionListAddingTests.fruits))
    await driver.press(KeyChord(.pageDown), KeyChord(.pageDown))
    let cursorRow = try #require(driver.lines.firstIndex { $0.hasPrefix(" ›") })
    let value = String(driver.lines[cursorRow].dropFirst(5))
    for size in [
      TerminalSize(columns: 30, rows: 6), TerminalSize(columns: 60, rows: 30),
      TerminalSize(columns: 20, rows: 7),
    ] {
      await driver.resize(to: size)
      #expect(driver.lines.contains(" ›   " + value), "at \(size)")
    }
    await driver.press(.down)
    #expect(driver.lines.contains { $0.hasPrefix(" ›") }, "moving after a resize keeps it shown")
  }

  @Test func aLongValueIsCutWithAnEllipsis() async throws {
    let driver = await SelectionHarness.page(
      SelectionList(values: ["a value far too long for twenty cells"]),
      size: TerminalSize(columns: 20, rows: 6))
    #expect(driver.lines[2] == " ›   a value far t…")
  }
}
