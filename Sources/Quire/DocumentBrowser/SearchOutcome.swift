import QuireDocuments

/// What a search of the notes found, as a `NoteList` takes it: the results as the index
/// gave them, or already placed among the list's notes (`NoteList.place`), which the
/// search's own thread does so that the key's frame on the main thread only copies
/// positions.
public struct SearchOutcome: Sendable, ExpressibleByArrayLiteral {
  enum Form: Sendable {
    /// The results, best first, to be found among the notes by their names.
    case results([NoteSearchResult])
    /// The positions in `notes` of the results, best first, for the list of that
    /// `generation`, and the excerpts by those positions.
    case placed(generation: Int, positions: [Int], excerpts: [Int: NoteExcerpt])
  }

  let form: Form

  /// The results, best first, as the index gave them.
  public init(_ results: [NoteSearchResult]) {
    form = .results(results)
  }

  public init(arrayLiteral results: NoteSearchResult...) {
    self.init(results)
  }

  init(form: Form) {
    self.form = form
  }

  /// How many notes were found.
  public var count: Int {
    switch form {
    case .results(let results): results.count
    case .placed(_, let positions, _): positions.count
    }
  }
}

/// Where each note of a `NoteList` is, by its file's name, in one generation of the list:
/// what places a search's results among its notes.
public struct ResultPlacement: Sendable {
  let positions: [NameKey: Int]
  let generation: Int

  /// `results`, best first, as positions among the notes (a note the listing has not seen
  /// yet is left out until it has), with their excerpts.
  public func place(_ results: [NoteSearchResult]) -> SearchOutcome {
    var placed: [Int] = []
    placed.reserveCapacity(results.count)
    var excerpts: [Int: NoteExcerpt] = [:]
    for result in results {
      guard let position = positions[NameKey(result.nameBytes)] else { continue }
      placed.append(position)
      if let excerpt = result.excerpt { excerpts[position] = excerpt }
    }
    return SearchOutcome(form: .placed(generation: generation, positions: placed, excerpts: excerpts))
  }
}
