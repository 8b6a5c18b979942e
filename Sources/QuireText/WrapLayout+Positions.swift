extension WrapLayout {
  /// Where the caret at `offset` is drawn: its row and column. An offset inside a cluster
  /// gets the cluster's column; one at the boundary of two rows of a line, column 0 of the
  /// second.
  ///
  /// O(log n + anchorSpacing) at most when wrapping; under `.none`, proportional to the bytes
  /// from the line start to `offset`.
  public func cell(of offset: ByteOffset, in text: TextStorage) -> CellPosition {
    guard mode == .none else {
      let row = row(containing: offset, in: text)
      return CellPosition(rowStart: row.start, column: row.column(of: offset))
    }
    let line = LineSpan(holding: offset, in: text)
    let target = min(max(offset, line.start), line.contentEnd)
    var reader = ClusterReader(text, from: line.start, to: line.contentEnd, window: target - line.start + 1)
    var column = 0
    while true {
      reader.skipASCII(column: &column, cells: asciiCells) { offset, _, _ in target < offset + 1 }
      guard let cluster = reader.peek(), cluster.range.upperBound <= target else { break }
      column += measure(cluster, at: column).width
      reader.advance()
      reader.discardConsumed()
    }
    return CellPosition(rowStart: line.start, column: column)
  }

  /// The caret offset for `column` in the row starting at `rowStart`, for a mouse click or a
  /// vertical move (see `VisualRow.offset(atColumn:)`).
  ///
  /// O(log n + the bytes of the row) when wrapping; under `.none`, proportional to the bytes
  /// from the line start to `column`.
  public func offset(atColumn column: Int, inRowStarting rowStart: ByteOffset, in text: TextStorage)
    -> ByteOffset
  {
    guard mode == .none else {
      return rows(from: rowStart, count: 1, in: text).first?.offset(atColumn: column) ?? rowStart
    }
    let line = LineSpan(holding: rowStart, in: text)
    // The reader caps its window far below `Int.max`: a column past it must not overflow.
    var reader = ClusterReader(text, from: line.start, to: line.contentEnd, window: min(column, 1 << 20) + 1)
    var reached = 0
    while true {
      reader.skipASCII(column: &reached, cells: asciiCells) { _, start, cells in column < start + cells }
      guard let cluster = reader.peek() else { break }
      reached += measure(cluster, at: reached).width
      if column < reached { return cluster.range.lowerBound }
      reader.advance()
      reader.discardConsumed()
    }
    return line.contentEnd
  }
}
