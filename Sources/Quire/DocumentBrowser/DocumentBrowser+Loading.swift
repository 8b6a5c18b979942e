extension DocumentBrowser {
  /// How often the ages are drawn again.
  static let tickInterval: Duration = .seconds(30)

  /// Lists the folder, as soon as the browser is pushed, and keeps the ages current.
  public func didAppear(context: ScreenContext<DocumentBrowser>) {
    take(.appeared, context: context)
    context.send(.tick, after: Self.tickInterval)
  }

  /// Takes what its tasks and timers send: the ticks itself, everything else through its
  /// state.
  public func receive(_ message: BrowserMessage, context: ScreenContext<DocumentBrowser>) {
    switch message {
    case .listed(let result):
      take(.listed(result, wallClock: options.wallClock(), now: context.now), context: context)
    case .tick:
      context.send(.tick, after: Self.tickInterval)
    case .event(let event):
      take(event, context: context)
    }
  }

  /// Gives `event` to the state and carries out what it answers.
  func take(_ event: BrowserEvent, context: ScreenContext<DocumentBrowser>) {
    for effect in state.receive(event) { carryOut(effect, context: context) }
  }

  /// Does what the state asked for.
  private func carryOut(_ effect: BrowserEffect, context: ScreenContext<DocumentBrowser>) {
    let folder = self.folder
    switch effect {
    case .list:
      context.run { BrowserMessage.listed(Swift.Result { () throws(FolderError) in try folder.list() }) }
    case .readHeads(let batch):
      context.run {
        BrowserMessage.event(.headsRead(batch.map { .init(entry: $0, head: folder.head(of: $0)) }))
      }
    case .startWatching(let entries):
      let watcher = FolderWatcher(folder: folder, entries: entries, interval: options.watchInterval)
      watching = (watcher, watcher.changes())
      waitForChange(context: context)
    case .acknowledge(let entries):
      watching?.watcher.acknowledge(entries)
    case .waitForChange:
      waitForChange(context: context)
    case .notice(let text):
      notice = text
    case .leaveFilter:
      if !filter.text.isEmpty { filter.replaceText(with: "", at: context.now) }
      isFilterFocused = false
    case .open(let name):
      open(name, context: context)
    case .chooseTags(let note, let remembered):
      chooseTags(of: note, remembered: remembered, context: context)
    }
  }

  /// Waits, in a task, for the watcher's next report.
  private func waitForChange(context: ScreenContext<DocumentBrowser>) {
    guard let changes = watching?.changes else { return }
    context.run {
      for await _ in changes { return BrowserMessage.event(.folderChanged) }
      return BrowserMessage.event(.watchEnded)
    }
  }

  /// The wall-clock time of the frame drawn at the app's time `now`.
  func wallTime(at now: Duration) -> FileTime? {
    state.wallTime(at: now)
  }
}
