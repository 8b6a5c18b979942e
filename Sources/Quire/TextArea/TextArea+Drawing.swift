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
    let found = foundRanges(in: shown.rows)
    let styled = highlightSpans(in: shown.rows, theme: theme)
    let blank = Cell.blank(theme.text)
    let lineEnds = Self.lineEnds(of: shown.rows)
    var firstStyled = 0
    var startsLine = shown.rows.first.map { $0.start == text.lineStart($0.line) } ?? true
    for (index, row) in shown.rows.enumerated() {
      // The styles are in the order of the lines: those of the row's line are the next ones
      // from the first that ends after the row starts, up to the first past its line.
      while firstStyled < styled.count, styled[firstStyled].range.upperBound <= row.start { firstStyled += 1 }
      var lastStyled = firstStyled
      while lastStyled < styled.count, styled[lastStyled].range.lowerBound < lineEnds[index] {
        lastStyled += 1
      }
      if shown.gutter > 0 {
        canvas.fill(CellRect(column: 0, row: index, columns: shown.gutter, rows: 1), with: blank)
        if startsLine {
          drawLineNumber(row.line, row: index, gutter: shown.gutter, theme: theme, on: &canvas)
        }
      }
      canvas.withRegion(column) { canvas in
        Self.draw(
          row, at: index, selected: selected, found: found, styled: styled[firstStyled..<lastStyled],
          theme: theme, on: &canvas)
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

  /// The matches of `highlightedSearch` that show in `rows`: those starting from a match's
  /// length before the first row to the end of the last. O(the bytes of the rows).
  func foundRanges(in rows: [VisualRow]) -> [Range<ByteOffset>] {
    guard let search = highlightedSearch, !search.isEmpty, let first = rows.first, let last = rows.last else {
      return []
    }
    let from = ByteOffset(max(0, first.start.value - 4 * search.needle.utf8.count))
    return buffer.text.matches(of: search, in: from..<last.range.upperBound)
  }

  /// For each of `rows`, where its line ends: the end (line break included) of the row that
  /// ends its line, or of the last row when it does not. O(rows).
  static func lineEnds(of rows: [VisualRow]) -> [ByteOffset] {
    var ends = [ByteOffset](repeating: rows.last?.range.upperBound ?? .zero, count: rows.count)
    var end = rows.last?.range.upperBound ?? .zero
    for index in rows.indices.reversed() {
      if rows[index].endsLine { end = rows[index].range.upperBound }
      ends[index] = end
    }
    return ends
  }

  /// Draws `row` at screen row `y` of the text column, in the cells the layout measured
  /// (`Canvas.draw(_:at:style:highlights:)`): the highlighter's `styled` ranges, the `found`
  /// ranges in the match style over them and the selection over both in its style; and blanks
  /// the rest of the row.
  static func draw(
    _ row: VisualRow, at y: Int, selected: Range<ByteOffset>, found: [Range<ByteOffset>] = [],
    styled: ArraySlice<(range: Range<ByteOffset>, style: Style)> = [], theme: Theme, on canvas: inout Canvas
  ) {
    var highlights = styled.filter { $0.range.overlaps(row.range) }
    highlights += found.filter { $0.overlaps(row.range) }.map { (range: $0, style: theme.match) }
    if !selected.isEmpty { highlights.append((range: selected, style: theme.selection)) }
    let end = max(0, row.endColumn - row.leadingColumn)
    if end < canvas.size.columns {
      canvas.fill(
        CellRect(column: end, row: y, columns: canvas.size.columns - end, rows: 1), with: .blank(theme.text))
    }
    canvas.draw(row, at: CellPosition(column: 0, row: y), style: theme.text, highlights: highlights)
  }
}
