/// What one row of a selection list shows.
public enum SelectionRow: Hashable, Sendable {
  /// The item at this index of `SelectionList.items`.
  case item(Int)
  /// `Other…`: opens an input overlay for a new value.
  case other
  /// `Add “text”`, when the filter matches nothing: takes the filter's text as a new value.
  case add(String)
}
