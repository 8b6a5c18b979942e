/// One part of a search of notes: text to find, or a tag to have, wanted or excluded.
public struct QueryTerm: Hashable, Sendable {
  /// What the term asks for.
  public var kind: QueryTermKind
  /// Whether the notes it matches are left out (`-word`) rather than kept.
  public var isExcluded: Bool

  public init(_ kind: QueryTermKind, isExcluded: Bool = false) {
    self.kind = kind
    self.isExcluded = isExcluded
  }
}

/// What a term of a search asks for.
public enum QueryTermKind: Hashable, Sendable {
  /// Text found anywhere in a note's name, tags, description or body, ignoring case: a word
  /// (`milk`), a part of one (`ilk`), or a phrase (`"oat milk"`).
  case text(String)
  /// A tag the note has (`#work`): in its front matter or inline in its body, ignoring case.
  case tag(String)
}
