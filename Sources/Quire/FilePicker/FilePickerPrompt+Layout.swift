extension FilePickerPrompt {
  /// The layout in `size`: a prompt's, with its title row (`SelectionPrompt.layout`).
  static func layout(in size: TerminalSize) -> SelectionPrompt.Layout {
    SelectionPrompt.layout(in: size, hasTitle: true)
  }

  /// Tells the picker how many rows it has and how wide its filter is.
  func place(in area: CellRect, strings: Strings) {
    guard !area.isEmpty else { return }
    let layout = Self.layout(in: TerminalSize(columns: area.columns, rows: area.rows))
    picker.rowsShown = max(1, layout.list.rows)
    let width = FilePicker.split(width: area.columns).list
    let status = layout.titleRow == nil ? picker.status(strings) : ""
    picker.setFilterWidth(
      SelectionList.filterLayout(width: width, column: SelectionPrompt.filterColumn, status: status).field
        .columns)
  }
}
