extension CompletionMenu {
  /// The cursor row's mark.
  static let cursorMark = "›"

  /// Draws the menu at `placement` in `canvas` (its host's area): the box, each row's label
  /// with the query's matched characters in the match style (bold and underlined, so they
  /// show without colour), the cursor's row marked `›`; `Loading…` while the completer works,
  /// `No match` when nothing matches. Labels are drawn through the canvas, which shows
  /// control characters as visible symbols.
  public func draw(at placement: CompletionMenuPlacement, in canvas: inout Canvas, context: DrawContext) {
    guard case .open(let session) = phase else { return }
    let theme = context.theme
    canvas.fill(placement.box, with: .blank(theme.text))
    if placement.isBordered { canvas.drawBox(placement.box, style: theme.border) }
    canvas.withRegion(placement.list) { canvas in
      guard let rows, rows.count > 0 else {
        let word = isWaiting ? context.strings[.completionLoading] : context.strings[.noMatch]
        canvas.draw(
          word, at: CellPosition(column: Self.labelColumn, row: 0), width: nil, style: theme.faint)
        return
      }
      drawRows(rows, query: session.query, in: &canvas, theme: theme)
    }
  }

  /// Draws the rows shown in the canvas, from the viewport's top, the cursor's revealed.
  private func drawRows(_ rows: CompletionRows, query: String, in canvas: inout Canvas, theme: Theme) {
    var matcher = query.isEmpty ? nil : Matcher(query: query)
    for (line, row) in rows.viewport.visibleItems(inRows: canvas.size.rows).enumerated() {
      guard let index = rows.completionIndex(atRow: row) else { continue }
      let isCursor = row == rows.viewport.cursor
      if isCursor {
        canvas.fill(
          CellRect(column: 0, row: line, columns: canvas.size.columns, rows: 1), with: .blank(theme.cursorRow)
        )
        canvas.draw(
          Self.cursorMark, at: CellPosition(column: 1, row: line), style: theme.accent.adding(.bold))
      }
      let label = rows.answer.completions[index].label
      var found: MatchResult?
      if let candidates = rows.answer.candidates {
        found = matcher?.match(candidates, at: index)
      } else {
        found = matcher?.match(label)
      }
      SelectionList.drawValue(
        label, highlighted: found?.highlightRuns ?? [],
        at: CellPosition(column: Self.labelColumn, row: line), in: &canvas,
        style: isCursor ? theme.cursorRow : theme.text,
        matchStyle: isCursor ? theme.match.adding(theme.cursorRow.attributes) : theme.match,
        faint: theme.faint)
    }
  }
}
