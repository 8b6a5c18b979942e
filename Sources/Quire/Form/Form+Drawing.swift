extension Form {
  /// Draws the fields shown from `top`, one a row (two with a message): `›` before the
  /// focused field, the label (bold when focused), and the value: the one-line editor (with
  /// the caret when focused), or the first line of a multi-line value or the chosen value
  /// with `›` at the right; the placeholder, faint, while a value is empty; a message under
  /// its field (`! Not a valid address.`).
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let layout = layout(width: canvas.size.columns)
    let theme = context.theme
    let shown = revealedTop(inRows: canvas.size.rows, layout: layout)
    for (index, field) in fields.enumerated() {
      let span = layout.fieldRows[index]
      guard span.upperBound > shown, span.lowerBound < shown + canvas.size.rows else { continue }
      let row = span.lowerBound - shown
      let isFocused = index == focus
      if isFocused {
        canvas.draw(ListEditor.cursorMark, at: CellPosition(column: 1, row: row), style: theme.accent)
      }
      canvas.draw(
        field.label, at: CellPosition(column: Layout.labelColumn, row: row), width: layout.labelWidth,
        style: isFocused ? theme.title : theme.text)
      drawValue(
        of: field, row: row, layout: layout, in: &canvas,
        context: context.focused(isFocused && context.isFocused))
      if span.count > 1 {
        drawMessage(
          field.message(context.strings), row: row + 1, layout: layout, in: &canvas, context: context)
      }
    }
  }

  private func drawValue(
    of field: FormField, row: Int, layout: Layout, in canvas: inout Canvas, context: DrawContext
  ) {
    let theme = context.theme
    let width = layout.valueWidth(of: field.kind)
    let start = CellPosition(column: layout.valueColumn, row: row)
    if field.kind.isOneLine {
      canvas.withRegion(CellRect(column: start.column, row: row, columns: width, rows: 1)) {
        field.input.draw(in: &$0, context: context)
      }
      return
    }
    canvas.draw(
      FieldEditor.disclosureMark, at: CellPosition(column: layout.markColumn, row: row), style: theme.accent)
    let shown: String?
    switch field.kind {
    case .multiline: shown = FieldEditor.summaryRows(of: field.value, width: width, rows: 1).first
    default: shown = field.value.isEmpty ? nil : field.value
    }
    if let shown {
      canvas.draw(TextField.singleLine(shown), at: start, width: width, style: theme.text)
    } else {
      let placeholder =
        field.placeholder.isEmpty
        ? context.strings[field.kind == .multiline ? .fieldEmpty : .choosePlaceholder] : field.placeholder
      canvas.draw(placeholder, at: start, width: width, style: theme.faint)
    }
  }

  private func drawMessage(
    _ message: TextField.Notice?, row: Int, layout: Layout, in canvas: inout Canvas, context: DrawContext
  ) {
    let position = CellPosition(column: layout.valueColumn, row: row)
    let width = max(1, canvas.size.columns - 1 - layout.valueColumn)
    message?.draw(in: &canvas, at: position, width: width, context: context)
  }
}
