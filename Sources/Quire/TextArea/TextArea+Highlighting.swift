extension TextArea {
  /// The most bytes of a line a highlighter is given: a longer line (a log's, a minified
  /// file's) is highlighted over its start only, so a frame never reads megabytes.
  public static let highlightedLineLimit = 16 << 10

  /// The most lines walked above the first line shown to find its state when no state is
  /// kept nearer: past it, the walk starts afresh in the initial state, so a jump to the end
  /// of a long text reads only the lines before the screen; the states of that walk are kept
  /// apart (`HighlightMemo.Run.restart`), so the frames after it do not walk again.
  public static let highlightLookBehind = 2_000

  /// The highlighter's styles over the lines of `rows`, as byte ranges of the text. The state
  /// at the first line comes from the nearest state kept above it, the lines between walked
  /// (and their states kept); then each line shown is highlighted. O(the lines walked and
  /// shown, each up to `highlightedLineLimit`).
  func highlightSpans(in rows: [VisualRow], theme: Theme) -> [(range: Range<ByteOffset>, style: Style)] {
    guard let highlighter, let first = rows.first, let last = rows.last else { return [] }
    let text = buffer.text
    let firstLine = first.line.value
    var line = 0
    var state = highlighter.initialState
    var run = HighlightMemo.Run.fromTop
    if let kept = highlightMemo.nearest(atOrBefore: firstLine) {
      (line, state, run) = kept
    } else {
      highlightMemo.keep(state, atLine: 0)
    }
    if firstLine - line > Self.highlightLookBehind {
      // Afresh, from a line the memo can keep, at most `highlightLookBehind` above.
      line = ((firstLine - Self.highlightLookBehind) / HighlightMemo.stride + 1) * HighlightMemo.stride
      state = highlighter.initialState
      run = .restart(line: line)
      highlightMemo.keep(state, atLine: line, in: run)
    }
    var spans: [HighlightSpan] = []
    while line < firstLine {
      spans.removeAll(keepingCapacity: true)
      state = highlight(line: line, in: text, from: state, with: highlighter, theme: theme, into: &spans)
      line += 1
      highlightMemo.keep(state, atLine: line, in: run)
    }
    var result: [(range: Range<ByteOffset>, style: Style)] = []
    while line <= last.line.value {
      spans.removeAll(keepingCapacity: true)
      let start = text.lineStart(LineNumber(line))
      state = highlight(line: line, in: text, from: state, with: highlighter, theme: theme, into: &spans)
      for span in spans where !span.range.isEmpty {
        result.append(
          (range: (start + span.range.lowerBound)..<(start + span.range.upperBound), style: span.style))
      }
      line += 1
      highlightMemo.keep(state, atLine: line, in: run)
    }
    return result
  }

  /// Highlights line `line` of `text` from `state`; returns the next line's state.
  private func highlight(
    line: Int, in text: TextStorage, from state: HighlightState, with highlighter: any TextHighlighter,
    theme: Theme, into spans: inout [HighlightSpan]
  ) -> HighlightState {
    let start = text.lineStart(LineNumber(line))
    let end = min(text.lineEnd(LineNumber(line)), start + Self.highlightedLineLimit)
    return text.withBytes(in: start..<end) { bytes in
      highlighter.highlight(bytes, from: state, theme: theme, into: &spans)
    }
  }
}
