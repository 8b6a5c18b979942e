/// What a key does in a `TextArea`: the editing actions every text component shares, and those
/// of a multi-line editor (rows, pages, line breaks, tabs, `$EDITOR`).
public enum TextAreaAction: Hashable, Sendable {
  /// A shared action: motion, selection, deletion, undo, the clipboard.
  case edit(TextEditAction)
  /// The caret one screen row up or down, keeping its column (Up, Down, Ctrl-P, Ctrl-N).
  case rowUp, rowDown
  /// The caret and the view a screen up or down, less a row (PgUp, PgDn).
  case pageUp, pageDown
  /// The selection's head a row or a page up or down (with Shift).
  case selectRowUp, selectRowDown, selectPageUp, selectPageDown
  /// A line break in place of the selection (Return).
  case insertLineBreak
  /// A tab in place of the selection (Tab).
  case insertTab
  /// The text handed to `$VISUAL` or `$EDITOR` and taken back (Ctrl-E).
  case externalEditor
}
