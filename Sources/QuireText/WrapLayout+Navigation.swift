extension WrapLayout {
  /// The start of the row that holds `offset` (see `row(containing:in:)`).
  /// O(log n + anchorSpacing) at most; O(log n) under `.none`, where a row is a line.
  public func rowStart(containing offset: ByteOffset, in text: TextStorage) -> ByteOffset {
    if mode == .none { return LineSpan(holding: offset, in: text).start }
    return row(containing: offset, in: text).start
  }

  /// The start of the row after the one starting at `rowStart`, or `nil` on the last row.
  /// O(log n + the bytes of one row); O(log n) under `.none`.
  public func rowStart(after rowStart: ByteOffset, in text: TextStorage) -> ByteOffset? {
    if mode == .none { return LineSpan(holding: rowStart, in: text).next(in: text)?.start }
    var walker = RowWalker(self, text, from: rowStart, window: width + 1)
    guard let row = walker.next(), !walker.isFinished else { return nil }
    return row.range.upperBound
  }

  /// The start of the row before the one starting at `rowStart`, or `nil` on the first row.
  /// O(log n + anchorSpacing) at most; O(log n) under `.none`.
  public func rowStart(before rowStart: ByteOffset, in text: TextStorage) -> ByteOffset? {
    rowStarts(before: rowStart, count: 1, in: text).first
  }

  /// The starts of up to `count` rows before the row starting at `rowStart`, nearest first:
  /// fewer when the text starts sooner.
  ///
  /// Each stretch from an anchor is laid out once: O(count × log n + the bytes from the
  /// anchor before the farthest row to `rowStart`); under `.none`, O(count × log n).
  public func rowStarts(before rowStart: ByteOffset, count: Int, in text: TextStorage) -> [ByteOffset] {
    var found: [ByteOffset] = []
    var end = min(rowStart, text.endOffset)
    if mode == .none {
      var line = text.lineNumber(at: end)
      if text.lineStart(line) < end { line = line + 1 }
      while found.count < count, line.value > 0 {
        line = line - 1
        found.append(text.lineStart(line))
      }
      return found
    }
    while found.count < count, .zero < end {
      let line = LineSpan(holding: end - 1, in: text)
      let target = min(end - 1, line.contentEnd)
      let anchor = anchor(atOrBefore: target, of: line, in: text)
      var starts: [ByteOffset] = []
      var walker = RowWalker(self, text, from: anchor, window: end - anchor)
      while let row = walker.next(), row.start < end {
        starts.append(row.start)
        if row.endsLine { break }
      }
      for start in starts.reversed() where found.count < count { found.append(start) }
      end = anchor
    }
    return found
  }
}
