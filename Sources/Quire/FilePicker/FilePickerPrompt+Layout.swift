extension FilePickerPrompt {
  /// Where the rows go in the prompt's area.
  struct Layout: Hashable {
    var titleRow: Int?
    var filterRow: Int
    var body: CellRect
    var helpRow: Int?
  }

  /// The layout in `size`: the filter row and at least one row of entries always; the keys'
  /// row from 3 rows, the title's from 4.
  static func layout(in size: TerminalSize) -> Layout {
    let hasHelp = size.rows >= 3
    let hasTitle = size.rows >= 4
    var row = 0
    let titleRow = hasTitle ? row : nil
    if hasTitle { row += 1 }
    let filterRow = row
    row += 1
    let rows = max(0, size.rows - row - (hasHelp ? 1 : 0))
    return Layout(
      titleRow: titleRow, filterRow: filterRow,
      body: CellRect(column: 0, row: row, columns: size.columns, rows: rows),
      helpRow: hasHelp ? row + rows : nil)
  }

  /// Tells the picker how many rows it has and how wide its filter is.
  func place(in area: CellRect) {
    guard !area.isEmpty else { return }
    let layout = Self.layout(in: TerminalSize(columns: area.columns, rows: area.rows))
    picker.rowsShown = max(1, layout.body.rows)
    let width = FilePicker.split(width: area.columns).list
    let status = layout.titleRow == nil ? "status" : ""
    picker.setFilterWidth(
      SelectionList.filterLayout(width: width, column: SelectionPrompt.filterColumn, status: status).field
        .columns)
  }
}
