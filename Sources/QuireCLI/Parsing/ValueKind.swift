/// What the value of an option or a positional argument must be: it decides how the value is
/// checked, what a parse error says, and what the shells offer to complete.
enum ValueKind: Hashable, Sendable {
  /// Any text, the empty text included.
  case text
  /// A whole number within the range.
  case integer(ClosedRange<Int>)
  /// A number of seconds greater than 0, such as `30` or `0.5`.
  case seconds
  /// One of these words, exactly.
  case word([String])
  /// A name that can be a file's name (a history's): not empty, no `/`, not `.` or `..`.
  case name
  /// The path of a file.
  case file
  /// The path of a folder.
  case directory
}
