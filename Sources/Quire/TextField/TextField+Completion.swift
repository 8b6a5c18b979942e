extension TextField: CompletionTarget {
  /// The text before the caret and the caret, for a completion menu.
  public func completionText(limit: Int) -> CompletionText {
    buffer.completionText(limit: limit)
  }

  /// Where the caret is drawn in `size.columns` cells (row 0), as `draw(in:context:)` puts it.
  public func caretCell(in size: TerminalSize) -> CellPosition? {
    guard size.columns > 0, size.rows > 0 else { return nil }
    let line = shownLine(forWidth: size.columns)
    return CellPosition(column: min(max(0, line.caret - line.scroll), size.columns - 1), row: 0)
  }

  /// Puts a completion (on one line, cut to the character limit) in place of `range` as one
  /// undo step.
  public mutating func replaceForCompletion(
    _ range: Range<ByteOffset>, with text: String, context: EventContext
  ) {
    let line = fitted(TextField.singleLine(text), replacing: range)
    buffer.breakGroup()
    buffer.replace(range, with: line, kind: .other, at: context.now)
    buffer.breakGroup()
    textChanged()
    if width > 0 { scrollColumn = scroll(forWidth: width) }
  }
}
