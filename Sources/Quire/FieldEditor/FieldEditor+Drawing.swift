extension FieldEditor {
  /// Draws the name in the first row with `›` at the right, and the text's first `lines`
  /// rows under it, indented (or, with `lines` 0, after the name on its row); the
  /// placeholder, faint, when the text is empty.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let width = canvas.size.columns
    guard width > 0, canvas.size.rows > 0 else { return }
    let markColumn = max(0, width - 2)
    canvas.draw(FieldEditor.disclosureMark, at: CellPosition(column: markColumn, row: 0), style: theme.accent)
    let titleEnd = canvas.draw(
      title, at: CellPosition(column: 1, row: 0), width: max(0, markColumn - 2), style: theme.title)
    let text = binding.get()
    let start: CellPosition
    let room: Int
    let rowCount: Int
    if lines == 0 {
      start = CellPosition(column: titleEnd + 2, row: 0)
      room = markColumn - 1 - start.column
      rowCount = 1
    } else {
      start = CellPosition(column: 3, row: 1)
      room = width - 4
      rowCount = min(lines, canvas.size.rows - 1)
    }
    guard room > 0, rowCount > 0 else { return }
    let rows = FieldEditor.summaryRows(of: text, width: room, rows: rowCount)
    if rows.isEmpty {
      canvas.draw(
        placeholder ?? context.strings[.fieldEmpty], at: start, width: room, style: theme.faint)
    }
    for (index, row) in rows.enumerated() {
      canvas.draw(
        row, at: CellPosition(column: start.column, row: start.row + index), width: room, style: theme.text)
    }
  }
}
