extension WrapLayout {
  /// How a line longer than the width is shown.
  public enum Mode: Hashable, Sendable {
    /// Breaks after whitespace and around wide (East Asian) clusters; a word longer than the
    /// width is broken between grapheme clusters.
    case word
    /// Breaks between any two grapheme clusters, as late as the width allows.
    case character
    /// Does not wrap: a row is a whole line, seen through a window `width` cells wide that
    /// starts at `horizontalOffset`.
    case none
  }
}
