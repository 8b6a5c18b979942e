extension WrapLayout {
  /// Where the caret at `offset` is drawn: its row and column. An offset inside a cluster
  /// gets the cluster's column; one at the boundary of two rows of a line, column 0 of the
  /// second.
  ///
  /// O(log n + anchorSpacing) at most when wrapping; under `.none`, proportional to the bytes
  /// from the line start to `offset` (see `cell(of:in:checkpoints:)` for long lines).
  public func cell(of offset: ByteOffset, in text: TextStorage) -> CellPosition {
    guard mode == .none else {
      let row = row(containing: offset, in: text)
      return CellPosition(rowStart: row.start, column: row.column(of: offset))
    }
    let line = LineSpan(holding: offset, in: text)
    let target = min(max(offset, line.start), line.contentEnd)
    let column = noWrapColumn(of: target, in: line, text: text, from: (line.start, 0))
    return CellPosition(rowStart: line.start, column: column)
  }

  /// The caret offset for `column` in the row starting at `rowStart`, for a mouse click or a
  /// vertical move (see `VisualRow.offset(atColumn:)`).
  ///
  /// O(log n + the bytes of the row) when wrapping; under `.none`, proportional to the bytes
  /// from the line start to `column` (see `offset(atColumn:inRowStarting:in:checkpoints:)`).
  public func offset(atColumn column: Int, inRowStarting rowStart: ByteOffset, in text: TextStorage)
    -> ByteOffset
  {
    guard mode == .none else {
      return rows(from: rowStart, count: 1, in: text).first?.offset(atColumn: column) ?? rowStart
    }
    let line = LineSpan(holding: rowStart, in: text)
    return noWrapOffset(atColumn: column, in: line, text: text, from: (line.start, 0))
  }
}
