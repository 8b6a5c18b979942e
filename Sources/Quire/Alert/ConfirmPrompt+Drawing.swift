extension ConfirmPrompt {
  /// Draws the question, the buttons, and the keys at the right when there is room.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let width = canvas.size.columns
    let layout = layout(width: width, strings: context.strings)
    if layout.promptWidth > 0 {
      canvas.draw(
        prompt, at: CellPosition(column: 1, row: 0), width: layout.promptWidth, style: context.theme.text)
    }
    buttons.draw(
      in: &canvas, at: CellPosition(column: layout.origin, row: 0), layout: layout.buttons, context: context)
    let hint = hintItems(context.strings)
    let hintWidth = HelpBar.width(of: hint)
    let end = layout.origin + layout.buttons.width
    if width - 1 - hintWidth >= end + 2 {
      HelpBar.draw(hint, in: &canvas, row: 0, column: width - 1 - hintWidth, theme: context.theme)
    }
  }
}
