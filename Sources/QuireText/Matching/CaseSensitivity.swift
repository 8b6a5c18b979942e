/// Whether upper and lower case are told apart when matching.
public enum CaseSensitivity: Hashable, Sendable {
  /// Case-insensitive unless the query holds an upper-case letter (general category Lu or
  /// Lt), as fzf and vim's `smartcase` do: `readme` finds `README.md`, `README` does not find
  /// `readme.txt`.
  case smart
  /// Upper and lower case always differ.
  case sensitive
  /// Upper and lower case never differ: both sides are compared after simple case folding.
  case insensitive
}
