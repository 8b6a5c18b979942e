import Quire
import QuireTestSupport
import Testing

/// The caret stays on screen: as it moves, a page at a time, with the wheel, and when the area
/// shrinks (a resize, an overlay taking rows).
@MainActor @Suite struct TextAreaScrollingTests {
  /// "line 1" to "line `count`", the caret at the start.
  static func lines(_ count: Int) -> String {
    "|" + (1...count).map { "line \($0)" }.joined(separator: "\n")
  }

  @Test func movingPastTheLastRowScrollsARow() throws {
    var harness = TextAreaHarness(Self.lines(10), rows: 3)
    harness.press(KeyChord(.down), KeyChord(.down))
    try harness.expectScreen("line 1\nline 2\n|line 3")
    harness.press(KeyChord(.down))
    try harness.expectScreen("line 2\nline 3\n|line 4")
    harness.press(KeyChord(.up), KeyChord(.up), KeyChord(.up))
    try harness.expectScreen("|line 1\nline 2\nline 3")
  }

  @Test func pageDownAndUpMoveTheViewAndTheCaretTogether() throws {
    var harness = TextAreaHarness(Self.lines(10), rows: 4)
    harness.press(KeyChord(.down), KeyChord(.pageDown))
    try harness.expectScreen("line 4\n|line 5\nline 6\nline 7")
    harness.press(KeyChord(.pageDown))
    try harness.expectScreen("line 7\n|line 8\nline 9\nline 10")  // the last page stays full
    harness.press(KeyChord(.pageDown))
    try harness.expectScreen("line 7\nline 8\nline 9\nline 10|")  // past the last page, the end
    harness.press(KeyChord(.pageUp))
    try harness.expectScreen("line 4\nline 5\nline 6\n|line 7")
    harness.press(KeyChord(.pageUp), KeyChord(.pageUp))
    try harness.expectScreen("|line 1\nline 2\nline 3\nline 4")
  }

  @Test func shiftPageDownSelects() {
    var harness = TextAreaHarness(Self.lines(10), rows: 4)
    harness.press(.shift(.pageDown))
    #expect(
      harness.markup == "[line 1\nline 2\nline 3\n|]line 4\nline 5\nline 6\nline 7\nline 8\nline 9\nline 10")
  }

  @Test func controlEndShowsTheEndAndControlHomeTheStart() throws {
    var harness = TextAreaHarness(Self.lines(10), rows: 3)
    harness.press(KeyChord(.end, modifiers: .control))
    try harness.expectScreen("line 8\nline 9\nline 10|")
    harness.press(KeyChord(.home, modifiers: .control))
    try harness.expectScreen("|line 1\nline 2\nline 3")
  }

  @Test func aSmallerAreaStillShowsTheCaretAndTheStoredViewComesBack() throws {
    var harness = TextAreaHarness(Self.lines(10), rows: 5)
    harness.press(KeyChord(.down), KeyChord(.down), KeyChord(.down), KeyChord(.down))
    try harness.expectScreen("line 1\nline 2\nline 3\nline 4\n|line 5")
    let shrunk = TerminalSize(columns: 20, rows: 2)
    try harness.expectScreen("line 4\n|line 5", size: shrunk)  // drawn smaller, the caret is shown
    try harness.expectScreen("line 1\nline 2\nline 3\nline 4\n|line 5")  // drawing changed nothing
    harness.area.viewport = shrunk
    harness.press(KeyChord(.up))
    try harness.expectScreen("|line 4\nline 5")  // events act on the view that was drawn
  }

  @Test func theWheelScrollsAndTheCaretComesAlong() throws {
    var harness = TextAreaHarness(Self.lines(10), rows: 3)
    harness.press(KeyChord(.right), KeyChord(.right))
    harness.mouse(.wheelDown, column: 0, row: 0, button: .none)
    try harness.expectScreen("li|ne 4\nline 5\nline 6")
    harness.mouse(.wheelDown, column: 0, row: 0, button: .none)
    harness.mouse(.wheelDown, column: 0, row: 0, button: .none)
    try harness.expectScreen("li|ne 8\nline 9\nline 10")  // no further than a full last page
    harness.mouse(.wheelUp, column: 0, row: 0, button: .none)
    try harness.expectScreen("line 5\nline 6\nli|ne 7")
  }

  @Test func aLongWrappedLineScrollsByRows() throws {
    let words = (1...30).map { "w\($0)" }.joined(separator: " ")
    var harness = TextAreaHarness(words + "|", columns: 12, rows: 2)
    try harness.expectScreen("w27 w28 w29\nw30|")
    harness.press(KeyChord(.home))
    try harness.expectScreen("|w1 w2 w3 w4\nw5 w6 w7 w8")
  }

  @Test func anAreaThatGrowsShowsMoreOfWhatIsAbove() throws {
    var harness = TextAreaHarness(Self.lines(10), rows: 2)
    harness.press(KeyChord(.end, modifiers: .control))
    try harness.expectScreen("line 9\nline 10|")
    try harness.expectScreen("line 7\nline 8\nline 9\nline 10|", size: TerminalSize(columns: 20, rows: 4))
  }

  @Test func aResizeMidEditKeepsTheCaretVisible() async throws {
    let area = TextArea(text: (1...12).map { "line \($0)" }.joined(separator: "\n"))
    let driver = await AppDriver(size: TerminalSize(columns: 30, rows: 12)) { stack in
      try await stack.push(TextAreaScreen(title: "Notes", textArea: area))
    }
    await driver.type("!")
    #expect(driver.lines.contains(" line 12!"))
    await driver.resize(to: TerminalSize(columns: 30, rows: 6))
    #expect(driver.terminal.isCursorVisible)
    #expect(driver.lines[driver.terminal.cursor.row] == " line 12!")
    #expect(driver.terminal.cursor.column == 9)
    await driver.resize(to: TerminalSize(columns: 7, rows: 6))
    #expect(
      driver.lines[driver.terminal.cursor.row].hasPrefix("12!"), "wrapped at 5 cells, the caret still shown")
    await driver.type("?")
    #expect(driver.screen.contains("12!?"))
  }

  @Test func anOverlayTakingRowsKeepsTheCaretAboveIt() async throws {
    let area = TextArea(text: (1...6).map { "line \($0)" }.joined(separator: "\n"))
    let driver = await AppDriver(size: TerminalSize(columns: 30, rows: 10)) { stack in
      try await stack.push(TextAreaScreen(title: "Notes", textArea: area))
    }
    #expect(driver.lines[7] == " line 6", "the last of six text rows, above the rule")
    let stack = driver.app.stack
    Task { @MainActor in try await stack.push(TestOverlay("Find", height: 4)) }
    await driver.app.settle()
    try await driver.expectScreen(
      """
       Cancel     Notes        Done
       ────────────────────────────
       line 4
       line 5
       line 6
      ┌─ Find ─────────────────────┐
      │                            │
      │                            │
      └────────────────────────────┘
      """, cursor: true)
    await driver.press(KeyChord(.escape))
    #expect(driver.lines[2] == " line 1", "the view comes back when the overlay goes")
  }
}
