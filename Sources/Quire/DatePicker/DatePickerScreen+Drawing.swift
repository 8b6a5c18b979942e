extension DatePickerScreen {
  /// Draws the bar, the rules and the picker.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let size = canvas.size
    let layout = layout(in: size, strings: context.strings)
    if let row = layout.barRow { layout.bar.draw(title: title, in: &canvas, row: row, context: context) }
    for row in layout.rules {
      canvas.drawRule(row: row, column: 1, width: size.columns - 2, style: context.theme.border)
    }
    canvas.withRegion(layout.picker) { picker.draw(in: &$0, context: context) }
  }
}
