/// What a key or a button does on a `TextAreaScreen`, besides what its text area does.
public enum TextAreaScreenAction: Hashable, Sendable {
  /// Finishes with the text (Ctrl-S, Ctrl-D, Alt-Return, the Done button).
  case done
  /// Finishes with Cancel, `nil` (Esc, the Cancel button); the caller decides what to ask.
  case cancel
}
