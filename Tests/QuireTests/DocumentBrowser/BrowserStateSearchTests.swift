import Quire
import Testing

/// The browser's state with a note index answering the query, as tables of events: the
/// update as it appears, one search at a time with the latest query after it, results that
/// come late, Return before its results, a query that matches nothing, and the files a later
/// listing finds changed.
@Suite struct BrowserStateSearchTests {
  typealias Step = BrowserStateTests.Step

  static let a = BrowserStateTests.a
  static let b = BrowserStateTests.b
  static let aChanged = BrowserStateTests.aChanged
  static let new = BrowserStateTests.new

  static func listed(_ entries: [FolderEntry]) -> BrowserEvent { BrowserStateTests.listed(entries) }

  /// The index's notes read as the browser appears: `entries`, or none when `nil`.
  static func stored(_ entries: [FolderEntry]?) -> BrowserEvent {
    .storedListingRead(
      entries.map { NoteListing($0, sort: .newestFirst) }, wallClock: BrowserStateTests.wallClock, now: .zero)
  }

  /// An index that knows no note yet.
  static let nothingStored = stored(nil)

  /// A search's result for the note `entry`, found in its body when `excerpt` is given.
  static func found(_ entry: FolderEntry, excerpt: String? = nil) -> NoteSearchResult {
    let excerpt = excerpt.map { NoteExcerpt(text: $0, match: $0.startIndex..<$0.endIndex, lineNumber: 3) }
    return NoteSearchResult(
      folderPath: "/notes", name: entry.name, tags: [], modificationTime: entry.modificationTime,
      excerpt: excerpt)
  }

  /// `results` placed among the notes of a list that was listed once, with `entries`, as
  /// the search's thread places them (`NoteList.placement`).
  static func placed(_ results: [NoteSearchResult], listedOnce entries: [FolderEntry]) -> SearchOutcome {
    var list = NoteList(matching: .search)
    list.setEntries(entries)
    return list.placement.place(results)
  }

  /// Where a row ends.
  struct End: Hashable, Sendable {
    var indexing = BrowserState.Indexing.current
    var searching = BrowserState.Searching.idle
    var choice = BrowserState.Choice.none
    var isCurrent = true
    var selected: String?
    var shown: [String] = []

    init(_ state: BrowserState) {
      indexing = state.indexing
      searching = state.searching
      choice = state.choice
      isCurrent = state.list.isCurrent
      selected = state.list.selected?.entry.name
      shown = state.list.shown.map { state.list.notes[$0].entry.name }
    }

    init(
      indexing: BrowserState.Indexing = .current, searching: BrowserState.Searching = .idle,
      choice: BrowserState.Choice = .none, isCurrent: Bool = true, selected: String? = nil,
      shown: [String] = []
    ) {
      self.indexing = indexing
      self.searching = searching
      self.choice = choice
      self.isCurrent = isCurrent
      self.selected = selected
      self.shown = shown
    }
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var steps: [Step]
    var end: End
    var testDescription: String { name }
  }

  /// Appeared, listed with `a` and `b` (heads read), the index up to date.
  static let settled = [
    Step(.appeared, [.readStoredListing]), Step(nothingStored, [.list]),
    Step(listed([a, b]), [.startWatching([a, b]), .readHeads([a, b]), .updateIndex(listing: [a, b])]),
    Step(BrowserStateTests.read(a, b)),
    Step(.indexUpdated(notice: nil)),
  ]

  static let rows: [Row] = [
    Row(
      name: "appearing lists the folder, then brings the index up to date with that listing",
      steps: [
        Step(.appeared, [.readStoredListing]), Step(nothingStored, [.list]),
        Step(
          listed([a, b]), [.startWatching([a, b]), .readHeads([a, b]), .updateIndex(listing: [a, b])]),
        Step(.indexProgress(NoteIndexProgress(done: 0, total: 9))),
      ],
      end: End(
        indexing: .updating(NoteIndexProgress(done: 0, total: 9)), selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a query is searched; its results are shown, best first",
      steps: settled + [
        Step(.queryChanged("milk"), [.search("milk")]),
        Step(.searched(query: "milk", [found(b, excerpt: "oat milk"), found(a)])),
      ],
      end: End(selected: "b.md", shown: ["b.md", "a.md"])),
    Row(
      name: "keys typed while a search runs make one more search, for the latest query",
      steps: settled + [
        Step(.queryChanged("m"), [.search("m")]),
        Step(.queryChanged("mi")),
        Step(.queryChanged("mil")),
        Step(.searched(query: "m", [found(a), found(b)]), [.search("mil")]),
        Step(.searched(query: "mil", [found(b)])),
      ],
      end: End(selected: "b.md", shown: ["b.md"])),
    Row(
      name: "results of an earlier query stay shown until those of the latest come",
      steps: settled + [
        Step(.queryChanged("m"), [.search("m")]),
        Step(.queryChanged("mi")),
        Step(.searched(query: "m", [found(a)]), [.search("mi")]),
      ],
      end: End(searching: .running, isCurrent: false, selected: "a.md", shown: ["a.md"])),
    Row(
      name: "Return before the results waits for them, then opens the best, finding the query",
      steps: settled + [
        Step(.queryChanged("Milk"), [.search("Milk")]),
        Step(.chosen),
        Step(.searched(query: "Milk", [found(b, excerpt: "milk")]), [.openSelected(find: "Milk")]),
      ],
      end: End(selected: "b.md", shown: ["b.md"])),
    Row(
      name: "Return with a query nothing matches creates the note it names",
      steps: settled + [
        Step(.queryChanged("zebra plan"), [.search("zebra plan")]),
        Step(.searched(query: "zebra plan", [])),
        Step(.chosen, [.create("zebra plan")]),
      ],
      end: End(shown: [])),
    Row(
      name: "Return on a query of tags only opens the note without finding",
      steps: settled + [
        Step(.queryChanged("#home"), [.search("#home")]),
        Step(.searched(query: "#home", [found(a)])),
        Step(.chosen, [.openSelected(find: nil)]),
      ],
      end: End(selected: "a.md", shown: ["a.md"])),
    Row(
      name: "a key typed after a waiting Return takes its place: the Return is not answered with old results",
      steps: settled + [
        Step(.queryChanged("m"), [.search("m")]),
        Step(.chosen),
        Step(.queryChanged("mi")),
        Step(.searched(query: "m", [found(a)]), [.search("mi")]),
      ],
      end: End(searching: .running, isCurrent: false, selected: "a.md", shown: ["a.md"])),
    Row(
      name: "emptying the query shows every note at once; a search's late results are dropped",
      steps: settled + [
        Step(.queryChanged("m"), [.search("m")]),
        Step(.queryChanged("")),
        Step(.searched(query: "m", [found(b)])),
      ],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "before its first results a query shows every note, not an empty list",
      steps: settled + [Step(.queryChanged("m"), [.search("m")])],
      end: End(searching: .running, isCurrent: false, selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "the index's progress searches the query again, so notes indexed since show",
      steps: [
        Step(.appeared, [.readStoredListing]), Step(nothingStored, [.list]),
        Step(
          listed([a, b]), [.startWatching([a, b]), .readHeads([a, b]), .updateIndex(listing: [a, b])]),
        Step(.indexProgress(NoteIndexProgress(done: 0, total: 2))),
        Step(.queryChanged("milk"), [.search("milk")]),
        Step(.searched(query: "milk", [found(a)])),
        Step(.indexProgress(NoteIndexProgress(done: 2, total: 2)), [.search("milk")]),
        Step(.searched(query: "milk", [found(a), found(b)])),
      ],
      end: End(
        indexing: .updating(NoteIndexProgress(done: 2, total: 2)), selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "results for the same query again keep the cursor on its note",
      steps: settled + [
        Step(.queryChanged("milk"), [.search("milk")]),
        Step(.searched(query: "milk", [found(a), found(b)])),
        Step(.indexUpdated(notice: nil), [.search("milk")]),
      ] + [Step(.searched(query: "milk", [found(a), found(b)]))],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a first listing that fails leaves the index to list the folder itself",
      steps: [
        Step(.appeared, [.readStoredListing]), Step(nothingStored, [.list]),
        Step(
          .listed(.failure(BrowserStateTests.unreadable), wallClock: BrowserStateTests.wallClock, now: .zero),
          [.updateIndex(listing: nil)]),
      ],
      end: End(indexing: .updating(nil), shown: [])),
    Row(
      name: "the index's notice is said once it is up to date",
      steps: [
        Step(.appeared, [.readStoredListing]), Step(nothingStored, [.list]),
        Step(listed([]), [.startWatching([]), .updateIndex(listing: [])]),
        Step(.indexUpdated(notice: "the note index was damaged"), [.notice("the note index was damaged")]),
      ],
      end: End(shown: [])),
    Row(
      name: "a later listing tells the index of the files it finds new, changed or gone",
      steps: settled + [
        Step(.folderChanged, [.list, .waitForChange]),
        Step(
          listed([aChanged, new]),
          [
            .acknowledge([aChanged, new]), .readHeads([aChanged, new]), .reindex(["a.md", "new.md", "b.md"]),
          ]),
      ],
      end: End(selected: "a.md", shown: ["a.md", "new.md"])),
    Row(
      name: "a listing that finds nothing changed tells the index nothing",
      steps: settled + [
        Step(.folderChanged, [.list, .waitForChange]),
        Step(listed([a, b]), [.acknowledge([a, b])]),
      ],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "results placed among the notes are shown as placed",
      steps: settled + [
        Step(.queryChanged("milk"), [.search("milk")]),
        Step(
          .searched(query: "milk", placed([found(b, excerpt: "oat milk"), found(a)], listedOnce: [a, b]))),
      ],
      end: End(selected: "b.md", shown: ["b.md", "a.md"])),
    Row(
      name: "results placed among the notes of an earlier listing are not shown: the query is searched again",
      steps: settled + [
        Step(.queryChanged("milk"), [.search("milk")]),
        Step(.folderChanged, [.list, .waitForChange]),
        Step(listed([new, a, b]), [.acknowledge([new, a, b]), .readHeads([new]), .reindex(["new.md"])]),
        Step(.searched(query: "milk", placed([found(b)], listedOnce: [a, b])), [.search("milk")]),
      ],
      end: End(searching: .running, isCurrent: false, selected: "a.md", shown: ["new.md", "a.md", "b.md"])),
    Row(
      name: "results stay on their notes when a listing puts the notes in a new order",
      steps: settled + [
        Step(.queryChanged("milk"), [.search("milk")]),
        Step(.searched(query: "milk", [found(b)])),
        Step(.folderChanged, [.list, .waitForChange]),
        // The new note is not among the results shown: its head is not read for a row.
        Step(listed([new, a, b]), [.acknowledge([new, a, b]), .reindex(["new.md"])]),
      ],
      end: End(selected: "b.md", shown: ["b.md"])),
    Row(
      name: "what the index took from a listing is searched again",
      steps: settled + [
        Step(.queryChanged("milk"), [.search("milk")]),
        Step(.searched(query: "milk", [])),
        Step(.reindexed, [.search("milk")]),
        Step(.searched(query: "milk", [found(b)])),
      ],
      end: End(selected: "b.md", shown: ["b.md"])),
  ]

  @Test(arguments: rows)
  func eventsAnswerEffects(row: Row) {
    var state = BrowserState(searchesNotes: true)
    for (number, step) in row.steps.enumerated() {
      let effects = state.receive(step.event)
      #expect(effects == step.effects, "step \(number + 1): \(step.event)")
    }
    #expect(End(state) == row.end)
  }

  @Test func withoutAnIndexTheQueryMatchesNamesAtOnceAndNothingIsSearched() {
    var state = BrowserState()
    #expect(state.receive(.appeared) == [.list])
    _ = state.receive(Self.listed([Self.a, Self.b]))
    #expect(state.receive(.queryChanged("b")) == [])
    #expect(state.list.shown.map { state.list.notes[$0].entry.name } == ["b.md"])
    #expect(state.receive(.chosen) == [.openSelected(find: nil)])
    #expect(state.receive(.queryChanged("zz")) == [])
    #expect(state.receive(.chosen) == [], "no note to open, and none is made: the add key does that")
    #expect(state.indexing == .none)
  }
}
