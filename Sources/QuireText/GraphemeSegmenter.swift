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
  /// A place at or before `offset` where a cluster starts and segmentation can begin afresh:
  /// the start of the text, a decode start where `certainlyBreaks` holds, or a place inside a
  /// run of regional indicators after an even number of them (GB12, GB13 pair them from the
  /// start of the run, whatever precedes it). Exact: never a place the full segmentation does
  /// not break at.
  ///
  /// O(distance) amortised, in practice a cluster or two back; inside a run of regional
  /// indicators, one count of the run before `offset` by `regionalIndicatorCount(endingAt:)`,
  /// a tight loop over 4 bytes a flag half.
  mutating func restartPoint(atOrBefore offset: Int) -> Int {
    var candidate = min(offset, textEnd)
    if candidate == textEnd { return textEnd }  // GB2: the end of the text is a boundary.
    var countedRun = false
    while candidate > 0 {
      if isDecodeStart(candidate) {
        let previous = unit(endingAt: candidate)
        let next = unit(at: candidate)
        if GraphemeBreakState.certainlyBreaks(between: previous, and: next) { return candidate }
        if !countedRun, previous.property == .regionalIndicator, next.property == .regionalIndicator {
          // Between two regional indicators: the parity of the run before decides.
          countedRun = true
          let count = regionalIndicatorCount(endingAt: candidate)
          if count % 2 == 0 { return candidate }
          if count >= 3 { return candidate - 4 }
          // One alone before: whether its cluster starts at it depends on what precedes it.
          candidate -= 4
          continue
        }
      }
      candidate -= 1
    }
    return 0
  }
}
