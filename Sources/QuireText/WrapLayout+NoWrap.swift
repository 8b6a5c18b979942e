extension WrapLayout {
  /// A place in a line where the column is known: a cluster boundary and the cell column
  /// there, counted from the line start. The line start and column 0 is one; the checkpoints
  /// of `LineColumnCheckpoints` are others.
  typealias ColumnPoint = (offset: ByteOffset, column: Int)

  /// Under no wrap: the column of `target` in `line`, walking from `start` (at or before
  /// it): the clusters that end at or before `target` are counted, and with
  /// `countingClusterAtTarget` also the one that holds `target`. O(bytes from `start` to
  /// `target`), without allocating for ASCII.
  func noWrapColumn(
    of target: ByteOffset, in line: LineSpan, text: TextStorage, from start: ColumnPoint,
    countingClusterAtTarget: Bool = false
  ) -> Int {
    var reader = ClusterReader(
      text, from: start.offset, to: line.contentEnd, window: target - start.offset + 1)
    var column = start.column
    while true {
      reader.skipASCII(column: &column, cells: asciiCells) { offset, _, _ in target < offset + 1 }
      guard let cluster = reader.peek() else { break }
      let counted =
        countingClusterAtTarget
        ? cluster.range.lowerBound < target : cluster.range.upperBound <= target
      guard counted else { break }
      column += measure(cluster, at: column).width
      reader.advance()
      reader.discardConsumed()
    }
    return column
  }

  /// Under no wrap: the offset in `line` for `column`, walking from `start` (whose column is
  /// not past `column`): the start of the first cluster whose cells reach past `column`, or
  /// the line's content end. O(bytes from `start` to the place found).
  func noWrapOffset(atColumn column: Int, in line: LineSpan, text: TextStorage, from start: ColumnPoint)
    -> ByteOffset
  {
    let hint = max(0, min(column - start.column, 1 << 16)) + 1
    var reader = ClusterReader(text, from: start.offset, to: line.contentEnd, window: hint)
    var reached = start.column
    while true {
      reader.skipASCII(column: &reached, cells: asciiCells) { _, from, cells in column < from + cells }
      guard let cluster = reader.peek() else { break }
      reached += measure(cluster, at: reached).width
      if column < reached { return cluster.range.lowerBound }
      reader.advance()
      reader.discardConsumed()
    }
    return line.contentEnd
  }

  /// Under no wrap: `line` as one row seen through the window from `horizontalOffset`, the
  /// clusters at least partly inside it, walking from `start` (whose column is before the
  /// window's left edge, or the line start). O(bytes from `start` to the window's right edge).
  func noWrapRow(of line: LineSpan, in text: TextStorage, from start: ColumnPoint) -> VisualRow {
    let left = horizontalOffset
    let right = left + width
    var reader = ClusterReader(text, from: start.offset, to: line.contentEnd, window: 2 * width + 64)
    var placed: [VisualRow.Cluster] = []
    var column = start.column
    while true {
      reader.skipASCII(column: &column, cells: asciiCells) { _, from, cells in
        from + cells > left || from >= right
      }
      guard column < right, let cluster = reader.peek() else { break }
      let measured = measure(cluster, at: column)
      if column + measured.width > left || measured.width == 0 && column >= left {
        placed.append(
          .init(range: cluster.range, column: column, width: measured.width, glyph: measured.glyph))
      }
      column += measured.width
      reader.advance()
      reader.discardConsumed()
    }
    return VisualRow(
      range: line.start..<line.end, line: line.number, contentEnd: line.contentEnd, endsLine: true,
      clusters: placed, leadingColumn: left, endColumn: column)
  }

  /// Under no wrap: the rows of up to `count` lines from the line holding `rowStart`, each
  /// walked from the place `start(line)` gives. O(log n) per line plus each walk.
  func noWrapRows(
    from rowStart: ByteOffset, count: Int, in text: TextStorage, start: (LineSpan) -> ColumnPoint
  ) -> [VisualRow] {
    var rows: [VisualRow] = []
    rows.reserveCapacity(min(count, 1 << 12))
    var line: LineSpan? = LineSpan(holding: rowStart, in: text)
    while rows.count < count, let current = line {
      rows.append(noWrapRow(of: current, in: text, from: start(current)))
      line = current.next(in: text)
    }
    return rows
  }
}
