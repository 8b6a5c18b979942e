import QuireDocuments

/// The document editor's file as it stands on disk, as a value: its identity as last read
/// or written, whether it was deleted or changed under unsaved edits (and whether the
/// question about that is on screen), the reading of it again that runs (`DocumentReload`),
/// and the changes noticed while a save of the editor's ran. It takes events (a change the
/// watcher noticed, a save's or a reload's end, the user's answer) and returns what the
/// editor is to do (read the file again, ask about the conflict, load the text read, tell
/// the watcher, save over it, save a copy); it never touches a file or a clock.
///
/// What it needs of the text (unsaved edits, a save running) comes in the events.
struct DocumentDiskState: Hashable, Sendable {
  /// How the file on disk stands to the text.
  enum State: Hashable, Sendable {
    /// The file is as last read or written (or a change to it is being read again).
    case inStep
    /// The file was deleted on disk since it was read: the next save writes it again.
    case deleted
    /// The file changed on disk under unsaved edits; no save writes over it unless the
    /// user says so.
    case conflict(FileChange)
    /// As `conflict`, with the question on screen.
    case asking(FileChange)
  }

  /// How a save of the editor's ended, as far as the disk is concerned.
  enum SaveOutcome: Hashable, Sendable {
    /// The file is now `identity`.
    case saved(FileIdentity)
    /// Nothing was written: the file changed on disk since it was read.
    case changedOnDisk(FileChange)
    /// It failed otherwise; the file is as it was.
    case failed
  }

  /// What happens to the file.
  enum Event: Hashable, Sendable {
    /// The file was loaded as `identity` (`nil` for a new file).
    case loaded(FileIdentity?)
    /// The watcher noticed a change; `unsaved` says the text has edits not on disk,
    /// `saving` that a save of the editor's runs.
    case noticed(FileChangeNotice, unsaved: Bool, saving: Bool)
    /// A save of the editor's ended; `overwrote` says it wrote over a change on disk.
    case saveEnded(SaveOutcome, overwrote: Bool, unsaved: Bool)
    /// The file read again: as `identity`, or failing.
    case reloaded(Result<FileIdentity?, DocumentError>, unsaved: Bool)
    /// The editor wants the question about the conflict asked (a save or a leave met it).
    case askAboutConflict
    /// The user answered the question (`nil`: Esc).
    case answered(ConflictAnswer?)
    /// The conflict copy was saved at its path, or not.
    case copySaved(Result<String, DocumentError>)
    /// The text was saved as the app ends, as `identity`.
    case savedBeforeEnding(FileIdentity)
  }

  /// What the editor is to do.
  enum Effect: Hashable, Sendable {
    /// Read the file again.
    case reload
    /// Put the question about the change on disk on screen.
    case askAboutConflict
    /// Tell the watcher the file is now `identity` (the editor's own change).
    case acknowledge(FileIdentity?)
    /// Put the text read in place of the document's, as saved; then say so: that it was
    /// reloaded, or that a conflict copy was saved at `copy` first.
    case takeText(copy: String?)
    /// Say the file was deleted on disk.
    case showDeleted
    /// Say the file could not be read again, or the conflict copy not saved.
    case report(DocumentError)
    /// Save the text over the change on disk.
    case saveOverwriting
    /// Save the text as a conflict copy beside the file.
    case saveCopy
    /// Call off a leave the question interrupted.
    case stay
  }

  /// The file as last read or written, `nil` for one not on disk.
  private(set) var identity: FileIdentity?
  /// How the file on disk stands to the text.
  private(set) var state = State.inStep
  /// The reading of the file again, while it runs.
  private(set) var reload = DocumentReload.idle
  /// Changes noticed while a save ran, looked at once it is done.
  private(set) var noticedDuringSave: [FileChangeNotice] = []

  /// Whether a change on disk waits for the user's answer.
  var hasConflict: Bool {
    switch state {
    case .conflict, .asking: return true
    case .inStep, .deleted: return false
    }
  }

  /// Whether the file was deleted on disk since it was read.
  var isDeleted: Bool { state == .deleted }

  /// The identity a save expects to find on disk: none when it writes over a change the
  /// user chose to overwrite, or writes a deleted file again.
  func expectedIdentity(overwriting: Bool) -> FileIdentity? {
    overwriting || isDeleted ? nil : identity
  }

  /// Takes `event`; returns what the editor is to do, in order.
  mutating func receive(_ event: Event) -> [Effect] {
    switch event {
    case .loaded(let identity):
      self.identity = identity
      return []
    case .noticed(let notice, let unsaved, let saving):
      guard notice.change != .unchanged else { return [] }
      if saving {
        noticedDuringSave.append(notice)
        return []
      }
      return take(notice, unsaved: unsaved)
    case .saveEnded(let outcome, let overwrote, let unsaved):
      return saveEnded(outcome, overwrote: overwrote, unsaved: unsaved)
    case .reloaded(let outcome, let unsaved):
      return reloaded(outcome, unsaved: unsaved)
    case .askAboutConflict:
      guard case .conflict(let change) = state else { return [] }
      state = .asking(change)
      return [.askAboutConflict]
    case .answered(let answer):
      if case .asking(let change) = state { state = .conflict(change) }
      switch answer {
      case .keepMine: return [.saveOverwriting]
      case .takeTheirs: return read(for: .takingTheirs(copy: nil))
      case .saveCopy: return [.saveCopy]
      case nil: return [.stay]
      }
    case .copySaved(.success(let copy)):
      return read(for: .takingTheirs(copy: copy))
    case .copySaved(.failure(let error)):
      return [.stay, .report(error)]
    case .savedBeforeEnding(let identity):
      self.identity = identity
      return []
    }
  }

  /// A change noticed, no save running: the editor's own is ignored. Deleted: marked, the
  /// next save writes the file again. Changed with no unsaved edits: read again; with
  /// unsaved edits: the user is asked.
  private mutating func take(_ notice: FileChangeNotice, unsaved: Bool) -> [Effect] {
    if let noticed = notice.identity, noticed == identity { return [] }
    switch notice.change {
    case .unchanged:
      return []
    case .deleted:
      identity = nil
      switch state {
      case .deleted: return []
      case .inStep: state = .deleted
      case .conflict, .asking: break
      }
      return [.showDeleted]
    case .changed, .replaced:
      guard unsaved else {
        if state == .deleted { state = .inStep }
        return read(for: .following)
      }
      return conflict(notice.change)
    }
  }

  /// A change on disk under unsaved edits: the user is asked, unless the question is up.
  private mutating func conflict(_ change: FileChange) -> [Effect] {
    if case .asking = state {
      state = .asking(change)
      return []
    }
    state = .asking(change)
    return [.askAboutConflict]
  }

  /// Reads the file again for `purpose`: taking theirs replaces unsaved edits too,
  /// following a change does not. The user's answer given while a reload runs applies to
  /// the text it reads.
  private mutating func read(for purpose: DocumentReload) -> [Effect] {
    let wasRunning = reload.isRunning
    if purpose.replacesEdits || !wasRunning { reload = purpose }
    return wasRunning ? [] : [.reload]
  }

  /// Takes the end of a save of the editor's, then the changes noticed while it ran.
  private mutating func saveEnded(_ outcome: SaveOutcome, overwrote: Bool, unsaved: Bool) -> [Effect] {
    var effects: [Effect] = []
    switch outcome {
    case .saved(let saved):
      identity = saved
      effects.append(.acknowledge(saved))
      if overwrote || !hasConflict { state = .inStep }
    case .changedOnDisk(let change):
      effects += conflict(change)
    case .failed:
      break
    }
    let noticed = noticedDuringSave
    noticedDuringSave.removeAll()
    for notice in noticed where notice.change != .unchanged {
      effects += take(notice, unsaved: unsaved)
    }
    return effects
  }

  /// Takes the file read again: it is loaded in place of the text, unless edits were typed
  /// while it was read to follow a change (then the user decides). Taking theirs ends a
  /// leave the question interrupted, so the user sees their text.
  private mutating func reloaded(_ outcome: Result<FileIdentity?, DocumentError>, unsaved: Bool) -> [Effect] {
    let finished = reload
    reload = .idle
    var effects: [Effect] = finished.replacesEdits ? [.stay] : []
    switch outcome {
    case .failure(let error):
      effects.append(.report(error))
    case .success where unsaved && !finished.replacesEdits:
      effects += conflict(.changed)
    case .success(let read):
      identity = read
      state = .inStep
      var copy: String?
      if case .takingTheirs(let saved) = finished { copy = saved }
      effects += [.acknowledge(read), .takeText(copy: copy)]
    }
    return effects
  }
}
