/// How a query must occur in a candidate to match it.
public enum MatchMode: Hashable, Sendable {
  /// The query's clusters in order, with anything between them (fzf's default): `fb`
  /// matches `foo-bar`.
  case fuzzy
  /// The candidate starts with the query.
  case prefix
  /// The query occurs whole somewhere in the candidate.
  case substring
}
