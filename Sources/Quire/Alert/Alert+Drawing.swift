extension Alert {
  /// Draws the box over its region, the title in its top line, the message, and the buttons.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    var box = layoutBox(width: canvas.size.columns)
    box.rows = canvas.size.rows
    canvas.fill(with: .blank(theme.text))
    if canvas.size.rows >= 3 {
      canvas.drawBox(box, style: theme.border, title: title, titleStyle: theme.title)
    } else if canvas.size.rows == 2 {
      canvas.draw(
        title, at: CellPosition(column: box.column + 1, row: 0), width: box.columns - 2, style: theme.title)
    }
    let inner = max(1, box.columns - 4)
    let rows = messageRows(width: inner)
    for (index, line) in rows.enumerated() where index + 1 < canvas.size.rows - 2 {
      canvas.draw(
        line, at: CellPosition(column: box.column + 2, row: index + 1), width: inner, style: theme.text)
    }
    let placement = buttonsPlacement(in: canvas.size, strings: context.strings)
    let clip = CellRect(column: box.column + 2, row: placement.origin.row, columns: inner, rows: 1)
    canvas.withRegion(clip) { canvas in
      let local = CellPosition(column: placement.origin.column - clip.column, row: 0)
      buttons.draw(in: &canvas, at: local, layout: placement.layout, context: context)
    }
  }
}
