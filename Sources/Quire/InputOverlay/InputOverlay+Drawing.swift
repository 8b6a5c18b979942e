extension InputOverlay {
  /// Draws over its whole region (so nothing behind shows through its rows) the box, the
  /// title, the field with the caret, its message, and the buttons.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let layout = layout(in: canvas.size, strings: context.strings)
    canvas.fill(with: .blank(theme.text))
    if layout.hasBorder {
      canvas.drawBox(layout.box, style: theme.border, title: title, titleStyle: theme.title)
    } else if let row = layout.titleRow {
      canvas.draw(
        title, at: CellPosition(column: layout.field.column, row: row), width: layout.field.columns,
        style: theme.title)
    }
    canvas.withRegion(layout.field) { field.draw(in: &$0, context: context) }
    if let row = layout.messageRow {
      field.drawMessage(
        in: &canvas, at: CellPosition(column: layout.field.column, row: row), width: layout.field.columns,
        context: context)
    }
    if let origin = layout.buttonsOrigin {
      let clip = CellRect(
        column: layout.field.column, row: origin.row, columns: layout.field.columns, rows: 1)
      canvas.withRegion(clip) { canvas in
        let local = CellPosition(column: origin.column - clip.column, row: 0)
        buttons.draw(in: &canvas, at: local, layout: layout.buttons, context: context)
      }
    }
  }
}
