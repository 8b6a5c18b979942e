extension TextArea: CompletionTarget {
  /// The caret's line before the caret and the caret, for a completion menu.
  public func completionText(limit: Int) -> CompletionText {
    buffer.completionText(limit: limit)
  }

  /// Where the caret is drawn in an area of `size`, as `draw(in:context:)` puts it.
  public func caretCell(in size: TerminalSize) -> CellPosition? {
    guard size.columns > 0, size.rows > 0 else { return nil }
    let shown = shownRows(in: size)
    guard let index = shown.caretIndex else { return nil }
    if buffer.text.isEmpty { return CellPosition(column: shown.gutter, row: 0) }
    let row = shown.rows[index]
    let column = shown.gutter + row.column(of: buffer.selection.head) - row.leadingColumn
    return CellPosition(column: min(column, size.columns - 1), row: index)
  }

  /// Puts a completion in place of `range`, as typing a word does (one undo step), within
  /// the limits; refused when read-only.
  public mutating func replaceForCompletion(
    _ range: Range<ByteOffset>, with text: String, context: EventContext
  ) {
    guard !isReadOnly else {
      refuse(.readOnly, context: context)
      return
    }
    buffer.breakGroup()
    insert(Array(text.utf8), replacing: range, kind: .other, context: context)
    buffer.breakGroup()
    desiredColumn = nil
    reveal()
  }
}
