/// What a key does on a `DocumentEditor`, besides what its text area does.
public enum DocumentEditorAction: Hashable, Sendable {
  /// Saves if there is anything to save, then finishes (Esc, a click on the back label).
  case back
  /// Saves now (Ctrl-S; also Ctrl-D and Alt-Return, the multi-line editors' Done keys).
  case save
  /// Opens the find bar, or finds the next match when it is open (Ctrl-F).
  case find
  /// Asks for a line number and goes there (Ctrl-G).
  case goToLine
}
