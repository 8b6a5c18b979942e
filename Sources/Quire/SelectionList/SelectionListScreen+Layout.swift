extension SelectionListScreen {
  /// Where the parts of the page go.
  struct Layout: Hashable {
    /// The navigation bar's row, when there is room for it.
    var barRow: Int?
    /// The columns of `‹ Cancel` and `Done ›` in the bar.
    var cancel: Range<Int>
    var done: Range<Int>
    /// The rules' rows (none on a short screen).
    var rules: [Int]
    var filterRow: Int
    /// The rows of the list.
    var list: CellRect
  }

  /// The words of the bar's two ends.
  static func barEnds(_ strings: Strings) -> (cancel: String, done: String) {
    ("‹ " + strings[.cancel], strings[.done] + " ›")
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
    let ends = barEnds(strings)
    let cancelWidth = Canvas.shownWidth(of: ends.cancel)
    let doneWidth = Canvas.shownWidth(of: ends.done)
    let doneStart = max(1 + cancelWidth + 1, size.columns - 1 - doneWidth)
    return Layout(
      barRow: barRow, cancel: 1..<(1 + cancelWidth), done: doneStart..<(doneStart + doneWidth), rules: rules,
      filterRow: filterRow,
      list: CellRect(column: 0, row: filterRow + 1, columns: size.columns, rows: listRows))
  }
}
