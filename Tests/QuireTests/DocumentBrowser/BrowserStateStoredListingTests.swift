import Quire
import QuireDocuments
import Testing

/// The notes app's first screen from the note index: the notes the index last knew are shown
/// before the folder's own listing, which then takes their place; and with a search, the
/// heads read only for the notes near the view.
@Suite struct BrowserStateStoredListingTests {
  typealias Search = BrowserStateSearchTests
  static let a = BrowserStateTests.a
  static let b = BrowserStateTests.b
  static let new = BrowserStateTests.new

  static func names(_ state: BrowserState) -> [String] {
    state.list.shown.map { state.list.notes[$0].entry.name }
  }

  @Test func theIndexsNotesShowFirstThenTheListingTakesTheirPlace() {
    var state = BrowserState(searchesNotes: true)
    #expect(state.receive(.appeared) == [.readStoredListing], "the listing waits for the index's notes")
    #expect(state.list.isListed == false)
    #expect(
      state.receive(Search.stored([Self.b, Self.new, Self.a])) == [
        .list, .readHeads([Self.new, Self.a, Self.b]),
      ])
    #expect(state.folder == .provisional)
    #expect(Self.names(state) == ["new.md", "a.md", "b.md"], "newest first, as the list shows them")
    #expect(state.wallTime(at: .zero) == BrowserStateTests.wallClock, "ages are drawn at once")
    // The folder no longer has `new.md`: the listing is the truth.
    #expect(
      state.receive(Search.listed([Self.a, Self.b]))
        == [.startWatching([Self.a, Self.b]), .updateIndex(listing: [Self.a, Self.b])])
    #expect(state.folder == .listed)
    #expect(Self.names(state) == ["a.md", "b.md"])
    #expect(state.indexing == .updating(nil))
  }

  @Test func headsReadFromTheIndexsNotesAreKeptByTheListing() {
    var state = BrowserState(searchesNotes: true)
    _ = state.receive(.appeared)
    _ = state.receive(Search.stored([Self.a, Self.b]))
    _ = state.receive(BrowserStateTests.read(Self.a, Self.b))
    _ = state.receive(Search.listed([Self.a, Self.b]))
    #expect(state.list.notes.allSatisfy { $0.head == BrowserStateTests.head && $0.headIsCurrent })
    #expect(state.receive(.viewChanged) == [], "no head is read again")
  }

  @Test func anIndexThatKnowsNoNoteDoesNotShowTheFolderEmpty() {
    var state = BrowserState(searchesNotes: true)
    _ = state.receive(.appeared)
    #expect(state.receive(Search.stored([])) == [.list])
    #expect(state.folder == .unlisted)
    #expect(state.list.isListed == false, "\"no notes\" is not said before the listing")
  }

  @Test func theIndexsNotesAfterTheListingAreNotShown() {
    var state = BrowserState(searchesNotes: true)
    _ = state.receive(.appeared)
    #expect(state.receive(.refresh) == [.list])
    _ = state.receive(Search.listed([Self.a]))
    #expect(state.receive(Search.stored([Self.a, Self.b])) == [])
    #expect(Self.names(state) == ["a.md"])
    #expect(state.folder == .listed)
  }

  @Test func aFolderThatCannotBeListedShowsNoneOfTheIndexsNotes() {
    var state = BrowserState(searchesNotes: true)
    _ = state.receive(.appeared)
    _ = state.receive(Search.stored([Self.a, Self.b]))
    let failed = BrowserEvent.listed(
      .failure(BrowserStateTests.unreadable), wallClock: BrowserStateTests.wallClock, now: .zero)
    #expect(state.receive(failed) == [.updateIndex(listing: nil)])
    #expect(state.folder == .unreadable(BrowserStateTests.unreadable))
    #expect(state.list.notes.isEmpty)
  }

  /// A thousand notes, a minute apart, the first the newest.
  static let many = (0..<1000).map { BrowserStateTests.entry("n\($0).md", minutesAgo: Int64($0)) }

  @Test func withASearchOnlyTheHeadsNearTheViewAreRead() {
    var state = BrowserState(headBatchSize: 100, searchesNotes: true)
    _ = state.receive(.appeared)
    #expect(state.receive(Search.stored(Self.many)) == [.list, .readHeads(Array(Self.many[0..<48]))])
    _ = state.receive(.headsRead(Self.many[0..<48].map { .init(entry: $0, head: BrowserStateTests.head) }))
    #expect(state.heads == .idle, "no more are read while the view stays at the top")
    #expect(state.receive(.viewChanged) == [])
    // The user goes down to the 700th note: those from 16 above it to 48 below are read.
    state.list.viewport.setCursor(700)
    #expect(state.receive(.viewChanged) == [.readHeads(Array(Self.many[684..<748]))])
    #expect(state.list.notes[500].head == nil, "the notes scrolled past are not read")
  }

  @Test func matchingNamesReadsEveryHeadForTheFilter() {
    var state = BrowserState(headBatchSize: 100)
    _ = state.receive(.appeared)
    var effects = state.receive(BrowserStateTests.listed(Self.many))
    var batches = 0
    while batches < 20, let batch = effects.lazy.compactMap(Self.batch).first {
      effects = state.receive(.headsRead(batch.map { .init(entry: $0, head: BrowserStateTests.head) }))
      batches += 1
    }
    #expect(batches == 10)
    #expect(state.list.notes.allSatisfy { $0.head != nil }, "the filter matches every note's tags")
  }

  static func batch(_ effect: BrowserEffect) -> [FolderEntry]? {
    if case .readHeads(let batch) = effect { batch } else { nil }
  }
}
