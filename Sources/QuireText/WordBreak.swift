/// Word boundaries (UAX #29) and the word motions of readline built on them.
///
/// A word is a segment between word boundaries that holds a letter or a number; spaces,
/// punctuation and emoji between words are not words. Every function reads a window around
/// the offsets it is given, from the nearest place where segmentation can start afresh, and
/// grows it only as far as the motion goes.
extension TextStorage {
  /// The word segments that start in `range`, in order: words and what lies between them.
  /// O(log n + k), k the bytes of the segments plus a unit or two before `range`.
  public func wordSegments(in range: Range<ByteOffset>) -> [WordSegment] {
    let lower = max(0, range.lowerBound.value)
    let upper = min(byteCount, range.upperBound.value)
    guard lower < upper else { return [] }
    var segments: [WordSegment] = []
    // Restarting before `lower` makes the boundary at `lower` exact.
    forEachWordSegment(from: max(0, lower - 1)) { segment in
      guard segment.range.lowerBound < upper else { return false }
      if segment.range.lowerBound >= lower {
        segments.append(
          WordSegment(
            range: ByteOffset(segment.range.lowerBound)..<ByteOffset(segment.range.upperBound),
            isWord: segment.isWord))
      }
      return true
    }
    return segments
  }

  /// The end of the word that `offset` is in or that follows it (readline's Alt-F): the end
  /// of the text when no word follows. O(distance moved).
  public func wordEnd(after offset: ByteOffset) -> ByteOffset {
    guard offset.value < byteCount else { return endOffset }
    var result = endOffset
    forEachWordSegment(from: max(0, offset.value)) { segment in
      guard segment.isWord, segment.range.upperBound > offset.value else { return true }
      result = ByteOffset(segment.range.upperBound)
      return false
    }
    return isGraphemeBoundary(result) ? result : graphemeBoundary(after: result)
  }

  /// The start of the word that `offset` is in or that precedes it (readline's Alt-B): the
  /// start of the text when no word precedes. O(distance moved).
  public func wordStart(before offset: ByteOffset) -> ByteOffset {
    let target = min(offset.value, byteCount)
    guard target > 0 else { return .zero }
    var reach = 32
    while true {
      var window = GraphemeWindow(self, around: max(0, target - reach))
      let start = window.wordRestartPoint(atOrBefore: max(0, target - reach))
      var segmenter = WordSegmenter(window: window, start: start)
      var found: Int?
      while let segment = segmenter.next(), segment.range.lowerBound < target {
        if segment.isWord { found = segment.range.lowerBound }
      }
      // A segment found at the restart point may begin further back; other starts are exact.
      if let found, found > start || start == 0 {
        let result = ByteOffset(found)
        return isGraphemeBoundary(result) ? result : graphemeBoundary(before: result)
      }
      if start == 0 { return .zero }
      reach *= 2
    }
  }

  /// Calls `body` with each word segment from the one holding `offset` on, until it returns
  /// false. The first segment's start may be later than its true start.
  private func forEachWordSegment(
    from offset: Int, _ body: ((range: Range<Int>, isWord: Bool)) -> Bool
  ) {
    var window = GraphemeWindow(self, around: offset)
    let start = window.wordRestartPoint(atOrBefore: offset)
    var segmenter = WordSegmenter(window: window, start: start)
    while let segment = segmenter.next() {
      if !body(segment) { return }
    }
  }
}
