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
    wordEnd(after: offset, notAfter: endOffset)
  }

  /// The end of the word that `offset` is in or that follows it, or `ceiling` when that is
  /// farther: the reading stops there. O(distance moved), at most to `ceiling`.
  func wordEnd(after offset: ByteOffset, notAfter ceiling: ByteOffset) -> ByteOffset {
    let ceiling = min(ceiling, endOffset)
    guard offset < ceiling else { return ceiling }
    var result = ceiling
    forEachWordSegment(from: max(0, offset.value)) { segment in
      guard segment.range.lowerBound < ceiling.value else { return false }
      guard segment.isWord, segment.range.upperBound > offset.value else { return true }
      result = min(ceiling, ByteOffset(segment.range.upperBound))
      return false
    }
    return isGraphemeBoundary(result) ? result : graphemeBoundary(after: result)
  }

  /// The start of the word that `offset` is in or that precedes it (readline's Alt-B): the
  /// start of the text when no word precedes. O(distance moved).
  public func wordStart(before offset: ByteOffset) -> ByteOffset {
    wordStart(before: offset, notBefore: .zero)
  }

  /// The start of the word that `offset` is in or that precedes it, or `floor` when that is
  /// farther back: nothing before `floor`, a line start or the start of the text, is read.
  ///
  /// Reads windows back from `offset`, each reaching past the restart point the one before
  /// found, and segments each forward to `offset`: O(distance moved) amortised, at most to
  /// `floor`; inside a run of regional indicators, plus a count of the run per window.
  func wordStart(before offset: ByteOffset, notBefore floor: ByteOffset) -> ByteOffset {
    let floor = max(0, min(floor.value, byteCount))
    let target = min(offset.value, byteCount)
    guard target > floor else { return ByteOffset(floor) }
    var reach = 32
    while true {
      let low = max(floor, target - reach)
      var window = GraphemeWindow(self, around: low)
      let start = max(floor, window.wordRestartPoint(atOrBefore: low))
      var segmenter = WordSegmenter(window: window, start: start)
      var found: Int?
      while let segment = segmenter.next(), segment.range.lowerBound < target {
        if segment.isWord { found = segment.range.lowerBound }
      }
      // A segment found at the restart point may begin further back; other starts are exact,
      // and so is one at the floor, where a line or the text starts.
      if let found, found > start || start == floor {
        let result = ByteOffset(found)
        return isGraphemeBoundary(result) ? result : graphemeBoundary(before: result)
      }
      if start == floor { return ByteOffset(floor) }
      // The next window starts before this restart point, however far back it was found.
      reach = max(reach * 2, target - start + 32)
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
