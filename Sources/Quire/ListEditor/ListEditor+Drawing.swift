extension ListEditor {
  /// The mark before the cursor's item.
  public static let cursorMark = "›"

  /// Draws the items shown, one a row: the cursor's item after `›` in the cursor-row style,
  /// each cut with an ellipsis at the region's edge (one column kept free on each side).
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let width = canvas.size.columns
    let shown = viewport.visibleItems(inRows: canvas.size.rows)
    for (row, index) in shown.enumerated() {
      let isCursor = index == cursor
      if isCursor {
        canvas.draw(ListEditor.cursorMark, at: CellPosition(column: 1, row: row), style: theme.accent)
      }
      canvas.draw(
        TextField.singleLine(items[index]), at: CellPosition(column: 3, row: row), width: max(0, width - 4),
        style: isCursor ? theme.cursorRow : theme.text)
    }
  }
}
