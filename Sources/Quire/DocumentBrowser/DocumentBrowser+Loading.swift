extension DocumentBrowser {
  /// How often the ages are drawn again.
  static let tickInterval: Duration = .seconds(30)

  /// Lists the folder, as soon as the browser is pushed, and keeps the ages current.
  public func didAppear(context: ScreenContext<Void>) {
    listFolder(context: context)
    context.send(BrowserMessage.tick, after: Self.tickInterval)
  }

  /// Takes what its tasks and timers send.
  public func receive(_ message: any Sendable, context: ScreenContext<Void>) {
    guard let message = message as? BrowserMessage else { return }
    switch message {
    case .listed(let result):
      listed(result, context: context)
    case .heads(let heads):
      isReadingHeads = false
      for (entry, head) in heads { list.setHead(head, for: entry) }
      list.headsChanged()
      readHeads(context: context)
    case .folderChanged:
      listFolder(context: context)
      watch(context: context)
    case .watchEnded:
      break
    case .tick:
      context.send(BrowserMessage.tick, after: Self.tickInterval)
    case .created(let name, let result):
      created(name, result, context: context)
    case .renamed(let newName, let result):
      if case .failure(let error) = result {
        notice = error.description
      } else {
        pendingSelection = newName
      }
      listFolder(context: context)
    case .trashed(let result):
      if case .failure(let error) = result { notice = error.description }
      listFolder(context: context)
    case .headerChanged(let name, let result, let warning):
      notice = warning
      if case .failure(let error) = result {
        // The head shown is not the file's: read it again.
        notice = error.description
        list.forgetHead(of: name)
        list.headsChanged()
      }
      listFolder(context: context)
    case .tagHistory(let name, let remembered, let warning):
      if let warning { notice = warning }
      if let note = list.note(named: name) { chooseTags(of: note, remembered: remembered, context: context) }
    }
  }

  /// Lists the folder in a task; a listing asked for while one runs follows it.
  func listFolder(context: ScreenContext<Void>) {
    guard !isListing else {
      listsAgain = true
      return
    }
    isListing = true
    let folder = self.folder
    context.run { BrowserMessage.listed(Swift.Result { () throws(FolderError) in try folder.list() }) }
  }

  private func listed(_ result: Swift.Result<[FolderEntry], FolderError>, context: ScreenContext<Void>) {
    isListing = false
    switch result {
    case .success(let entries):
      listError = nil
      list.setEntries(entries, selecting: pendingSelection)
      if let name = pendingSelection, list.note(named: name) != nil { pendingSelection = nil }
      clockAnchor = (wallClock(), context.now)
      startWatching(entries, context: context)
      readHeads(context: context)
    case .failure(let error):
      listError = error
    }
    if listsAgain {
      listsAgain = false
      listFolder(context: context)
    }
  }

  /// Reads the next batch of heads the notes lack, those on screen first.
  func readHeads(context: ScreenContext<Void>) {
    guard !isReadingHeads else { return }
    let batch = list.notesWithoutHead(limit: headBatchSize)
    guard !batch.isEmpty else { return }
    isReadingHeads = true
    let folder = self.folder
    context.run {
      BrowserMessage.heads(batch.map { entry in (entry, folder.head(of: entry)) })
    }
  }

  /// Watches the folder from this listing on; the watcher is made once.
  private func startWatching(_ entries: [FolderEntry], context: ScreenContext<Void>) {
    if let watcher {
      watcher.acknowledge(entries)
      return
    }
    let watcher = FolderWatcher(folder: folder, entries: entries, interval: watchInterval)
    self.watcher = watcher
    changes = watcher.changes()
    watch(context: context)
  }

  /// Waits, in a task, for the watcher's next report.
  private func watch(context: ScreenContext<Void>) {
    guard let changes else { return }
    context.run {
      for await _ in changes { return BrowserMessage.folderChanged }
      return BrowserMessage.watchEnded
    }
  }

  /// The wall-clock time of the frame drawn at the app's time `now`.
  func wallTime(at now: Duration) -> FileTime? {
    guard let anchor = clockAnchor else { return nil }
    let elapsed = (now - anchor.time).components
    let nanoseconds = elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000
    return FileTime(nanosecondsSinceEpoch: anchor.wall.nanosecondsSinceEpoch + nanoseconds)
  }
}
