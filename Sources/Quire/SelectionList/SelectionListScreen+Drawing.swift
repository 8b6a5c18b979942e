extension SelectionListScreen {
  /// Draws the bar, the rules, the filter row and the rows.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let size = canvas.size
    let layout = SelectionListScreen.layout(in: size, strings: context.strings)
    if let row = layout.barRow {
      layout.bar.draw(title: title, in: &canvas, row: row, context: context)
    }
    for row in layout.rules {
      canvas.drawRule(row: row, column: 1, width: size.columns - 2, style: theme.border)
    }
    canvas.withRegion(CellRect(column: 0, row: layout.filterRow, columns: size.columns, rows: 1)) { canvas in
      list.drawFilterRow(in: &canvas, context: context)
    }
    canvas.withRegion(layout.list) { canvas in list.drawRows(in: &canvas, context: context) }
  }
}
