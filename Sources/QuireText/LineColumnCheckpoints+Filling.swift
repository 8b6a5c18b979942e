extension LineColumnCheckpoints {
  /// Where to start counting the columns of `line` to reach `target`: the last checkpoint at
  /// or before it, after filling the line's checkpoints up to it. `layout` must be `.none`
  /// (its tab size counts). O(log c) once filled; filling reads the line from its last
  /// checkpoint to `target`, once.
  mutating func point(
    atOrBefore target: ByteOffset, in line: WrapLayout.LineSpan, text: TextStorage, layout: WrapLayout
  ) -> WrapLayout.ColumnPoint {
    guard let index = lineIndex(for: line, tabSize: layout.tabSize) else { return (line.start, 0) }
    fill(index, line: line, text: text, layout: layout) { next, _ in next <= target }
    return lines[index].point(atOrBefore: target - line.start)
  }

  /// Where to start counting the columns of `line` to reach `column`: the last checkpoint
  /// whose column is at most `column` (below it with `strictly`), after filling the line's
  /// checkpoints until one is past it. `layout` must be `.none`. O(log c) once filled; filling
  /// reads the line from its last checkpoint to about `spacing` bytes past `column`, once.
  mutating func point(
    atOrBeforeColumn column: Int, strictly: Bool, in line: WrapLayout.LineSpan, text: TextStorage,
    layout: WrapLayout
  ) -> WrapLayout.ColumnPoint {
    guard let index = lineIndex(for: line, tabSize: layout.tabSize) else { return (line.start, 0) }
    fill(index, line: line, text: text, layout: layout) { _, last in strictly ? last < column : last <= column
    }
    return lines[index].point(atOrBeforeColumn: column, strictly: strictly)
  }

  /// The index in `lines` of `line`'s checkpoints, made when new (dropping the least recently
  /// used line beyond `lineLimit`), or `nil` for a line too short to have any. Starts over
  /// when `tabSize` is not the one the columns were counted with. O(lines).
  private mutating func lineIndex(for line: WrapLayout.LineSpan, tabSize: Int) -> Int? {
    if self.tabSize != tabSize {
      lines = []
      self.tabSize = tabSize
    }
    guard line.contentEnd - line.start > spacing else { return nil }
    clock += 1
    if let index = lines.firstIndex(where: { $0.start == line.start }) {
      lines[index].lastUse = clock
      return index
    }
    if lines.count >= lineLimit, let oldest = lines.indices.min(by: { lines[$0].lastUse < lines[$1].lastUse })
    {
      lines.swapAt(oldest, lines.count - 1)
      lines.removeLast()
    }
    lines.append(Line(start: line.start, lastUse: clock))
    return lines.count - 1
  }

  /// Walks `line` on from its last checkpoint, adding checkpoints, while `needed(next, column)`
  /// holds for the earliest place the next one may take and the column of the last one, and
  /// the line has room for one. O(bytes walked), without allocating for ASCII.
  private mutating func fill(
    _ index: Int, line: WrapLayout.LineSpan, text: TextStorage, layout: WrapLayout,
    while needed: (ByteOffset, Int) -> Bool
  ) {
    var (place, last) = lines[index].last
    var next = place + spacing
    guard next < line.contentEnd, needed(next, last) else { return }
    var reader = WrapLayout.ClusterReader(text, from: place, to: line.contentEnd, window: 1 << 12)
    var column = last
    var stop: ByteOffset?
    while next < line.contentEnd, needed(next, last) {
      // Every byte skipASCII passes starts a cluster: it may stop at one as a checkpoint.
      reader.skipASCII(column: &column, cells: layout.asciiCells) { offset, _, _ in
        guard offset >= next else { return false }
        stop = offset
        return true
      }
      if let found = stop {
        place = found
        stop = nil
      } else {
        guard let cluster = reader.peek() else { break }
        guard cluster.range.lowerBound >= next else {
          column += layout.measure(cluster, at: column).width
          reader.advance()
          reader.discardConsumed()
          continue
        }
        place = cluster.range.lowerBound
      }
      lines[index].places.append(place - line.start)
      lines[index].columns.append(column)
      last = column
      next = place + spacing
    }
  }
}
