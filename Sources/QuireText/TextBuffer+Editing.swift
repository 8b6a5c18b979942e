extension TextBuffer {
  /// Replaces the bytes in `range` with `replacement`: the one edit every other goes through.
  ///
  /// The selection becomes `selectionAfter`, or by default a caret just past the inserted
  /// bytes. The change is recorded in the history as an edit of `kind` made at `time` (a
  /// `Duration` since any fixed origin; see `EditHistory`), and redo is cleared. Returns the
  /// change: `insertedRange` is what a view must redraw. O(log n + k) for the k bytes removed
  /// and inserted, plus the storage's cost of `replace`.
  ///
  /// - Precondition: `range` lies within the text.
  @discardableResult
  public mutating func replace(
    _ range: Range<ByteOffset>,
    with replacement: some Collection<UInt8>,
    kind: EditKind,
    at time: Duration,
    selectionAfter: TextSelection? = nil
  ) -> TextChange {
    precondition(
      range.lowerBound >= .zero && range.upperBound <= text.endOffset,
      "TextBuffer.replace: \(range) is outside the text of \(text.byteCount) bytes")
    let before = selection
    let change = text.replace(range, with: replacement)
    selection = selectionAfter ?? TextSelection(caret: change.insertedRange.upperBound)
    history.record(change, kind: kind, selectionBefore: before, selectionAfter: selection, at: time)
    return change
  }

  /// Replaces the bytes in `range` with the UTF-8 bytes of `string`; see
  /// `replace(_:with:kind:at:selectionAfter:)`.
  @discardableResult
  public mutating func replace(
    _ range: Range<ByteOffset>,
    with string: String,
    kind: EditKind,
    at time: Duration,
    selectionAfter: TextSelection? = nil
  ) -> TextChange {
    replace(range, with: Array(string.utf8), kind: kind, at: time, selectionAfter: selectionAfter)
  }

  /// Puts `string` in place of the selection and the caret after it: typing by default; a
  /// paste passes `.paste`. O(log n + k).
  @discardableResult
  public mutating func insert(_ string: String, kind: EditKind = .typing, at time: Duration) -> TextChange {
    replace(selection.range, with: Array(string.utf8), kind: kind, at: time)
  }

  /// Puts a line break (`lineBreak`'s bytes) in place of the selection, as pressing Enter does.
  /// O(log n + k).
  @discardableResult
  public mutating func insertLineBreak(at time: Duration) -> TextChange {
    replace(selection.range, with: lineBreak, kind: .lineBreak, at: time)
  }

  /// Deletes the bytes in `range` (a grapheme or a word before or after the caret, computed by
  /// the caller) and leaves the caret where they were. O(log n + k).
  @discardableResult
  public mutating func delete(_ range: Range<ByteOffset>, at time: Duration) -> TextChange {
    replace(range, with: [], kind: .deleting, at: time)
  }

  /// Deletes the selected bytes; `nil`, and nothing recorded, when the selection is a caret.
  /// O(log n + k).
  @discardableResult
  public mutating func deleteSelection(at time: Duration) -> TextChange? {
    guard !selection.isEmpty else { return nil }
    return delete(selection.range, at: time)
  }
}
