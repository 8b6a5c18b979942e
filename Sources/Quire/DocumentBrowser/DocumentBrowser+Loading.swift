extension DocumentBrowser {
  /// How often the ages are drawn again.
  static let tickInterval: Duration = .seconds(30)

  /// Lists the folder, as soon as the browser is pushed, and keeps the ages current.
  public func didAppear(context: ScreenContext<DocumentBrowser>) {
    take(.appeared, context: context)
    context.send(.tick, after: Self.tickInterval)
    if opensTodayOnAppear {
      opensTodayOnAppear = false
      take(.todayRequested, context: context)
    }
  }

  /// Takes what its tasks and timers send: the ticks itself, everything else through its
  /// state.
  public func receive(_ message: BrowserMessage, context: ScreenContext<DocumentBrowser>) {
    switch message {
    case .listed(let result):
      take(.listed(result, wallClock: options.wallClock(), now: context.now), context: context)
    case .storedListing(let entries):
      take(.storedListingRead(entries, wallClock: options.wallClock(), now: context.now), context: context)
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
    // Listings are sorted on their task's thread, in the order the list has as they start;
    // the list sorts again only what is not in its order when it comes.
    let order = state.list.sort
    switch effect {
    case .list:
      context.run {
        BrowserMessage.listed(
          Swift.Result { () throws(FolderError) in NoteListing(try folder.list(), sort: order) })
      }
    case .readHeads(let batch):
      let index = index
      context.run {
        // What the index holds of files unchanged since it read them; the rest from the files.
        let known = await BlockingWork.run { index?.heads(of: batch) ?? [:] }
        return BrowserMessage.event(
          .headsRead(
            batch.enumerated().map { position, entry in
              .init(entry: entry, head: known[position] ?? folder.head(of: entry))
            }))
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
    case .openSelected(let find):
      openSelected(find: find, context: context)
    case .create(let query):
      create(named: query, context: context)
    case .readStoredListing, .updateIndex, .search, .reindex:
      carryOutIndexing(effect, context: context)
    case .openToday, .prepareNote, .chooseTemplate, .createNote:
      carryOutNoteMaking(effect, context: context)
    case .countTags, .showTags, .setFilter, .renameTag, .reportTagRename:
      carryOutTags(effect, context: context)
    case .findLinkingNotes, .offerLinkUpdate, .renameLinks, .reportLinkRename:
      carryOutLinkRename(effect, context: context)
    case .findVersioning, .commit, .sync, .wakeForCommit, .reportConflictCopies:
      carryOutVersioning(effect, context: context)
    }
  }

  /// Runs the note index's work, each on a thread of its own, its outcome sent back as an
  /// event: the update with its progress, a search (excerpts for the first rows, as wide as
  /// a row), the files a listing found changed.
  private func carryOutIndexing(_ effect: BrowserEffect, context: ScreenContext<DocumentBrowser>) {
    guard let index else { return }
    switch effect {
    case .readStoredListing:
      let order = state.list.sort
      context.run {
        BrowserMessage.storedListing(
          await BlockingWork.run { index.storedEntries().map { NoteListing($0, sort: order) } })
      }
    case .updateIndex(let listing):
      context.run(reporting: { report in
        _ = await BlockingWork.run { index.update(listing: listing) { report(.event(.indexProgress($0))) } }
        return BrowserMessage.event(.indexUpdated(notice: index.notice?.description))
      })
    case .search(let query):
      let width = max(20, context.area.columns - NoteRows.previewColumn - Self.margin)
      let excerpts = Self.excerptsPerSearch
      // The results are placed among the notes on the search's thread, so the frame that
      // shows them neither looks up names nor frees the results.
      let placement = state.list.placement
      context.run {
        let found = await BlockingWork.run {
          placement.place(index.search(NoteQuery(query), excerpts: excerpts, excerptWidth: width))
        }
        return BrowserMessage.event(.searched(query: query, found))
      }
    case .reindex(let names):
      context.run {
        await BlockingWork.run { for name in names { index.update(name: name) } }
        return BrowserMessage.event(.reindexed)
      }
    default:
      break
    }
  }

  /// How many results of a search come with their excerpt: more than a tall terminal shows.
  static let excerptsPerSearch = 60

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
