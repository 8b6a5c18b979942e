extension WrapLayout {
  /// Lays out `count` rows from `rowStart` (fewer at the end of the text).
  ///
  /// `rowStart` must be a row start: one returned by this layout for the same text
  /// (`rowStart(containing:in:)`, `rowStart(after:in:)`, a row's `start`); under `.none`,
  /// any offset stands for its line. O(log n + the bytes of the rows) when wrapping; under
  /// `.none` each row also reads its line from its start up to the window's right edge (see
  /// `rows(from:count:in:checkpoints:)` for long lines).
  public func rows(from rowStart: ByteOffset, count: Int, in text: TextStorage) -> [VisualRow] {
    guard count > 0 else { return [] }
    if mode == .none { return noWrapRows(from: rowStart, count: count, in: text) { ($0.start, 0) } }
    var walker = RowWalker(self, text, from: rowStart, window: min(count, 1 << 16) * (width + 1))
    var rows: [VisualRow] = []
    rows.reserveCapacity(min(count, 1 << 12))
    while rows.count < count, let row = walker.next() { rows.append(row) }
    return rows
  }

  /// The row that holds `offset` (clamped to the text); an offset at the boundary of two rows
  /// of one line belongs to the second, a line break to the last row of its line.
  ///
  /// O(log n + anchorSpacing) at most when wrapping; under `.none`, the line read from its
  /// start up to the window's right edge.
  public func row(containing offset: ByteOffset, in text: TextStorage) -> VisualRow {
    let line = LineSpan(holding: offset, in: text)
    if mode == .none { return noWrapRow(of: line, in: text, from: (line.start, 0)) }
    let target = min(max(offset, line.start), line.contentEnd)
    let anchor = anchor(atOrBefore: target, of: line, in: text)
    var walker = RowWalker(self, text, from: anchor, window: min(anchorSpacing, target - anchor + width))
    while let row = walker.next() {
      if target < row.contentEnd || row.endsLine { return row }
    }
    return VisualRow(
      range: line.start..<line.end, line: line.number, contentEnd: line.contentEnd, endsLine: true,
      clusters: [], endColumn: 0)
  }
}
