import QuireTerminal

/// Where a screen differs from a grid, for failure messages: the first few cells that do,
/// the whole rows of both, and the cursor.
enum ScreenComparison {
  /// The differences between rows `origin...` of `screen` and `grid` (styles downgraded to
  /// `depth`), empty when they show the same.
  static func differences(
    _ screen: TerminalEmulator, _ grid: CellGrid, origin: Int = 0, depth: ColorDepth = .trueColor
  ) -> [String] {
    var problems: [String] = []
    for row in 0..<grid.size.rows {
      for column in 0..<grid.size.columns {
        var expected = grid[column, row]
        expected.style = expected.style.downgraded(to: depth)
        let actual = screen.cell(at: CellPosition(column: column, row: origin + row))
        if actual != expected {
          problems.append(
            "(\(column), \(row)): \(describe(actual)) instead of \(describe(expected))\n"
              + "  screen: \(screen.line(origin + row).debugDescription)\n"
              + "  grid:   \(grid.line(row).debugDescription)")
          break
        }
      }
      if problems.count >= 3 { break }
    }
    if let cursor = grid.cursor {
      let position = CellPosition(column: cursor.position.column, row: origin + cursor.position.row)
      if screen.cursor != position || !screen.isCursorVisible || screen.cursorShape != cursor.shape {
        problems.append(
          "cursor \(screen.cursor) \(screen.isCursorVisible ? "shown" : "hidden") \(screen.cursorShape) "
            + "instead of \(position) shown \(cursor.shape)")
      }
    } else if screen.isCursorVisible {
      problems.append("cursor shown instead of hidden")
    }
    return problems
  }

  static func describe(_ cell: Cell) -> String { cell.description }
}
