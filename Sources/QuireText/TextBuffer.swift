/// The editing state a text component wraps: the text, the selection, the undo history and the
/// bytes a typed line break uses.
///
/// Every edit goes through `replace(_:with:kind:at:)`, which changes the text, moves the
/// selection, records the change in the history and returns it, so a view can redraw only the
/// range that changed. Undo and redo pass through the same text mutation.
public struct TextBuffer: Sendable {
  /// The text being edited.
  public internal(set) var text: TextStorage

  /// The selection, kept within the text.
  var storedSelection: TextSelection

  /// The undo and redo history of the text.
  public internal(set) var history: EditHistory

  /// The bytes a typed line break inserts: LF unless the owner sets the file's convention
  /// (CR LF, say).
  public var lineBreak: [UInt8]

  /// A buffer editing `text`, with `selection` (clamped to the text) and an empty history.
  public init(
    _ text: TextStorage = TextStorage(),
    selection: TextSelection = TextSelection(caret: .zero),
    lineBreak: [UInt8] = [0x0A],
    history: EditHistory = EditHistory()
  ) {
    self.text = text
    self.storedSelection = TextSelection(caret: .zero)
    self.history = history
    self.lineBreak = lineBreak
    self.selection = selection
  }

  /// The selection, anchor and head within the text: setting one past the end puts it at the
  /// end. Moving the caret does not end the current undo step by itself; a different selection
  /// before the next edit does, and the owner calls `breakGroup()` on caret motion. O(1).
  public var selection: TextSelection {
    get { storedSelection }
    set {
      let end = text.endOffset
      storedSelection = TextSelection(
        anchor: min(max(newValue.anchor, .zero), end), head: min(max(newValue.head, .zero), end))
    }
  }
}
