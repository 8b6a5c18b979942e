extension SelectionPrompt {
  /// Where the rows go in an area of `rows` rows.
  struct Layout: Hashable {
    var titleRow: Int?
    var filterRow: Int
    var list: CellRect
    var helpRow: Int?
  }

  /// The layout in `size`: the filter row and at least one row of values always; the keys'
  /// row from 3 rows, the title's from 4.
  func layout(in size: TerminalSize) -> Layout {
    let hasHelp = size.rows >= 3
    let hasTitle = title != nil && size.rows >= 4
    var row = 0
    let titleRow = hasTitle ? row : nil
    if hasTitle { row += 1 }
    let filterRow = row
    row += 1
    let listRows = max(0, size.rows - row - (hasHelp ? 1 : 0))
    let list = CellRect(column: 0, row: row, columns: size.columns, rows: listRows)
    return Layout(
      titleRow: titleRow, filterRow: filterRow, list: list, helpRow: hasHelp ? row + listRows : nil)
  }

  /// The column where the filter starts, after `> `.
  static var filterColumn: Int { 1 + Canvas.shownWidth(of: promptMark) }
}
