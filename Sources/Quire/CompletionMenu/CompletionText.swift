/// What a completion menu reads of the text it completes: the caret's line up to the caret,
/// and where the caret is.
public struct CompletionText: Hashable, Sendable {
  /// The text of the caret's line before the caret, at most `CompletionMenu.lineLimit` bytes
  /// (its end kept).
  public var beforeCaret: String
  /// The caret's offset in the whole text.
  public var caret: ByteOffset
  /// Whether text is selected (the menu does not open over a selection).
  public var hasSelection: Bool

  /// The caret's line up to the caret, `beforeCaret`, the caret at `caret`, and whether text is selected.
  public init(beforeCaret: String, caret: ByteOffset, hasSelection: Bool = false) {
    self.beforeCaret = beforeCaret
    self.caret = caret
    self.hasSelection = hasSelection
  }
}
