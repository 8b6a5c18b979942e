/// Grapheme clusters read forward from a place where a cluster starts, over a growing window.
struct GraphemeSegmenter {
  /// The bytes read.
  var window: GraphemeWindow
  /// Where the next cluster starts.
  private(set) var position: Int
  /// The first unit of the next cluster, when already decoded.
  private var pending: GraphemeUnit?

  /// A segmenter that starts at `start`, which must be a cluster boundary.
  init(window: GraphemeWindow, start: Int) {
    self.window = window
    position = start
  }

  /// The next cluster: its bytes, and whether it is one invalid sequence; nil at the end of
  /// the text. O(cluster length) amortised.
  mutating func next() -> (range: Range<Int>, isValid: Bool)? {
    guard let lead = window.byte(at: position) else { return nil }
    // Printable ASCII followed by ASCII (or the end) is a cluster of its own (GB999).
    if lead &- 0x20 < 0x5F, (window.byte(at: position + 1) ?? 0) < 0x80 {
      pending = nil
      position += 1
      return (position - 1..<position, true)
    }
    let first = pending ?? window.unit(at: position)
    pending = nil
    var state = GraphemeBreakState(first: first)
    var end = first.range.upperBound
    while end < window.textEnd {
      let unit = window.unit(at: end)
      if state.breaks(before: unit) {
        pending = unit
        break
      }
      end = unit.range.upperBound
    }
    let range = position..<end
    position = end
    return (range, !first.isInvalid)
  }
}

extension GraphemeWindow {
  /// The last place at or before `offset` where a cluster starts whatever precedes it: the
  /// start of the text, or a decode start where `certainlyBreaks` holds. O(distance) amortised;
  /// in practice a cluster or two back.
  mutating func restartPoint(atOrBefore offset: Int) -> Int {
    var candidate = min(offset, textEnd)
    if candidate == textEnd { return textEnd }  // GB2: the end of the text is a boundary.
    while candidate > 0 {
      if isDecodeStart(candidate),
        GraphemeBreakState.certainlyBreaks(between: unit(endingAt: candidate), and: unit(at: candidate))
      {
        return candidate
      }
      candidate -= 1
    }
    return 0
  }
}
