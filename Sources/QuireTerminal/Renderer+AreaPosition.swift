extension Renderer {
  /// Inline: takes the terminal's answer to the position question asked when the area was
  /// taken (the cursor was then at the area's first row), and says whether one was waiting.
  /// O(1).
  @discardableResult
  public mutating func noteCursorPosition(row: Int) -> Bool {
    guard surface == .inline, positionQuestions > 0 else { return false }
    positionQuestions -= 1
    if positionQuestions == 0 { areaTop = row }
    return true
  }

  /// Inline: keeps the area's known first row on a screen of `rows` rows: an area grown past
  /// the bottom scrolled the shell's text, and itself, up. O(1).
  public mutating func keepAreaOnScreen(rows: Int) {
    guard let top = areaTop else { return }
    areaTop = max(0, min(top, rows - reservedRows))
  }

  /// Where the frame's top left cell is on the terminal: (0, 0) on the full screen; inline,
  /// column 0 of the area's first row once the terminal has said where it is (row 0 until
  /// then).
  public var origin: CellPosition {
    CellPosition(column: 0, row: surface == .inline ? areaTop ?? 0 : 0)
  }
}
