/// Checking the checkpoints against the text they were kept for: tests call this after every
/// question and edit.
extension LineColumnCheckpoints {
  /// Every way in which the checkpoints disagree with `text`, one line each; empty when they
  /// are sound.
  ///
  /// Checks that each line kept starts a line of `text`, that its checkpoints lie in its
  /// content, each at least `spacing` bytes after the one before, on
  /// a grapheme cluster boundary, with the column counted from the line start, and that no
  /// more than `lineLimit` lines are kept. O(n) for the lines' bytes.
  public func invariantViolations(in text: TextStorage) -> [String] {
    var problems: [String] = []
    if lines.count > lineLimit { problems.append("\(lines.count) lines kept, over \(lineLimit)") }
    guard let tabSize else {
      if !lines.isEmpty { problems.append("lines kept without a tab size") }
      return problems
    }
    let layout = WrapLayout(width: 1, tabSize: tabSize, wrap: .none)
    for line in lines {
      let span = WrapLayout.LineSpan(holding: line.start, in: text)
      guard span.start == line.start else {
        problems.append("\(line.start) is not a line start")
        continue
      }
      if line.places.count != line.columns.count { problems.append("line at \(line.start): unpaired") }
      var previous = 0
      for (place, column) in zip(line.places, line.columns) {
        let offset = line.start + place
        if place - previous < spacing || offset >= span.contentEnd {
          problems.append("checkpoint \(offset) of line \(line.start) out of place")
        }
        previous = place
        if !text.isGraphemeBoundary(offset) {
          problems.append("checkpoint \(offset) of line \(line.start) inside a cluster")
        }
        let counted = layout.noWrapColumn(of: offset, in: span, text: text, from: (span.start, 0))
        if counted != column {
          problems.append("checkpoint \(offset) of line \(line.start) at column \(column), not \(counted)")
        }
      }
    }
    return problems
  }
}
