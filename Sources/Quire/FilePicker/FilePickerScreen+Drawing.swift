extension FilePickerScreen {
  /// Draws the bar (the folder, or the notice in its place), the rules, the filter row, the
  /// entries and the preview.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let size = canvas.size
    let layout = SelectionListScreen.layout(in: size, strings: context.strings)
    if let row = layout.barRow {
      let title = picker.notice ?? picker.shownFolder
      layout.bar.draw(
        title: title, titleStyle: picker.notice == nil ? nil : theme.error, in: &canvas, row: row,
        context: context)
    }
    for row in layout.rules {
      canvas.drawRule(row: row, column: 1, width: size.columns - 2, style: theme.border)
    }
    let split = FilePicker.split(width: size.columns)
    canvas.withRegion(CellRect(column: 0, row: layout.filterRow, columns: split.list, rows: 1)) { canvas in
      picker.drawFilterRow(in: &canvas, context: context)
    }
    picker.drawBody(in: &canvas, rows: layout.list, context: context)
  }
}
