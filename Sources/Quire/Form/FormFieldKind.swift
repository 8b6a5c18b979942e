/// What a form field holds and how it is edited.
public enum FormFieldKind: Hashable, Sendable {
  /// One line, typed in place.
  case text
  /// One line typed in place and shown masked (`•••`): a password.
  case secret
  /// A longer text: its first line shows with `›`, and activating it opens the field
  /// editor's full-screen editor.
  case multiline
  /// One of these options (or another value the person adds, when the field's `choices` are
  /// `.open`): the value shows with `›`, and activating it opens a selection list.
  case choice([String])

  /// Whether the value is typed in place (text and secret).
  public var isOneLine: Bool {
    switch self {
    case .text, .secret: return true
    case .multiline, .choice: return false
    }
  }
}
