extension InputPrompt {
  /// Draws the title, `> ` and the field, its message, and the keys.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let layout = layout(width: canvas.size.columns, strings: context.strings)
    if let row = layout.titleRow, let title {
      canvas.draw(
        title, at: CellPosition(column: 1, row: row), width: canvas.size.columns - 2, style: theme.title)
    }
    canvas.draw(
      InputPrompt.promptMark, at: CellPosition(column: 1, row: layout.field.row), style: theme.accent)
    canvas.withRegion(layout.field) { field.draw(in: &$0, context: context) }
    if let row = layout.messageRow {
      field.drawMessage(
        in: &canvas, at: CellPosition(column: layout.field.column, row: row),
        width: canvas.size.columns - layout.field.column - 1, context: context)
    }
    HelpBar.draw(
      keys.helpItems(context.strings), in: &canvas, row: layout.hint.row, column: layout.hint.column,
      theme: theme)
  }
}
