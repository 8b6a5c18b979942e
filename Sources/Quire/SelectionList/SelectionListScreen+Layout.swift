extension SelectionListScreen {
  /// Where the parts of the page go.
  struct Layout: Hashable {
    /// The navigation bar's row, when there is room for it.
    var barRow: Int?
    /// `‹ Cancel` and `Done ›` in the bar.
    var bar: NavigationBar
    /// The rules' rows (none on a short screen).
    var rules: [Int]
    var filterRow: Int
    /// The rows of the list.
    var list: CellRect
  }

  /// The layout in a region of `size`: the rules only from 7 rows, the bar from 3.
  static func layout(in size: TerminalSize, strings: Strings) -> Layout {
    let rows = size.rows
    let hasRules = rows >= 7
    let hasBar = rows >= 3
    var row = 0
    var rules: [Int] = []
    let barRow = hasBar ? row : nil
    if hasBar { row += 1 }
    if hasRules {
      rules.append(row)
      row += 1
    }
    let filterRow = row
    row += 1
    let listRows = max(0, rows - row - (hasRules ? 1 : 0))
    if hasRules { rules.append(row + listRows) }
    return Layout(
      barRow: barRow, bar: NavigationBar(columns: size.columns, strings: strings), rules: rules,
      filterRow: filterRow,
      list: CellRect(column: 0, row: filterRow + 1, columns: size.columns, rows: listRows))
  }
}
