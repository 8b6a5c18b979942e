extension TextAreaScreen {
  /// Draws the bar (or the title), the rules, the text area, the help line inline, and the
  /// area's notice in place of the bottom rule or the help line.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let size = canvas.size
    let layout = Self.layout(size: size, surface: context.surface, bottomInset: context.bottomInset)
    let theme = context.theme
    if let bar = layout.bar {
      if context.surface == .fullScreen {
        drawBar(row: bar, in: &canvas, context: context)
      } else {
        canvas.draw(
          title, at: CellPosition(column: layout.text.column, row: bar), width: nil, style: theme.title)
      }
    }
    for rule in layout.rules {
      canvas.drawRule(row: rule, column: layout.text.column, width: layout.text.columns, style: theme.border)
    }
    if let help = layout.bottomLine {
      HelpBar.draw(
        helpItems(context: context), in: &canvas, row: help, column: layout.text.column, theme: theme)
    }
    if let notice = textArea.notice, let row = layout.notice {
      canvas.fill(CellRect(column: 0, row: row, columns: size.columns, rows: 1), with: .blank(theme.text))
      canvas.draw(
        notice.text(context.strings), at: CellPosition(column: layout.text.column, row: row), width: nil,
        style: notice.isFailure ? theme.error : theme.status)
    }
    canvas.withRegion(layout.text) { canvas in textArea.draw(in: &canvas, context: context) }
  }

  /// The full-screen bar: Cancel at the left, Done at the right, the title centred between.
  private func drawBar(row: Int, in canvas: inout Canvas, context: DrawContext) {
    let columns = canvas.size.columns
    let theme = context.theme
    var room = 0..<columns
    if let buttons = Self.buttons(columns: columns, strings: context.strings) {
      canvas.draw(
        context.strings[.cancel], at: CellPosition(column: buttons.cancel.lowerBound, row: row),
        style: theme.button)
      canvas.draw(
        context.strings[.done], at: CellPosition(column: buttons.done.lowerBound, row: row),
        style: theme.button)
      room = (buttons.cancel.upperBound + 2)..<(buttons.done.lowerBound - 2)
    }
    guard room.count > 0 else { return }
    let shown = Canvas.truncated(title, toWidth: room.count)
    let width = Canvas.shownWidth(of: shown)
    let centred = (columns - width) / 2
    let column = min(max(centred, room.lowerBound), room.upperBound - width)
    canvas.draw(shown, at: CellPosition(column: column, row: row), style: theme.title)
  }
}
