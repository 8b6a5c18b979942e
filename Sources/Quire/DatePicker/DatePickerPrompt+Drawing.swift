extension DatePickerPrompt {
  /// Draws the title, the picker and the keys.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let layout = layout(in: canvas.size)
    if let row = layout.titleRow, let title {
      canvas.draw(
        title, at: CellPosition(column: 1, row: row), width: canvas.size.columns - 2,
        style: context.theme.title)
    }
    canvas.withRegion(layout.picker) { picker.draw(in: &$0, context: context) }
    if let row = layout.helpRow {
      HelpBar.draw(picker.helpItems(context.strings), in: &canvas, row: row, column: 1, theme: context.theme)
    }
  }
}
