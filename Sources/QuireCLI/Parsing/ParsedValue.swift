/// A value the parser checked against its `ValueKind`.
enum ParsedValue: Hashable, Sendable {
  /// Text, a word, a name or a path, as given.
  case text(String)
  /// A whole number within its range.
  case integer(Int)
  /// A duration greater than zero.
  case seconds(Duration)
}
