extension WrapLayout {
  /// Where one line's bytes are: its start, the end of its content, and the start of the
  /// next line (the end of the text for the last line).
  struct LineSpan {
    var number: LineNumber
    var start: ByteOffset
    var contentEnd: ByteOffset
    var end: ByteOffset
    var isLast: Bool

    /// The span of `line` in `text`. O(log n).
    init(_ line: LineNumber, in text: TextStorage) {
      number = line
      start = text.lineStart(line)
      contentEnd = text.lineEnd(line)
      isLast = line.value + 1 >= text.lineCount
      end = isLast ? text.endOffset : text.lineStart(line + 1)
    }

    /// The span of the line that holds `offset` (clamped to the text). O(log n).
    init(holding offset: ByteOffset, in text: TextStorage) {
      let clamped = min(max(offset, .zero), text.endOffset)
      self.init(text.lineNumber(at: clamped), in: text)
    }

    /// The span of the next line, or `nil` after the last. O(log n).
    func next(in text: TextStorage) -> LineSpan? {
      isLast ? nil : LineSpan(number + 1, in: text)
    }
  }
}
