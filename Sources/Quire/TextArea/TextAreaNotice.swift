/// What a `TextArea` has to tell the user after an event, in one line: its owner shows it
/// (in place of a rule or the help line) until the next key.
public enum TextAreaNotice: Hashable, Sendable {
  /// A typed or pasted text was cut at the character limit.
  case characterLimitReached
  /// A typed or pasted text was cut at the line limit.
  case lineLimitReached
  /// An edit was tried on a read-only text.
  case readOnly
  /// The text came back changed from `$EDITOR`.
  case takenFromEditor
  /// No editor could be started; the detail names the command tried, if any.
  case editorMissing(String)
  /// The editor failed (a non-zero exit, a signal, a file that could not be read); the text is
  /// untouched. The detail says how.
  case editorFailed(String)

  /// The line to show, in the words of `strings`.
  public func text(_ strings: Strings) -> String {
    switch self {
    case .characterLimitReached: return strings[.characterLimitReached]
    case .lineLimitReached: return strings[.lineLimitReached]
    case .readOnly: return strings[.readOnly]
    case .takenFromEditor: return strings[.textChangedByEditor]
    case .editorMissing(let detail):
      return detail.isEmpty ? strings[.editorMissing] : strings[.editorMissing] + " (\(detail))"
    case .editorFailed(let detail):
      return detail.isEmpty ? strings[.editorFailed] : strings[.editorFailed] + " (\(detail))"
    }
  }

  /// Whether it reports a failure (shown in the theme's error style) rather than news.
  public var isFailure: Bool {
    switch self {
    case .editorMissing, .editorFailed: return true
    default: return false
    }
  }
}
