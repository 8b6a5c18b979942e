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
  /// A day, held as ISO 8601 text (`2026-12-24`): the value shows with `›`, and activating
  /// it opens a date picker; typing on it opens the picker with what is typed.
  case date

  /// Whether the value is typed in place (text and secret).
  public var isOneLine: Bool {
    switch self {
    case .text, .secret: return true
    case .multiline, .choice, .date: return false
    }
  }

  /// Whether a character typed on the field opens its list or picker with the character
  /// typed there (choice and date).
  public var opensOnTyping: Bool {
    switch self {
    case .choice, .date: return true
    case .text, .secret, .multiline: return false
    }
  }
}
