extension TextArea {
  /// The most bytes of a line a highlighter is given: a longer line (a log's, a minified
  /// file's) is highlighted over its start only, so a frame never reads megabytes.
  public static let highlightedLineLimit = 16 << 10

  /// The most lines walked above the first line shown to find its state when no state is
  /// kept nearer: past it, the walk starts afresh in the initial state, so a jump to the end
  /// of a long text reads only the lines before the screen; the states of that walk are kept
  /// apart (`HighlightMemo.Run.restart`), so the frames after it do not walk again.
  public static let highlightLookBehind = 2_000

  /// The highlighter's styles over the lines of `rows`, as byte ranges of the text, in the
  /// order of the lines (those outside the rows' bytes left out). A line drawn in the last
  /// frame keeps its spans while no edit reached it and it starts in the state it was
  /// highlighted in (`HighlightedLines`); the others are highlighted. The state at the first
  /// line is that line's when it was drawn and no edit above has happened since; otherwise it
  /// comes from the nearest state kept above it, the lines between walked (and their states
  /// kept). O(the rows' lines, and the lines walked and highlighted, each up to
  /// `highlightedLineLimit`).
  func highlightSpans(in rows: [VisualRow], theme: Theme) -> [(range: Range<ByteOffset>, style: Style)] {
    guard let highlighter, let first = rows.first, let last = rows.last else { return [] }
    let text = buffer.text
    let firstLine = first.line.value
    let keptLines = highlightMemo.lines(in: theme)
    let kept = keptLines?.lines ?? []
    var next = 0
    /// The line kept that starts at `start` with `length` bytes, looked for from `next`
    /// (the lines are asked for in the order of the text).
    func keptLine(at start: ByteOffset, length: Int) -> HighlightedLines.Line? {
      while next < kept.count, kept[next].start < start { next += 1 }
      guard next < kept.count, kept[next].start == start, kept[next].length == length else { return nil }
      return kept[next]
    }
    let lines = shownLines(rows, in: text)
    var state: HighlightState
    var run: HighlightMemo.Run
    if let known = keptLine(at: lines[0].start, length: lines[0].length), known.knowsState,
      let drawnRun = keptLines?.run
    {
      (state, run) = (known.state, drawnRun)
    } else {
      (state, run) = stateWalked(to: firstLine, in: text, with: highlighter, theme: theme)
    }
    let shown = first.range.lowerBound..<last.range.upperBound
    var drawn = HighlightedLines(theme: theme, run: run)
    drawn.lines.reserveCapacity(lines.count)
    var result: [(range: Range<ByteOffset>, style: Style)] = []
    var spans: [HighlightSpan] = []
    for (index, bounds) in lines.enumerated() {
      var highlighted: HighlightedLines.Line
      if let known = keptLine(at: bounds.start, length: bounds.length), known.state == state {
        highlighted = known
        highlighted.knowsState = true
      } else {
        spans.removeAll(keepingCapacity: true)
        let next = text.withBytes(in: bounds.start..<(bounds.start + bounds.length)) { bytes in
          highlighter.highlight(bytes, from: state, theme: theme, into: &spans)
        }
        highlighted = HighlightedLines.Line(
          start: bounds.start, length: bounds.length, extent: bounds.extent, state: state, next: next,
          knowsState: true, spans: spans)
      }
      let start = bounds.start
      for span in highlighted.spans where !span.range.isEmpty {
        let range = (start + span.range.lowerBound)..<(start + span.range.upperBound)
        if range.overlaps(shown) { result.append((range: range, style: span.style)) }
      }
      drawn.lines.append(highlighted)
      state = highlighted.next
      highlightMemo.keep(state, atLine: firstLine + index + 1, in: run)
    }
    highlightMemo.keep(drawn)
    return result
  }

  /// The lines of `rows`, in order: where each starts, the bytes of it a highlighter is
  /// given and the bytes its spans depend on (`HighlightedLines.Line.extent`). Read from the
  /// rows, which hold each line's bounds, but for the start of the first and the end of the
  /// last when the rows cut them. O(rows + log n).
  func shownLines(
    _ rows: [VisualRow], in text: TextStorage
  ) -> [(start: ByteOffset, length: Int, extent: Int)] {
    guard let first = rows.first, let last = rows.last else { return [] }
    var lines: [(start: ByteOffset, length: Int, extent: Int)] = []
    lines.reserveCapacity(last.line.value - first.line.value + 1)
    func add(start: ByteOffset, end: ByteOffset, next: ByteOffset, line: LineNumber) {
      // The last line has no break: typing at the end of the text reaches it.
      let next = line.value + 1 < text.lineCount ? next : text.endOffset + 1
      if end - start > Self.highlightedLineLimit {
        lines.append((start, Self.highlightedLineLimit, Self.highlightedLineLimit))
      } else {
        lines.append((start, end - start, next - start))
      }
    }
    var start = text.lineStart(first.line)
    var line = first.line
    for row in rows {
      if row.line != line { (line, start) = (row.line, row.start) }
      if row.endsLine { add(start: start, end: row.contentEnd, next: row.range.upperBound, line: line) }
    }
    if !last.endsLine {
      let next = line.value + 1 < text.lineCount ? text.lineStart(line + 1) : text.endOffset
      add(start: start, end: text.lineEnd(line), next: next, line: line)
    }
    return lines
  }

  /// The state at `firstLine` and the run of the memo's states it belongs to: from the
  /// nearest state kept above it, the lines between walked (and their states kept).
  private func stateWalked(
    to firstLine: Int, in text: TextStorage, with highlighter: any TextHighlighter, theme: Theme
  ) -> (state: HighlightState, run: HighlightMemo.Run) {
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
    return (state, run)
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
