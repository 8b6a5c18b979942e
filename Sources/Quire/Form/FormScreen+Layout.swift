extension FormScreen {
  /// Where the title, the rule, the fields and the inline help line go.
  struct Layout: Hashable {
    var titleRow: Int?
    var ruleRow: Int?
    var fields: CellRect
    var helpRow: Int?
  }

  /// The layout in a region of `size` on `surface`: full screen, the title and a rule under
  /// it (the rule from 6 rows, the title from 3); inline, the title, then the fields, and
  /// the help line on the last row (from 2 rows).
  func layout(in size: TerminalSize, surface: Renderer.Surface) -> Layout {
    var row = 0
    var bottom = size.rows
    var titleRow: Int?
    var ruleRow: Int?
    var helpRow: Int?
    if surface == .inline {
      if size.rows >= 2 {
        helpRow = size.rows - 1
        bottom -= 1
      }
      if title != nil, bottom >= 2 {
        titleRow = row
        row += 1
      }
    } else {
      if title != nil, size.rows >= 3 {
        titleRow = row
        row += 1
        if size.rows >= 6 {
          ruleRow = row
          row += 1
        }
      }
    }
    return Layout(
      titleRow: titleRow, ruleRow: ruleRow,
      fields: CellRect(column: 0, row: row, columns: size.columns, rows: max(1, bottom - row)),
      helpRow: helpRow)
  }
}
