/// A text a `CompletionMenu` completes: what it reads of it, where it is drawn, and how it
/// puts a completion in. `TextArea` and `TextField` are targets.
@MainActor
public protocol CompletionTarget: Component {
  /// The caret's line before the caret (at most `limit` bytes, the end kept), the caret,
  /// whether text is selected.
  func completionText(limit: Int) -> CompletionText

  /// Where the caret is drawn when the target is drawn in an area of `size`, if it shows.
  func caretCell(in size: TerminalSize) -> CellPosition?

  /// Puts `text` in place of `range` as one undoable edit, the caret after it.
  mutating func replaceForCompletion(_ range: Range<ByteOffset>, with text: String, context: EventContext)
}

extension TextStorage {
  /// The text of `offset`'s line before it, at most `limit` bytes (the end kept), for a
  /// completion menu. O(log n + limit).
  func completionLine(before offset: ByteOffset, limit: Int) -> String {
    let start = max(lineStart(lineNumber(at: offset)).value, offset.value - limit)
    return string(in: ByteOffset(start)..<offset)
  }
}

extension TextBuffer {
  /// The caret's line before the caret (at most `limit` bytes of it) and the caret, as a
  /// text field or area hosting a completion menu answers `completionText(limit:)`.
  func completionText(limit: Int) -> CompletionText {
    let head = selection.head
    return CompletionText(
      beforeCaret: text.completionLine(before: head, limit: limit), caret: head,
      hasSelection: !selection.isEmpty)
  }
}
