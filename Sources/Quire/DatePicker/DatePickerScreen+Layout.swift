extension DatePickerScreen {
  /// Where the parts of the page go.
  struct Layout: Hashable {
    /// The navigation bar's row, when there is room for it.
    var barRow: Int?
    var bar: NavigationBar
    /// The rules' rows (none on a short screen).
    var rules: [Int]
    /// The picker's region.
    var picker: CellRect
  }

  /// The layout in a region of `size`: the bar from 3 rows, the rules from 12; the picker
  /// under them, as tall as it draws at most.
  func layout(in size: TerminalSize, strings: Strings) -> Layout {
    let hasBar = size.rows >= 3
    let hasRules = size.rows >= DatePicker.fullHeight + 3
    var row = 0
    let barRow = hasBar ? row : nil
    if hasBar { row += 1 }
    var rules: [Int] = []
    if hasRules {
      rules.append(row)
      row += 1
    }
    let pickerRows = min(DatePicker.fullHeight, max(0, size.rows - row - (hasRules ? 1 : 0)))
    if hasRules { rules.append(row + pickerRows) }
    return Layout(
      barRow: barRow, bar: NavigationBar(columns: size.columns, strings: strings), rules: rules,
      picker: CellRect(column: 0, row: row, columns: size.columns, rows: pickerRows))
  }
}
