/// What a key does in a form.
public enum FormAction: Hashable, Sendable {
  /// To the next field (Tab wraps to the first).
  case next
  /// To the previous field (Shift-Tab wraps to the last).
  case previous
  /// To the next field (↓), stopping at the last.
  case down
  /// To the previous field (↑), stopping at the first.
  case up
  /// Return: on a one-line field, the next field, or submit on the last; on a multi-line or
  /// choice field, open its editor or list.
  case advance
  /// Submit from any field (Ctrl-S).
  case submit
  /// Leave without a result (Esc).
  case cancel
}
