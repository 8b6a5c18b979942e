/// The spans of the lines last drawn, each with the state it started in and the state it
/// left, so that the next frame gives the highlighter only the lines an edit reached: a caret
/// motion highlights nothing, and a key typed highlights its own line (and the lines after it
/// only while the state it leaves differs from the one they were highlighted in, as when a
/// fence opens or closes).
///
/// A line's spans are a function of its bytes, the state it starts in, the theme and the
/// highlighter. The area keeps these lines in its `HighlightMemo`, which it makes anew when
/// the highlighter changes; `after(_:)` forgets each line whose bytes (or the line break
/// that starts or ends it) an edit reached, moves the lines after the edit by what it added
/// or removed, and marks them as no longer knowing their state, which is then checked
/// against the state the lines above them leave. The theme is kept with the lines.
struct HighlightedLines: Equatable, Sendable {
  /// One line's spans, as the highlighter left them.
  struct Line: Equatable, Sendable {
    /// Where the line starts in the text.
    var start: ByteOffset
    /// The bytes given to the highlighter: the line without its break, at most
    /// `TextArea.highlightedLineLimit` of them.
    var length: Int
    /// The bytes from `start` the spans depend on: the line and its break (one more for the
    /// last line, so that typing at the end of the text reaches it), or only the bytes given
    /// when the line was cut at the limit.
    var extent: Int
    /// The state the line started in.
    var state: HighlightState
    /// The state it left for the next line.
    var next: HighlightState
    /// Whether `state` is known to be the line's state in the text: no edit above the line
    /// since it was highlighted. A line that does not know it is used only where the line
    /// above leaves that state.
    var knowsState: Bool
    /// The styles, from the line's start.
    var spans: [HighlightSpan]
  }

  /// The theme the spans are in.
  var theme: Theme?
  /// The run of the memo's states the frame that drew the lines kept its states into (the
  /// states of a walk started afresh far down are a guess, never kept as the text's own).
  var run = HighlightMemo.Run.fromTop
  /// The lines, in the order of the text, none overlapping another.
  var lines: [Line] = []

  /// The lines for the text after `change`: those it reached forgotten, those after it
  /// moved by it and no longer knowing their state, those before it as they were. O(lines).
  func after(_ change: TextChange) -> HighlightedLines {
    let offset = change.offset
    let removed = change.removed.count
    let moved = change.inserted.count - removed
    var result = HighlightedLines(theme: theme, run: run)
    result.lines.reserveCapacity(lines.count)
    for var line in lines {
      if offset >= line.start + line.extent {
        result.lines.append(line)
      } else if removed > 0 ? offset + removed < line.start : offset < line.start {
        // After the change, the line break before it untouched.
        line.start = line.start + moved
        line.knowsState = false
        result.lines.append(line)
      }
    }
    return result
  }

  /// The lines for the text after `changes`, each applied to the text the one before left.
  func after(_ changes: [TextChange]) -> HighlightedLines {
    changes.reduce(self) { $0.after($1) }
  }
}
