extension WrapLayout {
  /// The anchor `index` of `line`: its start for 0, else the first cluster boundary at or
  /// after `index × anchorSpacing` bytes into the line; `nil` when that is not before the
  /// line's content end. O(log n + size of one cluster).
  func anchor(_ index: Int, of line: LineSpan, in text: TextStorage) -> ByteOffset? {
    if index <= 0 { return line.start }
    let (product, overflow) = index.multipliedReportingOverflow(by: anchorSpacing)
    guard !overflow, product < line.contentEnd - line.start else { return nil }
    let target = line.start + product
    // The cluster that starts at the last boundary before the place ends at the anchor;
    // segmenting it from that boundary needs no second look-back.
    let before = max(line.start, text.graphemeBoundary(before: target))
    var boundary = before
    text.forEachGrapheme(fromBoundary: before, in: before..<target) { cluster in
      boundary = cluster.range.upperBound
      return boundary < target
    }
    return target <= boundary && boundary < line.contentEnd ? boundary : nil
  }

  /// The place of the first anchor of `line` after `rowStart`, a cluster boundary: the byte
  /// `index × anchorSpacing` into the line that the anchor is the first boundary at or after,
  /// or `nil` when none is left before the line's content end. A row from `rowStart` stops
  /// at the anchor exactly when it stops before the first cluster that starts at or after
  /// this place, since no boundary lies between the two. O(1), with no look-back.
  func anchorPlace(after rowStart: ByteOffset, of line: LineSpan) -> ByteOffset? {
    let index = max(0, rowStart - line.start) / anchorSpacing + 1
    let (product, overflow) = index.multipliedReportingOverflow(by: anchorSpacing)
    guard !overflow, product < line.contentEnd - line.start else { return nil }
    return line.start + product
  }

  /// The last anchor of `line` at or before `offset`. O(log n + size of one cluster).
  func anchor(atOrBefore offset: ByteOffset, of line: LineSpan, in text: TextStorage) -> ByteOffset {
    var index = max(0, offset - line.start) / anchorSpacing
    while index > 0 {
      if let found = anchor(index, of: line, in: text), found <= offset { return found }
      // No cluster starts from this anchor's place to `offset`: every anchor placed inside the
      // cluster that covers it is that cluster's end. Go back past the cluster at once, not an
      // anchor at a time, or a cluster of many anchor spacings would be read once per anchor.
      let before = text.graphemeBoundary(before: line.start + index * anchorSpacing)
      index = max(0, before - line.start) / anchorSpacing
    }
    return line.start
  }

  /// The first anchor of `line` after `offset`, or `nil` when none is left. O(log n + size of
  /// one cluster).
  func anchor(after offset: ByteOffset, of line: LineSpan, in text: TextStorage) -> ByteOffset? {
    var index = max(0, offset - line.start) / anchorSpacing + 1
    while let found = anchor(index, of: line, in: text) {
      if found > offset { return found }
      index += 1
    }
    return nil
  }
}
