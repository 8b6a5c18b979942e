import QuireDocuments

/// The search of the query through the note index: one at a time, the latest query after
/// it; Return waiting for the results that answer what was typed; and the files a listing
/// finds changed, for the index.
extension BrowserState {
  /// Searches for the query, or, while a search runs, again after it; nothing without an
  /// index or a query.
  mutating func search() -> [BrowserEffect] {
    guard indexing != .none, !list.query.isEmpty else { return [] }
    switch searching {
    case .idle:
      searching = .running
      return [.search(list.query)]
    case .running, .runningThenAgain:
      searching = .runningThenAgain
      return []
    }
  }

  /// The search for `query` found `results`: they are shown, the next search starts if the
  /// query changed meanwhile (or the notes did, when the results were placed among them
  /// before), and a Return that waited for them is answered.
  mutating func searched(_ query: String, _ results: SearchOutcome) -> [BrowserEffect] {
    let taken = list.setResults(results, for: query)
    let again = !taken || searching == .runningThenAgain || query != list.query
    searching = .idle
    var effects = (again ? search() : []) + readHeads()
    if choice == .open, list.isCurrent {
      choice = .none
      effects += choose()
    }
    return effects
  }

  /// Return: opens the note under the cursor (with what the query looks for, so the editor
  /// finds it); with a query no note matches, creates the note it names. While the results
  /// do not answer the query yet, waits for them.
  mutating func choose() -> [BrowserEffect] {
    guard list.isCurrent else {
      choice = .open
      return []
    }
    if list.selected != nil {
      let find = list.matching == .search ? NoteQuery(list.query).firstWantedText : nil
      return [.openSelected(find: find)]
    }
    if list.matching == .search, !list.query.isEmpty, list.isListed {
      return [.create(list.query)]
    }
    return []
  }

  /// The names of the files that `entries` (a listing) shows new or changed, and of those it
  /// no longer shows, against the notes listed before; none for the first listing or without
  /// an index (the index's update reads the whole folder then).
  func changedNames(in entries: [FolderEntry]) -> [String] {
    guard list.isListed else { return [] }
    switch indexing {
    case .none, .notStarted, .waitingForListing: return []
    case .updating, .current: break
    }
    var before: [NameKey: FolderEntry] = [:]
    before.reserveCapacity(list.notes.count)
    for note in list.notes { before[NameKey(note.entry)] = note.entry }
    var names: [String] = []
    for entry in entries {
      if before.removeValue(forKey: NameKey(entry)) != entry { names.append(entry.name) }
    }
    names += before.values.map(\.name)
    return names
  }
}
