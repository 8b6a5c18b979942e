extension FormScreen {
  /// Draws the title, the rule, the fields and, inline, the help line.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let layout = layout(in: canvas.size, surface: context.surface)
    if let row = layout.titleRow, let title {
      canvas.draw(
        title, at: CellPosition(column: 1, row: row), width: canvas.size.columns - 2, style: theme.title)
    }
    if let row = layout.ruleRow { canvas.drawRule(row: row, style: theme.border) }
    canvas.withRegion(layout.fields) { form.draw(in: &$0, context: context) }
    if let row = layout.helpRow {
      HelpBar.draw(form.helpItems(context.strings), in: &canvas, row: row, theme: theme)
    }
  }
}
