/// How a selection list orders its values.
public enum SelectionOrder: Hashable, Sendable {
  /// The caller's values as given, then the remembered ones, newest first. A value added
  /// goes first among the remembered ones.
  case given
  /// Alphabetically, ignoring case (by Unicode scalar values: no language's collation).
  case alphabetical
  /// The remembered values newest first, then the caller's others as given. A value added
  /// goes first.
  case recent

  /// Whether `a` comes before `b` in this order. Values with equal keys never meet: a list
  /// holds one value per key.
  func precedes(_ a: SelectionItem, _ b: SelectionItem) -> Bool {
    switch self {
    case .alphabetical:
      if a.key != b.key { return a.key < b.key }
      return a.value < b.value
    case .recent:
      if let first = a.recency, let second = b.recency { return first > second }
      if a.recency != nil || b.recency != nil { return a.recency != nil }
      return (a.givenIndex ?? 0) < (b.givenIndex ?? 0)
    case .given:
      if let first = a.givenIndex, let second = b.givenIndex { return first < second }
      if a.givenIndex != nil || b.givenIndex != nil { return a.givenIndex != nil }
      return (a.recency ?? 0) > (b.recency ?? 0)
    }
  }
}
