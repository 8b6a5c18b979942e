/// What a double and a triple click select: the word segment and the line at a place.
extension TextStorage {
  /// The word segment (UAX #29) at `offset`, for a double click: the segment that holds the
  /// byte at `offset`, a word, a run of spaces or a punctuation mark; at the end of a line,
  /// the segment before it; an empty range at an empty line. It never crosses a line break
  /// and starts and ends on grapheme cluster boundaries; `isWord` says whether it is a word
  /// (a caller that wants the word before the caret asks again one cluster back).
  ///
  /// Reads back from `offset` in windows, as `wordStart(before:)`, never before the line
  /// start: O(log n + the bytes of the segment) amortised.
  public func wordSegment(at offset: ByteOffset) -> WordSegment {
    let line = lineNumber(at: clamped(offset))
    let start = lineStart(line).value
    let end = lineEnd(line).value
    guard start < end else { return WordSegment(range: ByteOffset(start)..<ByteOffset(start), isWord: false) }
    let probe = min(max(clamped(offset).value, start), end - 1)
    var reach = 32
    while true {
      let low = max(start, probe - reach)
      var window = GraphemeWindow(self, around: low)
      let restart = max(start, window.wordRestartPoint(atOrBefore: low))
      var segmenter = WordSegmenter(window: window, start: restart)
      var found: (range: Range<Int>, isWord: Bool)?
      while let segment = segmenter.next(), segment.range.lowerBound <= probe {
        found = segment
      }
      // A segment that starts at the restart point may begin further back, but at the line
      // start, where segments certainly start.
      if let found, found.range.lowerBound > restart || restart == start {
        var lower = ByteOffset(found.range.lowerBound)
        var upper = ByteOffset(min(found.range.upperBound, end))
        if !isGraphemeBoundary(lower) { lower = graphemeBoundary(before: lower) }
        if !isGraphemeBoundary(upper) { upper = graphemeBoundary(after: upper) }
        return WordSegment(range: max(lower, ByteOffset(start))..<upper, isWord: found.isWord)
      }
      reach = max(reach * 2, probe - restart + 32)
    }
  }

  /// The line at `offset`, for a triple click: from its start to the start of the next line
  /// (its line break included), or with `includingLineBreak` false to the end of its
  /// content. O(log n).
  public func lineRange(at offset: ByteOffset, includingLineBreak: Bool = true) -> Range<ByteOffset> {
    let line = lineNumber(at: clamped(offset))
    let end: ByteOffset
    if includingLineBreak {
      end = line.value + 1 < lineCount ? lineStart(line + 1) : endOffset
    } else {
      end = lineEnd(line)
    }
    return lineStart(line)..<end
  }
}
