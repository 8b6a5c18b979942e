extension TextArea {
  /// Draws the rows shown at the canvas's size (see `shownRows(in:)`): line numbers in the
  /// gutter, the text with the selection in the theme's selection style (a selected line break
  /// as one selected cell after its line), the placeholder, faint, when the text is empty; and
  /// the caret as the canvas's cursor when focused. Every cell of the canvas is drawn. A pure
  /// function of the state and the size: clusters are drawn as the layout measured them, never
  /// measured again.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let size = canvas.size
    guard size.columns > 0, size.rows > 0 else { return }
    let theme = context.theme
    let shown = shownRows(in: size)
    let column = CellRect(column: shown.gutter, row: 0, columns: size.columns - shown.gutter, rows: size.rows)
    if buffer.text.isEmpty {
      drawPlaceholder(in: &canvas, column: column, theme: theme)
      if shown.gutter > 0 {
        drawLineNumber(LineNumber(0), row: 0, gutter: shown.gutter, theme: theme, on: &canvas)
      }
      if context.isFocused { canvas.cursor = CellCursor(column: shown.gutter, row: 0) }
      return
    }
    let text = buffer.text
    let selected = buffer.selection.range
    let blank = Cell.blank(theme.text)
    var startsLine = shown.rows.first.map { $0.start == text.lineStart($0.line) } ?? true
    for (index, row) in shown.rows.enumerated() {
      if shown.gutter > 0 {
        canvas.fill(CellRect(column: 0, row: index, columns: shown.gutter, rows: 1), with: blank)
        if startsLine {
          drawLineNumber(row.line, row: index, gutter: shown.gutter, theme: theme, on: &canvas)
        }
      }
      canvas.withRegion(column) { canvas in
        Self.draw(row, at: index, selected: selected, theme: theme, on: &canvas)
      }
      startsLine = row.endsLine
    }
    if shown.rows.count < size.rows {
      canvas.fill(
        CellRect(column: 0, row: shown.rows.count, columns: size.columns, rows: size.rows - shown.rows.count),
        with: blank)
    }
    if context.isFocused, let index = shown.caretIndex {
      let row = shown.rows[index]
      let caret = shown.gutter + row.column(of: buffer.selection.head) - row.leadingColumn
      canvas.cursor = CellCursor(column: min(caret, size.columns - 1), row: index)
    }
  }

  /// The placeholder's lines, faint, in the text column; the rest blank.
  private func drawPlaceholder(in canvas: inout Canvas, column: CellRect, theme: Theme) {
    canvas.fill(with: .blank(theme.text))
    canvas.withRegion(column) { canvas in
      let lines = placeholder.split(separator: "\n", omittingEmptySubsequences: false)
      for (row, line) in lines.prefix(column.rows).enumerated() {
        canvas.draw(line, at: CellPosition(column: 0, row: row), width: nil, style: theme.faint)
      }
    }
  }

  /// Draws `line`'s number, right-aligned in the gutter, at `row`.
  private func drawLineNumber(
    _ line: LineNumber, row: Int, gutter: Int, theme: Theme, on canvas: inout Canvas
  ) {
    let number = String(line.value + 1)
    let column = max(0, gutter - 1 - number.count)
    canvas.draw(number, at: CellPosition(column: column, row: row), style: theme.lineNumber)
  }

  /// Draws the clusters of `row` at screen row `y` of the text column, as the layout placed
  /// them, those in `selected` in the selection style, and blanks the rest of the row.
  static func draw(
    _ row: VisualRow, at y: Int, selected: Range<ByteOffset>, theme: Theme, on canvas: inout Canvas
  ) {
    let shift = row.leadingColumn
    for cluster in row.clusters where cluster.width > 0 {
      let x = cluster.column - shift
      let isSelected =
        cluster.range.lowerBound < selected.upperBound && selected.lowerBound < cluster.range.upperBound
      let style = isSelected ? theme.selection : theme.text
      switch cluster.glyph {
      case .text(let character):
        // A one-byte cluster drawn as text is a printable ASCII character: a space or not.
        if cluster.range.upperBound - cluster.range.lowerBound == 1
          ? character == " " : character.isWhitespace
        {
          // Blank cells, as many as the layout gave it (fewer for space hanging at the row's end).
          blanks(x, y, cluster.width, style, on: &canvas)
        } else {
          canvas.put(
            Cell(String(character), width: cluster.width, style: style), at: CellPosition(column: x, row: y))
        }
      case .tab:
        blanks(x, y, cluster.width, style, on: &canvas)
      case .control(let symbol):
        var flipped = style
        flipped.attributes.formSymmetricDifference(.reverse)
        for (offset, character) in symbol.enumerated() {
          canvas.put(Cell(String(character), style: flipped), at: CellPosition(column: x + offset, row: y))
        }
      case .invalid:
        canvas.put(Cell("\u{FFFD}", style: style), at: CellPosition(column: x, row: y))
      }
    }
    let end = max(0, row.endColumn - shift)
    if end < canvas.size.columns {
      blanks(end, y, canvas.size.columns - end, theme.text, on: &canvas)
    }
    let lineBreak = row.contentEnd
    if row.endsLine, lineBreak < row.range.upperBound, selected.contains(lineBreak) {
      canvas.put(.blank(theme.selection), at: CellPosition(column: row.endColumn - shift, row: y))
    }
  }

  /// Draws `count` blank cells in `style` from column `x` of row `y`.
  private static func blanks(_ x: Int, _ y: Int, _ count: Int, _ style: Style, on canvas: inout Canvas) {
    if count == 1 {
      canvas.put(.blank(style), at: CellPosition(column: x, row: y))
    } else {
      canvas.fill(CellRect(column: x, row: y, columns: count, rows: 1), with: .blank(style))
    }
  }
}
