/// A search of notes, as typed in the notes' field or given to `quire notes --search`:
/// words that must all match, in any order (`oat milk`), `"a phrase"`, `#tag`, and `-word`
/// (or `-"phrase"`, `-#tag`) to leave notes out. An empty query matches every note.
public struct NoteQuery: Hashable, Sendable {
  /// The terms, in the order typed.
  public var terms: [QueryTerm]

  public init(terms: [QueryTerm]) {
    self.terms = terms
  }

  /// The query `text` reads as. Words are split at spaces; a `"` opens a phrase that runs to
  /// the next `"` (or the end); a lone `-` or `#` is text.
  public init(_ text: String) {
    terms = Self.parse(text)
  }

  /// The text terms that must match, folded, in the order typed.
  var wantedTexts: [FoldedNeedle] {
    terms.compactMap { term in
      guard !term.isExcluded, case .text(let text) = term.kind else { return nil }
      return FoldedNeedle(text)
    }
  }

  /// Whether a note with these parts matches, by the rule every search of notes follows.
  func matches(stem: String, tags: [String], description: String, body: String) -> Bool {
    let foldedTags = Set(tags.map { FoldedNeedle($0) })
    let joinedTags = tags.joined(separator: "\n")
    return terms.allSatisfy { term in
      let found: Bool
      switch term.kind {
      case .text(let text):
        let needle = FoldedNeedle(text)
        found = [stem, joinedTags, description, body].contains { needle.occurs(in: $0) }
      case .tag(let tag):
        found = foldedTags.contains(FoldedNeedle(tag))
      }
      return found != term.isExcluded
    }
  }

  /// How many of the wanted text terms occur in the note's name: the first key of ranking.
  func nameHits(stem: String) -> Int {
    wantedTexts.count { $0.occurs(in: stem) }
  }
}
