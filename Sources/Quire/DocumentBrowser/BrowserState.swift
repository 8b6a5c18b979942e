import QuireDocuments

/// What a document browser knows of its folder: the notes (`list`, with the query and what
/// it keeps), where the listing of the folder is, whether the heads are being read, the
/// watcher, and the note to select once a listing has it. A value that takes what happens
/// (`BrowserEvent`) and answers what the browser is to do (`BrowserEffect`), which the
/// screen carries out; it reads no file and no clock, so a test drives it with tables of
/// events.
///
/// The query is the one place the notes shown are chosen: `queryChanged` sets it, and
/// `list.shown` is its result. A search that runs as a task would answer the query with an
/// effect here and take its results as an event, beside the filter.
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

  /// The wall clock read when the folder was last listed, and the app's time then: the
  /// notes' ages are drawn from them.
  public struct ClockAnchor: Hashable, Sendable {
    public var wallClock: FileTime
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

  /// A browser's state before its folder is listed.
  public init(sort: NoteSort = .newestFirst, headBatchSize: Int = 256) {
    self.list = NoteList(sort: sort)
    self.headBatchSize = headBatchSize
  }

  /// Takes `event`; returns what the browser is to do, in order.
  public mutating func receive(_ event: BrowserEvent) -> [BrowserEffect] {
    switch event {
    case .appeared, .refresh:
      return listFolder()
    case .folderChanged:
      return listFolder() + [.waitForChange]
    case .watchEnded:
      return []
    case .listed(let result, let wallClock, let now):
      return listed(result, anchor: ClockAnchor(wallClock: wallClock, time: now))
    case .headsRead(let read):
      heads = .idle
      for item in read { list.setHead(item.head, for: item.entry) }
      list.headsChanged()
      return readHeads()
    case .queryChanged(let query):
      list.setQuery(query)
      return []
    case .created(let name, let result):
      return created(name, result)
    case .renamed(let newName, let result):
      return renamed(newName, result)
    case .trashed(let result):
      return notice(of: result) + listFolder()
    case .headerChanging(let entry, let head):
      list.setHead(head, for: entry)
      list.headsChanged()
      return []
    case .headerChanged(let name, let result, let warning):
      return headerChanged(name, result, historyWarning: warning)
    case .tagHistoryRead(let name, let remembered, let warning):
      return tagHistoryRead(name, remembered: remembered, warning: warning)
    case .noteClosed(let failure):
      return (failure.map { [.notice($0)] } ?? []) + listFolder()
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

  private mutating func listed(_ result: Result<[FolderEntry], FolderError>, anchor: ClockAnchor)
    -> [BrowserEffect]
  {
    var effects: [BrowserEffect] = []
    switch result {
    case .success(let entries):
      folder = .listed
      list.setEntries(entries, selecting: pendingSelection)
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
    case .failure(let error):
      folder = .unreadable(error)
    }
    let again = listing == .runningThenAgain
    listing = .idle
    if again { effects += listFolder() }
    return effects
  }

  /// Asks for the next batch of heads the notes lack, those shown first, unless one is
  /// being read.
  private mutating func readHeads() -> [BrowserEffect] {
    guard heads == .idle else { return [] }
    let batch = list.notesWithoutHead(limit: headBatchSize)
    guard !batch.isEmpty else { return [] }
    heads = .reading
    return [.readHeads(batch)]
  }
}
