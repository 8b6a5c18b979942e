extension SelectionListScreen {
  /// Draws the bar, the rules, the filter row and the rows.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let size = canvas.size
    let layout = SelectionListScreen.layout(in: size, strings: context.strings)
    if let row = layout.barRow {
      Self.drawBar(title: title, in: &canvas, row: row, layout: layout, context: context)
    }
    for row in layout.rules {
      canvas.drawRule(row: row, column: 1, width: size.columns - 2, style: theme.border)
    }
    canvas.withRegion(CellRect(column: 0, row: layout.filterRow, columns: size.columns, rows: 1)) { canvas in
      list.drawFilterRow(in: &canvas, context: context)
    }
    canvas.withRegion(layout.list) { canvas in list.drawRows(in: &canvas, context: context) }
  }

  /// `‹ Cancel` at the left, `Done ›` at the right, the title centred between them (cut
  /// when it does not fit, left out when there is no room at all), in `titleStyle` (the
  /// theme's title style by default). The file picker's page draws the same bar.
  static func drawBar(
    title: String, titleStyle: Style? = nil, in canvas: inout Canvas, row: Int, layout: Layout,
    context: DrawContext
  ) {
    let theme = context.theme
    let ends = SelectionListScreen.barEnds(context.strings)
    canvas.draw(
      ends.cancel, at: CellPosition(column: layout.cancel.lowerBound, row: row), style: theme.accent)
    canvas.draw(
      ends.done, at: CellPosition(column: layout.done.lowerBound, row: row), style: theme.accent.adding(.bold)
    )
    let left = layout.cancel.upperBound + 2
    let room = layout.done.lowerBound - 2 - left
    guard room > 0, !title.isEmpty else { return }
    let shown = Canvas.truncated(title, toWidth: room)
    let width = Canvas.shownWidth(of: shown)
    let centred = (canvas.size.columns - width) / 2
    let column = min(max(left, centred), left + room - width)
    canvas.draw(shown, at: CellPosition(column: column, row: row), style: titleStyle ?? theme.title)
  }
}
