import QuireDocuments

/// What a document browser knows of its folder: the notes (`list`, with the query and what
/// it keeps), where the listing of the folder is, whether the heads are being read, the
/// watcher, and the note to select once a listing has it. A value that takes what happens
/// (`BrowserEvent`) and answers what the browser is to do (`BrowserEffect`), which the
/// screen carries out; it reads no file and no clock, so a test drives it with tables of
/// events.
///
/// The query is the one place the notes shown are chosen: `queryChanged` sets it, and
/// `list.shown` is its result. With a note index (`searchesNotes`), the query is answered
/// by a search that runs as a task (`BrowserEffect.search`, one at a time, the latest query
/// next) and whose results come back as an event; the index is brought up to date as the
/// browser appears and told of each file a later listing finds changed.
public struct BrowserState: Sendable {
  /// Where the listing of the folder is.
  public enum Listing: Hashable, Sendable {
    /// No listing runs.
    case idle
    /// A listing runs.
    case running
    /// A listing runs, and the folder changed since it began: another follows it.
    case runningThenAgain
  }

  /// What the last listing found.
  public enum Folder: Hashable, Sendable {
    /// Not listed yet: the list is not known to be empty.
    case unlisted
    /// Not listed yet, but `list` holds the notes as the note index last knew them, shown
    /// until the folder's own listing replaces them (at 100,000 notes the index reads them
    /// in a tenth of the time a listing takes).
    case provisional
    /// Listed: `list` holds its notes.
    case listed
    /// The last listing failed: the browser shows why, in the place of the notes.
    case unreadable(FolderError)
  }

  /// Where the reading of the notes' heads is.
  public enum Heads: Hashable, Sendable {
    /// No batch is being read.
    case idle
    /// A batch is being read; the next one is asked for when it comes back.
    case reading
  }

  /// Whether the folder is watched.
  public enum Watch: Hashable, Sendable {
    /// Not yet: the first listing starts the watcher.
    case notStarted
    /// The watcher runs and is told of each listing.
    case started
  }

  /// Where the note index is, when the query is answered by one.
  public enum Indexing: Hashable, Sendable {
    /// No index: the query matches the notes' names and tags, here.
    case none
    /// Not brought up to date yet (the browser has not appeared).
    case notStarted
    /// To be brought up to date once the folder's first listing comes, with that listing
    /// (one `stat` a file, not two).
    case waitingForListing
    /// Being brought up to date with the folder; how far, once known.
    case updating(NoteIndexProgress?)
    /// Up to date, and told of each change a listing finds.
    case current
  }

  /// Where the search of the query is.
  public enum Searching: Hashable, Sendable {
    /// No search runs.
    case idle
    /// A search runs.
    case running
    /// A search runs, and the query (or the index) changed since it began: another follows.
    case runningThenAgain
  }

  /// What Return asked for while the results did not answer the query yet.
  public enum Choice: Hashable, Sendable {
    /// Nothing waits.
    case none
    /// Open the best result (or create the note the query names) once the results come.
    case open
  }

  /// The wall clock read when the folder was last listed, and the app's time then: the
  /// notes' ages are drawn from them.
  public struct ClockAnchor: Hashable, Sendable {
    /// The wall clock when the folder was listed.
    public var wallClock: FileTime
    /// The app's time then.
    public var time: Duration
  }

  /// The notes, the query, what it keeps and the cursor.
  public var list: NoteList
  /// Where the listing is.
  public private(set) var listing = Listing.idle
  /// What the last listing found.
  public private(set) var folder = Folder.unlisted
  /// Where the reading of heads is.
  public private(set) var heads = Heads.idle
  /// Whether the folder is watched.
  public private(set) var watch = Watch.notStarted
  /// The note to put the cursor on once a listing has it (one just added or renamed).
  public internal(set) var pendingSelection: String?
  /// When the folder was last listed.
  public private(set) var clockAnchor: ClockAnchor?
  /// How many heads one task reads.
  public var headBatchSize: Int
  /// Where the note index is.
  public private(set) var indexing: Indexing
  /// Where the search is.
  public internal(set) var searching = Searching.idle
  /// What Return asked for before the results came.
  public internal(set) var choice = Choice.none
  /// Whether the notes are kept in git, and where their commits and syncs are.
  public internal(set) var versioning: BrowserVersioning

  /// A browser's state before its folder is listed; `searchesNotes` when a note index answers
  /// the query (else it matches names); `keepsVersions` when git may keep the notes (it is
  /// asked as the browser appears).
  public init(
    sort: NoteSort = .newestFirst, headBatchSize: Int = 256, searchesNotes: Bool = false,
    keepsVersions: Bool = false
  ) {
    self.list = NoteList(sort: sort, matching: searchesNotes ? .search : .names)
    self.headBatchSize = headBatchSize
    self.indexing = searchesNotes ? .notStarted : .none
    self.versioning = keepsVersions ? .unknown : .off
  }

  /// Takes `event`; returns what the browser is to do, in order.
  public mutating func receive(_ event: BrowserEvent) -> [BrowserEffect] {
    switch event {
    case .appeared:
      var asking: [BrowserEffect] = []
      if versioning == .unknown {
        versioning = .asking
        asking = [.findVersioning]
      }
      if indexing == .notStarted {
        // The index's notes first, the folder's listing once they are shown: run side by
        // side, the two took each other's memory bandwidth and the first screen waited.
        indexing = .waitingForListing
        return [.readStoredListing] + asking
      }
      return listFolder() + asking
    case .refresh:
      return listFolder()
    case .folderChanged:
      return listFolder() + [.waitForChange] + notesChanged()
    case .watchEnded:
      return []
    case .listed(let result, let wallClock, let now):
      return listed(result, anchor: ClockAnchor(wallClock: wallClock, time: now))
    case .storedListingRead(let entries, let wallClock, let now):
      // The folder's own listing, when it came first, is the truth already; an index that
      // knows no note (new, or being rebuilt) does not show the folder as empty.
      guard folder == .unlisted else { return [] }
      let listing = listFolder()
      guard let entries, !entries.entries.isEmpty else { return listing }
      folder = .provisional
      list.setEntries(entries)
      clockAnchor = ClockAnchor(wallClock: wallClock, time: now)
      return listing + readHeads()
    case .viewChanged:
      return readHeadsNearTheView()
    case .headsRead(let read):
      heads = .idle
      for item in read { list.setHead(item.head, for: item.entry) }
      list.headsChanged()
      return readHeads()
    case .queryChanged(let query):
      guard query != list.query else { return [] }
      list.setQuery(query)
      choice = .none
      return search() + readHeadsNearTheView()
    case .searched(let query, let results):
      return searched(query, results)
    case .chosen:
      return choose()
    case .indexProgress(let progress):
      guard case .updating = indexing else { return [] }
      indexing = .updating(progress)
      return search()
    case .indexUpdated(let notice):
      indexing = .current
      return (notice.map { [.notice($0)] } ?? []) + search()
    case .reindexed:
      return search()
    case .created(let name, let result):
      return created(name, result)
    case .renamed(let oldName, let newName, let result):
      return renamed(oldName, to: newName, result)
    case .trashed(let result):
      return notice(of: result) + listFolder() + (result.failure == nil ? notesCommitted() : [])
    case .headerChanging(let entry, let head):
      list.setHead(head, for: entry)
      list.headsChanged()
      return []
    case .headerChanged(let name, let result, let warning):
      return headerChanged(name, result, historyWarning: warning)
    case .tagHistoryRead(let name, let remembered, let warning):
      return tagHistoryRead(name, remembered: remembered, warning: warning)
    case .noteClosed(let failure):
      return (failure.map { [.notice($0)] } ?? []) + listFolder() + notesCommitted()
    case .todayRequested, .todayReady, .noteNamed, .templatesRead, .templateChosen, .tagsRequested,
      .tagsCounted, .tagChosen, .tagRenameRequested, .tagRenamed, .linkingNotesFound, .linkUpdateAccepted,
      .linksRenamed:
      return receiveNotesEvent(event)
    case .versioningFound, .syncRequested, .commitWoke, .committed, .synced:
      return receiveVersioningEvent(event)
    }
  }

  /// The wall-clock time of the frame drawn at the app's time `now`; `nil` before the first
  /// listing.
  public func wallTime(at now: Duration) -> FileTime? {
    guard let anchor = clockAnchor else { return nil }
    let elapsed = (now - anchor.time).components
    let nanoseconds = elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000
    return FileTime(nanosecondsSinceEpoch: anchor.wallClock.nanosecondsSinceEpoch + nanoseconds)
  }

  /// Lists the folder, or, while a listing runs, lists it again after.
  mutating func listFolder() -> [BrowserEffect] {
    switch listing {
    case .idle:
      listing = .running
      return [.list]
    case .running, .runningThenAgain:
      listing = .runningThenAgain
      return []
    }
  }

  private mutating func listed(_ result: Result<NoteListing, FolderError>, anchor: ClockAnchor)
    -> [BrowserEffect]
  {
    var effects: [BrowserEffect] = []
    switch result {
    case .success(let listing):
      let entries = listing.entries
      let changed = changedNames(in: entries)
      folder = .listed
      list.setEntries(listing, selecting: pendingSelection)
      if let name = pendingSelection, list.note(named: name) != nil { pendingSelection = nil }
      clockAnchor = anchor
      switch watch {
      case .notStarted:
        watch = .started
        effects.append(.startWatching(entries))
      case .started:
        effects.append(.acknowledge(entries))
      }
      effects += readHeads()
      if !changed.isEmpty { effects.append(.reindex(changed)) }
      effects += updateIndex(listing: entries)
    case .failure(let error):
      // What the index knew is not shown as the folder when the folder cannot be read.
      if folder == .provisional { list.setEntries([]) }
      folder = .unreadable(error)
      effects += updateIndex(listing: nil)
    }
    let again = listing == .runningThenAgain
    listing = .idle
    if again { effects += listFolder() }
    return effects
  }

  /// Brings the index up to date after the first listing (`listing`, `nil` when it failed
  /// and the update is to list the folder itself).
  private mutating func updateIndex(listing: [FolderEntry]?) -> [BrowserEffect] {
    guard indexing == .waitingForListing else { return [] }
    indexing = .updating(nil)
    return [.updateIndex(listing: listing)]
  }

  /// With a search, the heads of the notes now near the view (what it shows changed); none
  /// asked when matching names, whose batches run until every head is read. Called on every
  /// key, so a names' list of 100,000 notes is not scanned for the heads it has.
  mutating func readHeadsNearTheView() -> [BrowserEffect] {
    list.matching == .search ? readHeads() : []
  }

  /// Asks for the next batch of heads the notes lack, those shown first (with a search,
  /// only those near the view: `NoteList.notesWithoutHead`), unless one is being read.
  mutating func readHeads() -> [BrowserEffect] {
    guard heads == .idle else { return [] }
    let batch = list.notesWithoutHead(limit: headBatchSize)
    guard !batch.isEmpty else { return [] }
    heads = .reading
    return [.readHeads(batch)]
  }
}
