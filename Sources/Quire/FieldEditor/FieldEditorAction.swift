/// What a key does on a field editor's display.
public enum FieldEditorAction: Hashable, Sendable {
  /// Opens the full-screen editor.
  case open
}
