/// What a choice field of a form takes.
public enum FormChoices: Hashable, Sendable {
  /// One of its options, or another value the person adds through the list's `Other…` row
  /// (which then stays among the options).
  case open
  /// One of its options only: the list offers no `Other…` and no new value, and any other
  /// value (an empty one too) is refused with `Word.notAnOption`.
  case closed
}
