import QuireDocuments

/// The notes a document browser shows: every note of the folder in the chosen order, those
/// the query keeps (ranked best first), and the cursor over them. A value: a test drives it
/// without a terminal.
///
/// The query keeps notes in one of two ways (`Matching`): fuzzily by their titles and tags,
/// here; or by a search of their whole text, which runs elsewhere (the note index) and
/// whose results it takes (`setResults`), showing the last ones until the next arrive.
///
/// The cursor stays on the same note when the notes are listed again, re-sorted or their
/// heads arrive; a new query, or results for it, put it on the best match.
public struct NoteList: Sendable {
  /// How the query chooses the notes shown.
  public enum Matching: Hashable, Sendable {
    /// Fuzzily, over the titles and the tags, at once.
    case names
    /// By a search of every note's name, tags, description and body, whose results are
    /// given (`setResults`).
    case search
  }

  /// Every note, in `sort` order.
  public private(set) var notes: [Note] = []
  /// The order.
  public private(set) var sort: NoteSort
  /// The filter's text; empty shows every note.
  public private(set) var query = ""
  /// The notes shown, as indexes into `notes`, in the order shown.
  public private(set) var shown: [Int] = []
  /// The cursor and the scrolling over `shown`; each note takes two rows.
  public var viewport = ListViewport(count: 0, rowsPerItem: 2)
  /// Whether the folder has been listed (before that, the list is not known to be empty).
  public private(set) var isListed = false
  /// How the query chooses the notes.
  public let matching: Matching
  /// The query the search's results answer (`nil` before any); in `search` matching, the
  /// notes shown are those results until the next.
  public private(set) var resultsQuery: String?

  /// The filter's text of each note, prepared once per change of the notes (matching names).
  private var candidates = MatchCandidates()
  /// Where each note is in `notes`, by the bytes of its file's name (two names never share
  /// them, though one shown with `\xHH` could read as another).
  private var positions: [NameKey: Int] = [:]
  /// How many times `notes` was put in a new order or replaced: a search's outcome placed
  /// among the notes of another generation is not taken (`setResults`).
  public private(set) var generation = 0
  /// Where the search's last results are in `notes`, best first.
  private var resultPositions: [Int] = []
  /// The excerpt of each note the results found in its body, by its name's bytes.
  private var excerpts: [[UInt8]: NoteExcerpt] = [:]
  /// The query parsed as a search, for highlighting.
  private var parsedQuery = NoteQuery("")

  /// A list of no notes yet (the folder not listed), in `sort` order, its query choosing by `matching`.
  public init(sort: NoteSort = .newestFirst, matching: Matching = .names) {
    self.sort = sort
    self.matching = matching
  }

  /// Whether the notes shown answer the query as it is: always when matching names or with
  /// no query; with a search, once its results for this query came.
  public var isCurrent: Bool {
    matching == .names || query.isEmpty || resultsQuery == query
  }

  /// The line of `note`'s body where the search found the query, cut around the match; `nil`
  /// when it was found by its name or tags, or not by a search.
  public func excerpt(of note: Note) -> NoteExcerpt? {
    guard matching == .search, !query.isEmpty else { return nil }
    return excerpts[note.entry.nameBytes]
  }

  /// The note under the cursor.
  public var selected: Note? {
    viewport.cursor.map { notes[shown[$0]] }
  }

  /// The note shown at `index` of `shown`.
  public func shownNote(_ index: Int) -> Note {
    notes[shown[index]]
  }

  /// The note whose file is `name`.
  public func note(named name: String) -> Note? {
    positions[NameKey(text: name)].map { notes[$0] }
  }

  /// The file names of all notes.
  public var names: [String] { notes.map(\.entry.name) }

  /// Takes a new listing of the folder: notes whose file is unchanged keep their head, the
  /// others show their last head until theirs is read again. The cursor stays on its note,
  /// or goes to `name` when given and listed. O(n log n).
  public mutating func setEntries(_ entries: [FolderEntry], selecting name: String? = nil) {
    setEntries(NoteListing(entries, sort: sort), selecting: name)
  }

  /// `setEntries` of a listing already put in order, on another thread: O(n) when in this
  /// list's order (else sorted again), and when every note is as it was, no note is made.
  public mutating func setEntries(_ listing: NoteListing, selecting name: String? = nil) {
    let sorted = listing.sort == sort ? listing : NoteListing(listing.entries, sort: sort)
    let kept = selected?.entry.nameBytes
    let oldNotes = notes
    if oldNotes.isEmpty {
      notes = sorted.notes
      placeNotes(sorted.places, carrying: [])
    } else if oldNotes.count != sorted.notes.count
      || !zip(oldNotes, sorted.notes).allSatisfy({ $0.entry == $1.entry })
    {
      let old = positions
      notes = sorted.notes.map { note in
        guard let index = old[NameKey(note.entry)] else { return note }
        let known = oldNotes[index]
        return known.entry == note.entry
          ? known : Note(entry: note.entry, head: known.head, headIsCurrent: false)
      }
      placeNotes(sorted.places, carrying: resultPositions.map { oldNotes[$0].entry.nameBytes })
    }
    isListed = true
    let chosen = name.map { Array($0.utf8) }
    refilter(keeping: chosen.flatMap { positions[NameKey($0)] != nil ? $0 : nil } ?? kept)
  }

  /// Gives the note listed as `entry` its head; ignored when the note's file has changed
  /// since. Returns whether it was taken.
  @discardableResult
  public mutating func setHead(_ head: DocumentHead, for entry: FolderEntry) -> Bool {
    guard let index = positions[NameKey(entry)], notes[index].entry == entry else { return false }
    notes[index].head = head
    notes[index].headIsCurrent = true
    return true
  }

  /// Forgets the head of the note `name`, so it is read again (after a failed write showed
  /// one the file does not have).
  public mutating func forgetHead(of name: String) {
    guard let index = positions[NameKey(text: name)] else { return }
    notes[index].headIsCurrent = false
  }

  /// Call after a batch of `setHead`: the filter sees the new tags (a search sees them when
  /// the index does).
  public mutating func headsChanged() {
    guard matching == .names else { return }
    candidates = MatchCandidates(notes.map(\.filterText))
    if !query.isEmpty { refilter(keeping: selected?.entry.nameBytes) }
  }

  /// Changes the order, keeping the cursor on its note.
  public mutating func setSort(_ newSort: NoteSort) {
    guard newSort != sort else { return }
    let kept = selected?.entry.nameBytes
    sort = newSort
    reorder(carrying: resultPositions.map { notes[$0].entry.nameBytes })
    refilter(keeping: kept)
  }

  /// Filters by `newQuery`: matching names, fuzzily over the title and the tags, the cursor
  /// on the best match (O(n) per change, most notes rejected by one comparison); with a
  /// search, the last results stay shown until those of `newQuery` come (no query shows
  /// every note at once).
  public mutating func setQuery(_ newQuery: String) {
    guard newQuery != query else { return }
    query = newQuery
    parsedQuery = NoteQuery(newQuery)
    if newQuery.isEmpty {
      // The next query starts afresh, not from these results.
      resultsQuery = nil
      resultPositions = []
      excerpts = [:]
    }
    if matching == .names || newQuery.isEmpty || resultsQuery == nil {
      refilter(keeping: nil)
    }
  }

  /// What places a search's results among these notes: a small value the search's thread
  /// takes, so that the main thread neither looks up their names nor frees them.
  public var placement: ResultPlacement {
    ResultPlacement(positions: positions, generation: generation)
  }

  /// Takes a search's `found` notes for `query`, best first: they are shown (those the
  /// listing has; a note the listing has not seen yet shows once it has), the cursor on the
  /// first (on its note still, when they answer the same query again). Results of an earlier
  /// query are shown too, until the next: they are the closest there are. O(results).
  /// Returns `false`, taking nothing, when `found` was placed among the notes of another
  /// generation of the list: the search should run again.
  @discardableResult
  public mutating func setResults(_ found: SearchOutcome, for query: String) -> Bool {
    guard matching == .search, !self.query.isEmpty else { return true }
    switch found.form {
    case .placed(let placedGeneration, _, _) where placedGeneration != generation:
      return false
    case .placed(_, let placed, let placedExcerpts):
      resultPositions = placed
      excerpts = [:]
      for (position, excerpt) in placedExcerpts { excerpts[notes[position].entry.nameBytes] = excerpt }
    case .results(let results):
      return setResults(placement.place(results), for: query)
    }
    let kept = resultsQuery == query ? selected?.entry.nameBytes : nil
    resultsQuery = query
    refilter(keeping: kept)
    return true
  }

  /// Puts the cursor on the note `name`, if it is shown.
  public mutating func select(named name: String) {
    guard let position = positions[NameKey(text: name)], let index = shown.firstIndex(of: position)
    else {
      return
    }
    viewport.setCursor(index)
  }

  /// With a search, how many notes above the cursor and from it down have their heads read.
  static let searchHeadsAbove = 16
  static let searchHeadsBelow = 48

  /// Up to `limit` notes whose head is not read yet (or is their file's last one), those
  /// shown first, from the top of the list. With a search, only those shown near the
  /// cursor, which is always in view (`searchHeadsAbove` above it, `searchHeadsBelow` from
  /// it on: more than a tall screen either way): a head is then only a row's preview and
  /// tags, and at 100,000 notes all of them took 40 MB; the names' filter matches every
  /// note's tags, so it has them all read.
  public func notesWithoutHead(limit: Int) -> [FolderEntry] {
    var result: [FolderEntry] = []
    var taken = Set<Int>()
    let near: ArraySlice<Int>
    if matching == .search {
      let anchor = min(viewport.cursor ?? 0, shown.count)
      near = shown[max(0, anchor - Self.searchHeadsAbove)..<min(shown.count, anchor + Self.searchHeadsBelow)]
    } else {
      near = shown[...]
    }
    for index in near where !notes[index].headIsCurrent {
      result.append(notes[index].entry)
      taken.insert(index)
      if result.count == limit { return result }
    }
    guard matching == .names else { return result }
    for (index, note) in notes.enumerated() where !note.headIsCurrent && !taken.contains(index) {
      result.append(note.entry)
      if result.count == limit { break }
    }
    return result
  }

  /// Where the query matched `note`'s title and tags, as byte ranges of `filterText`.
  func matchRanges(of note: Note, matcher: inout Matcher?) -> [Range<ByteOffset>] {
    guard !query.isEmpty else { return [] }
    if matching == .search {
      return parsedQuery.highlights(in: note.filterText).map {
        ByteOffset($0.lowerBound)..<ByteOffset($0.upperBound)
      }
    }
    if matcher == nil { matcher = Matcher(query: query) }
    return matcher?.match(note.filterText)?.highlightRuns ?? []
  }

  /// Sorts the notes and finds each again by name, the search's results (`resultNames`,
  /// best first) too.
  private mutating func reorder(carrying resultNames: [[UInt8]]) {
    let order = sort.order(of: notes.lazy.map(\.entry))
    notes = order.map { notes[$0] }
    placeNotes(NoteListing.places(of: notes.lazy.map(\.entry)), carrying: resultNames)
  }

  /// Takes `places` as where each note, in order already, is by name, and finds the
  /// search's results (`resultNames`, best first) among them.
  private mutating func placeNotes(_ places: [NameKey: Int], carrying resultNames: [[UInt8]]) {
    positions = places
    generation += 1
    resultPositions = resultNames.compactMap { positions[NameKey($0)] }
    // A search's candidates are the index's; only the names' filter reads these.
    if matching == .names { candidates = MatchCandidates(notes.map(\.filterText)) }
  }

  /// Finds the notes shown for the query, the cursor on the note whose name's bytes are `key`
  /// when it is shown, else on the first.
  private mutating func refilter(keeping key: [UInt8]?) {
    if query.isEmpty {
      shown = Array(notes.indices)
    } else if matching == .search {
      // Before the first results, every note, as with no query.
      shown =
        resultsQuery == nil ? Array(notes.indices) : resultPositions
    } else {
      var matcher = Matcher(query: query)
      shown = matcher.rank(candidates).map(\.index)
    }
    let cursor = key.flatMap { positions[NameKey($0)] }.flatMap { shown.firstIndex(of: $0) } ?? 0
    viewport.setCount(shown.count, cursor: cursor)
  }
}
