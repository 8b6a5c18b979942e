import Quire
import Testing

/// The browser's state as a value: tables of events (no folder, no clock), each step with
/// the effects it must answer, and where the state ends. The races the screen meets are rows
/// of their own: a change arriving while a listing runs, an operation finishing after the
/// folder changed, a listing while heads are read.
@Suite struct BrowserStateTests {
  // MARK: The folder the rows list

  static func entry(_ name: String, minutesAgo: Int64, inode: UInt64 = 1) -> FolderEntry {
    let time = FileTime(seconds: 1_784_116_800 - minutesAgo * 60, nanoseconds: 0)
    return FolderEntry(name: name, byteCount: 1, modificationTime: time, statusChangeTime: time, inode: inode)
  }

  /// Newest first: `a`, `b`, then `c`, `renamed` and `new` in the order they come.
  static let a = entry("a.md", minutesAgo: 1)
  static let b = entry("b.md", minutesAgo: 2)
  static let aChanged = entry("a.md", minutesAgo: 0, inode: 2)
  static let renamed = entry("renamed.md", minutesAgo: 2)
  static let new = entry("new.md", minutesAgo: 0)
  static let head = DocumentHead(tags: ["home"], lines: ["milk"])
  static let tagged = DocumentHead(tags: ["home", "q4"], lines: ["milk"])

  static let wallClock = FileTime(seconds: 1_784_116_800, nanoseconds: 0)
  static let unreadable = FolderError.cannotList(path: "/notes", reason: SystemErrorNumber(13))
  static let taken = FolderError.alreadyExists(path: "/notes/new.md")
  static let notTrashed = DocumentError.cannotOpen(path: "/notes/a.md", reason: SystemErrorNumber(13))

  static func listed(_ entries: [FolderEntry]) -> BrowserEvent {
    .listed(.success(NoteListing(entries, sort: .newestFirst)), wallClock: wallClock, now: .seconds(5))
  }

  static func read(_ entries: FolderEntry...) -> BrowserEvent {
    .headsRead(entries.map { BrowserEvent.ReadHead(entry: $0, head: head) })
  }

  // MARK: The table

  /// One event and the effects it must answer.
  struct Step: Sendable {
    var event: BrowserEvent
    var effects: [BrowserEffect]

    init(_ event: BrowserEvent, _ effects: [BrowserEffect] = []) {
      self.event = event
      self.effects = effects
    }
  }

  /// Where a row's state ends.
  struct End: Hashable, Sendable {
    var listing = BrowserState.Listing.idle
    var folder = BrowserState.Folder.listed
    var heads = BrowserState.Heads.idle
    var watch = BrowserState.Watch.started
    var pendingSelection: String?
    /// The note under the cursor.
    var selected: String?
    /// The notes shown, in order.
    var shown: [String] = []

    init(_ state: BrowserState) {
      listing = state.listing
      folder = state.folder
      heads = state.heads
      watch = state.watch
      pendingSelection = state.pendingSelection
      selected = state.list.selected?.entry.name
      shown = state.list.shown.map { state.list.notes[$0].entry.name }
    }

    init(
      listing: BrowserState.Listing = .idle, folder: BrowserState.Folder = .listed,
      heads: BrowserState.Heads = .idle, watch: BrowserState.Watch = .started,
      pendingSelection: String? = nil,
      selected: String? = nil, shown: [String] = []
    ) {
      self.listing = listing
      self.folder = folder
      self.heads = heads
      self.watch = watch
      self.pendingSelection = pendingSelection
      self.selected = selected
      self.shown = shown
    }
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var headBatchSize = 256
    var steps: [Step]
    var end: End
    var testDescription: String { name }
  }

  /// The folder listed once with `a` and `b`, their heads read: where most rows start.
  static let settled = [
    Step(.appeared, [.list]),
    Step(listed([a, b]), [.startWatching([a, b]), .readHeads([a, b])]),
    Step(read(a, b)),
  ]

  static let rows: [Row] = [
    Row(
      name: "appearing lists the folder", steps: [Step(.appeared, [.list])],
      end: End(listing: .running, folder: .unlisted, watch: .notStarted)),
    Row(
      name: "the first listing starts the watcher and reads the heads, those shown first",
      steps: [
        Step(.appeared, [.list]), Step(listed([b, a]), [.startWatching([b, a]), .readHeads([a, b])]),
      ],
      end: End(heads: .reading, selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "an empty folder has no heads to read",
      steps: [Step(.appeared, [.list]), Step(listed([]), [.startWatching([])])], end: End()),
    Row(
      name: "heads come in batches, the next asked for when one comes back", headBatchSize: 1,
      steps: [
        Step(.appeared, [.list]), Step(listed([a, b]), [.startWatching([a, b]), .readHeads([a])]),
        Step(read(a), [.readHeads([b])]), Step(read(b)),
      ],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a listing while heads are read asks for no second batch", headBatchSize: 1,
      steps: [
        Step(.appeared, [.list]), Step(listed([a, b]), [.startWatching([a, b]), .readHeads([a])]),
        Step(.refresh, [.list]), Step(listed([a, b]), [.acknowledge([a, b])]),
        Step(read(a), [.readHeads([b])]),
      ],
      end: End(heads: .reading, selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a note whose file changed has its head read again",
      steps: settled + [
        Step(.refresh, [.list]),
        Step(listed([aChanged, b]), [.acknowledge([aChanged, b]), .readHeads([aChanged])]),
      ],
      end: End(heads: .reading, selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a change while idle lists the folder and waits for the next",
      steps: settled + [Step(.folderChanged, [.list, .waitForChange])],
      end: End(listing: .running, selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a change while a listing runs lists again once it ends",
      steps: [
        Step(.appeared, [.list]), Step(.folderChanged, [.waitForChange]),
        Step(listed([a]), [.startWatching([a]), .readHeads([a]), .list]),
        Step(listed([a, b]), [.acknowledge([a, b])]), Step(read(a), [.readHeads([b])]),
      ],
      end: End(heads: .reading, selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "several refreshes while a listing runs make one listing after it",
      steps: settled + [
        Step(.refresh, [.list]), Step(.refresh), Step(.folderChanged, [.waitForChange]),
        Step(.noteClosed(failure: nil)), Step(listed([a, b]), [.acknowledge([a, b]), .list]),
        Step(listed([a, b]), [.acknowledge([a, b])]),
      ],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a listing that fails says why in the place of the notes and starts no watcher",
      steps: [
        Step(.appeared, [.list]), Step(.listed(.failure(unreadable), wallClock: wallClock, now: .zero)),
      ],
      end: End(folder: .unreadable(unreadable), watch: .notStarted)),
    Row(
      name: "a failed listing with a change waiting lists again",
      steps: [
        Step(.appeared, [.list]), Step(.refresh),
        Step(.listed(.failure(unreadable), wallClock: wallClock, now: .zero), [.list]),
        Step(listed([a]), [.startWatching([a]), .readHeads([a])]),
      ],
      end: End(heads: .reading, selected: "a.md", shown: ["a.md"])),
    Row(
      name: "a failure after a listing keeps the notes behind the reason; the next listing shows them",
      steps: settled + [
        Step(.refresh, [.list]), Step(.listed(.failure(unreadable), wallClock: wallClock, now: .zero)),
        Step(.folderChanged, [.list, .waitForChange]), Step(listed([a, b]), [.acknowledge([a, b])]),
      ],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "the watcher ending changes nothing", steps: settled + [Step(.watchEnded)],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "the query keeps the notes that match, the cursor on the best",
      steps: settled + [Step(.queryChanged("b"))], end: End(selected: "b.md", shown: ["b.md"])),
    Row(
      name: "a note created empties the filter, lists, opens it, and selects it once listed",
      steps: settled + [
        Step(.queryChanged("b")),
        Step(.created(name: "new.md", .success(())), [.leaveFilter, .list, .open("new.md")]),
        Step(listed([a, b, new]), [.acknowledge([a, b, new]), .readHeads([new])]),
      ],
      end: End(heads: .reading, selected: "new.md", shown: ["new.md", "a.md", "b.md"])),
    Row(
      name: "a note created while a listing runs is selected by the listing after it",
      steps: settled + [
        Step(.folderChanged, [.list, .waitForChange]),
        Step(.created(name: "new.md", .success(())), [.leaveFilter, .open("new.md")]),
        Step(listed([a, b]), [.acknowledge([a, b]), .list]),
        Step(listed([a, b, new]), [.acknowledge([a, b, new]), .readHeads([new])]),
      ],
      end: End(heads: .reading, selected: "new.md", shown: ["new.md", "a.md", "b.md"])),
    Row(
      name: "a selection waits for a listing that has its note",
      steps: settled + [
        Step(.created(name: "new.md", .success(())), [.leaveFilter, .list, .open("new.md")]),
        Step(listed([a, b]), [.acknowledge([a, b])]),
      ],
      end: End(pendingSelection: "new.md", selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a note that cannot be created says why and lists nothing",
      steps: settled + [Step(.created(name: "new.md", .failure(taken)), [.notice(taken.description)])],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a renamed note is selected under its new name once listed",
      steps: settled + [
        Step(
          .renamed(oldName: "b.md", newName: "renamed.md", .success(())),
          [.list, .findLinkingNotes(old: "b.md", new: "renamed.md")]),
        Step(listed([a, renamed]), [.acknowledge([a, renamed]), .readHeads([renamed])]),
      ],
      end: End(heads: .reading, selected: "renamed.md", shown: ["a.md", "renamed.md"])),
    Row(
      name: "a rename finishing after the folder changed waits for the listing after",
      steps: settled + [
        Step(.folderChanged, [.list, .waitForChange]),
        Step(
          .renamed(oldName: "b.md", newName: "renamed.md", .success(())),
          [.findLinkingNotes(old: "b.md", new: "renamed.md")]),
        Step(listed([a, b]), [.acknowledge([a, b]), .list]),
        Step(listed([a, renamed]), [.acknowledge([a, renamed]), .readHeads([renamed])]),
      ],
      end: End(heads: .reading, selected: "renamed.md", shown: ["a.md", "renamed.md"])),
    Row(
      name: "a rename that fails says why and lists again",
      steps: settled + [
        Step(
          .renamed(oldName: "b.md", newName: "renamed.md", .failure(taken)),
          [.notice(taken.description), .list])
      ],
      end: End(listing: .running, selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a note sent to the trash lists the folder; one that could not be says why",
      steps: settled + [
        Step(.trashed(.success(())), [.list]),
        Step(.trashed(.failure(notTrashed)), [.notice(notTrashed.description)]),
        Step(listed([b]), [.acknowledge([b]), .list]),
      ],
      end: End(listing: .running, selected: "b.md", shown: ["b.md"])),
    Row(
      name: "a header being written shows at once; written, it clears the notice and lists",
      steps: settled + [
        Step(.queryChanged("q4")), Step(.headerChanging(a, tagged)),
        Step(.headerChanged(name: "a.md", .success(()), historyWarning: nil), [.notice(nil), .list]),
      ],
      end: End(listing: .running, selected: "a.md", shown: ["a.md"])),
    Row(
      name: "a header written with the history's warning says it",
      steps: settled + [
        Step(
          .headerChanged(name: "a.md", .success(()), historyWarning: "history"), [.notice("history"), .list])
      ],
      end: End(listing: .running, selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a header that could not be written says why, and its head is read again",
      steps: settled + [
        Step(.headerChanging(a, tagged)),
        Step(
          .headerChanged(name: "a.md", .failure(unreadable), historyWarning: "history"),
          [.notice(unreadable.description), .list]),
        Step(listed([a, b]), [.acknowledge([a, b]), .readHeads([a])]),
      ],
      end: End(heads: .reading, selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a header written after the folder changed lists again after the listing",
      steps: settled + [
        Step(.folderChanged, [.list, .waitForChange]),
        Step(.headerChanged(name: "a.md", .success(()), historyWarning: nil), [.notice(nil)]),
        Step(listed([a, b]), [.acknowledge([a, b]), .list]),
      ],
      end: End(listing: .running, selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "the tag history read opens the tag list, saying the history's warning",
      steps: [
        Step(.appeared, [.list]), Step(listed([a]), [.startWatching([a]), .readHeads([a])]),
        Step(
          .tagHistoryRead(name: "a.md", remembered: ["q4"], warning: nil),
          [.chooseTags(Note(entry: a), remembered: ["q4"])]),
        Step(
          .tagHistoryRead(name: "a.md", remembered: [], warning: "history"),
          [.notice("history"), .chooseTags(Note(entry: a), remembered: [])]),
      ],
      end: End(heads: .reading, selected: "a.md", shown: ["a.md"])),
    Row(
      name: "the tag history read for a note gone since opens nothing",
      steps: settled + [
        Step(.refresh, [.list]), Step(listed([b]), [.acknowledge([b])]),
        Step(.tagHistoryRead(name: "a.md", remembered: [], warning: "history"), [.notice("history")]),
        Step(.tagHistoryRead(name: "a.md", remembered: [], warning: nil)),
      ],
      end: End(selected: "b.md", shown: ["b.md"])),
    Row(
      name: "a note's editor closing lists again, saying why it failed",
      steps: settled + [
        Step(.noteClosed(failure: nil), [.list]),
        Step(.noteClosed(failure: "Could not save"), [.notice("Could not save")]),
        Step(listed([a, b]), [.acknowledge([a, b]), .list]),
      ],
      end: End(listing: .running, selected: "a.md", shown: ["a.md", "b.md"])),
  ]

  @Test(arguments: rows)
  func eventsAnswerEffects(row: Row) {
    var state = BrowserState(headBatchSize: row.headBatchSize)
    for (number, step) in row.steps.enumerated() {
      let effects = state.receive(step.event)
      #expect(effects == step.effects, "step \(number + 1): \(step.event)")
    }
    #expect(End(state) == row.end)
  }

  // MARK: Every listing state against every event that lists

  /// The events that list the folder, and what each answers besides.
  static let listingEvents: [(BrowserEvent, before: [BrowserEffect], after: [BrowserEffect])] = [
    (.appeared, [], []),
    (.refresh, [], []),
    (.folderChanged, [], [.waitForChange]),
    (.noteClosed(failure: nil), [], []),
    (.created(name: "new.md", .success(())), [.leaveFilter], [.open("new.md")]),
    (
      .renamed(oldName: "b.md", newName: "renamed.md", .success(())), [],
      [.findLinkingNotes(old: "b.md", new: "renamed.md")]
    ),
    (.trashed(.success(())), [], []),
    (.headerChanged(name: "a.md", .success(()), historyWarning: nil), [.notice(nil)], []),
  ]

  /// Events that bring the state to each listing state from the start.
  static let toListing: [(BrowserState.Listing, [BrowserEvent])] = [
    (.idle, [.appeared, listed([a])]),
    (.running, [.appeared]),
    (.runningThenAgain, [.appeared, .refresh]),
  ]

  @Test(arguments: toListing.indices, listingEvents.indices)
  func everyListingStateTakesEveryEventThatLists(stateIndex: Int, eventIndex: Int) {
    let (listing, setUp) = Self.toListing[stateIndex]
    let (event, before, after) = Self.listingEvents[eventIndex]
    var state = BrowserState()
    for event in setUp { _ = state.receive(event) }
    #expect(state.listing == listing)
    let effects = state.receive(event)
    if listing == .idle {
      #expect(effects == before + [.list] + after)
      #expect(state.listing == .running)
    } else {
      #expect(effects == before + after, "one listing runs at a time")
      #expect(state.listing == .runningThenAgain, "the change is listed once it ends")
    }
  }

  @Test func theAgesAreDrawnFromTheClocksReadAtTheListing() {
    var state = BrowserState()
    #expect(state.wallTime(at: .seconds(9)) == nil)
    _ = state.receive(.appeared)
    _ = state.receive(Self.listed([Self.a]))
    #expect(state.wallTime(at: .seconds(5)) == Self.wallClock)
    #expect(
      state.wallTime(at: .seconds(65)) == FileTime(seconds: Self.wallClock.seconds + 60, nanoseconds: 0))
  }
}
