import QuireDocuments

/// The document editor's save cycle, as a value: the versions edited and saved, the save in
/// flight and another asked for meanwhile, the failed version the idle save does not try
/// again, and whether the user is leaving. It takes events (an edit, Ctrl-S, the idle timer,
/// a save's end) and returns what the editor is to do (write a version, set the idle timer,
/// ask about a conflict or a failed leave, finish); it never touches a file or a clock.
///
/// What it needs of the file's relation to the disk (a conflict waiting for an answer, the
/// file deleted) comes in the events. A save's end is taken in two steps: `.ended` with its
/// outcome, then, once the editor has brought the disk state up to date (changes noticed
/// during the save), `.settled`, which starts the save asked for meanwhile or finishes a
/// leave.
struct DocumentSaveCycle: Equatable, Sendable {
  /// What the cycle is doing.
  enum State: Equatable, Sendable {
    /// No save runs.
    case idle
    /// A save runs.
    case saving(DocumentSaveRun)
    /// A save has just ended; what was to follow it waits for `.settled`.
    case settling(DocumentSaveRun.Next)
  }

  /// Whether the user asked to leave.
  enum Intent: Hashable, Sendable {
    /// The editor stays open.
    case staying
    /// The editor finishes once the text is saved; what is typed meanwhile waits for the
    /// screen that comes next.
    case leaving
  }

  /// A save that failed, until one succeeds.
  struct Failure: Hashable, Sendable {
    /// Why it failed.
    var error: DocumentError
    /// The version the idle save does not try again: the one that failed, until the user
    /// asks for a save (Ctrl-S, Try again).
    var skipped: Int?
  }

  /// How a save ended, as far as the cycle is concerned.
  enum Outcome: Hashable, Sendable {
    /// The text of its version is on disk.
    case saved
    /// The file changed on disk since it was read: nothing was written (the disk state
    /// takes the conflict).
    case changedOnDisk
    /// It failed.
    case failed(DocumentError)
  }

  /// What happens to the cycle.
  enum Event: Hashable, Sendable {
    /// The text changed, at this time of the app.
    case edited(at: Duration)
    /// The user asked for a save (Ctrl-S); `conflict` says a change on disk waits for an
    /// answer, `deleted` that the file was deleted on disk.
    case saveAsked(conflict: Bool, deleted: Bool)
    /// The idle save's timer fired, at this time.
    case idleSaveDue(at: Duration, conflict: Bool)
    /// The user asked to leave an editable document.
    case leaveAsked(conflict: Bool)
    /// The leave is called off (Stay, the conflict question dismissed, theirs taken).
    case stay
    /// The user asked to try a failed save again as they left.
    case retry(conflict: Bool)
    /// The user chose to write over a change on disk.
    case keepMine
    /// The save of `version` ended.
    case ended(version: Int, Outcome)
    /// The editor took the save's end on the disk side: what followed the save goes on.
    case settled(conflict: Bool)
    /// The file's text was loaded in place of the document's: it is all on disk.
    case reloaded
    /// The text was saved as the app ends, on another thread.
    case savedBeforeEnding
  }

  /// What the editor is to do.
  enum Effect: Equatable, Sendable {
    /// Write the text as it is now, as the run says.
    case write(DocumentSaveRun)
    /// Set the idle save's timer to fire after this long.
    case scheduleIdleSave(after: Duration)
    /// Ask about the change on disk (the disk state knows whether the question is up).
    case askAboutConflict
    /// Ask what to do about a save that failed as the user left.
    case askAboutFailedLeave(DocumentError)
    /// Finish: the text is on disk.
    case finish
  }

  /// How long a pause in the typing is before the idle save; `nil` saves only when asked.
  let idleDelay: Duration?
  /// The versions edited and on disk.
  private(set) var versions = DocumentVersions()
  /// What the cycle is doing.
  private(set) var state = State.idle
  /// Whether the user asked to leave.
  private(set) var intent = Intent.staying
  /// The last save's failure, until one succeeds.
  private(set) var failure: Failure?
  /// Whether a save succeeded while the editor was open: it finishes `.saved`.
  private(set) var hasSaved = false
  /// When the text was last edited (the app's time).
  private(set) var lastEdit = Duration.zero
  /// When the idle save's timer fires, while one is set.
  private(set) var idleTimer: Duration?

  /// A cycle that saves after a pause of `idleDelay`.
  init(idleDelay: Duration?) {
    self.idleDelay = idleDelay
  }

  /// The save running, if any.
  var running: DocumentSaveRun? {
    if case .saving(let run) = state { return run }
    return nil
  }

  /// Whether the user asked to leave.
  var isLeaving: Bool { intent == .leaving }

  /// Takes `event`; returns what the editor is to do, in order.
  mutating func receive(_ event: Event) -> [Effect] {
    switch event {
    case .edited(let now):
      versions.edit += 1
      lastEdit = now
      return scheduleIdleSave(now: now)
    case .saveAsked(let conflict, let deleted):
      failure?.skipped = nil
      guard versions.hasUnsavedEdits || deleted || conflict else { return [] }
      return request(overwriting: false, conflict: conflict)
    case .idleSaveDue(let now, let conflict):
      return idleSaveDue(now: now, conflict: conflict)
    case .leaveAsked(let conflict):
      return leave(conflict: conflict)
    case .stay:
      intent = .staying
      return []
    case .retry(let conflict):
      failure?.skipped = nil
      return request(overwriting: false, conflict: conflict)
    case .keepMine:
      return request(overwriting: true, conflict: true)
    case .ended(let version, let outcome):
      return end(version: version, outcome)
    case .settled(let conflict):
      return settle(conflict: conflict)
    case .reloaded:
      versions.saved = versions.edit
      failure = nil
      return []
    case .savedBeforeEnding:
      versions.saved = versions.edit
      hasSaved = true
      return []
    }
  }

  /// Sets the idle save's timer for `idleDelay` after the last edit, unless one is set.
  private mutating func scheduleIdleSave(now: Duration) -> [Effect] {
    guard let idleDelay, idleTimer == nil else { return [] }
    idleTimer = max(now, lastEdit + idleDelay)
    return [.scheduleIdleSave(after: max(.zero, lastEdit + idleDelay - now))]
  }

  /// Saves the text now: after the save running, if one is; while a change on disk waits
  /// for the user's answer, asks instead, unless the answer was to write over it.
  private mutating func request(overwriting: Bool, conflict: Bool) -> [Effect] {
    if conflict, !overwriting { return [.askAboutConflict] }
    if case .saving(var run) = state {
      run.next = .another
      state = .saving(run)
      return []
    }
    let run = DocumentSaveRun(version: versions.edit, overwrites: overwriting)
    state = .saving(run)
    return [.write(run)]
  }

  /// The idle save's timer: saves if the pause has lasted, else waits for the rest of it. A
  /// save that failed is tried again only after another edit.
  private mutating func idleSaveDue(now: Duration, conflict: Bool) -> [Effect] {
    idleTimer = nil
    guard let idleDelay, versions.hasUnsavedEdits else { return [] }
    if now < lastEdit + idleDelay { return scheduleIdleSave(now: now) }
    guard failure?.skipped != versions.edit, !conflict else { return [] }
    return request(overwriting: false, conflict: false)
  }

  /// Leaves: saves first when there are unsaved edits, else finishes at once; a change on
  /// disk or a save that failed for this very text asks first.
  private mutating func leave(conflict: Bool) -> [Effect] {
    guard versions.hasUnsavedEdits else { return [.finish] }
    intent = .leaving
    if conflict { return [.askAboutConflict] }
    if let failure, running == nil, failure.skipped == versions.edit {
      return [.askAboutFailedLeave(failure.error)]
    }
    return request(overwriting: false, conflict: false)
  }

  /// Takes the outcome of the save of `version`.
  private mutating func end(version: Int, _ outcome: Outcome) -> [Effect] {
    state = .settling(running?.next ?? .nothing)
    switch outcome {
    case .saved:
      versions.saved = version
      failure = nil
      hasSaved = true
      return []
    case .changedOnDisk:
      return []
    case .failed(let error):
      failure = Failure(error: error, skipped: version)
      return isLeaving ? [.askAboutFailedLeave(error)] : []
    }
  }

  /// Goes on after a save's end: the save asked for meanwhile, then a leave that waited for
  /// the text to be on disk.
  private mutating func settle(conflict: Bool) -> [Effect] {
    var effects: [Effect] = []
    if case .settling(let next) = state {
      state = .idle
      if next == .another, versions.hasUnsavedEdits {
        effects += request(overwriting: false, conflict: conflict)
      }
    }
    if isLeaving, running == nil, failure == nil, !conflict {
      effects += versions.hasUnsavedEdits ? request(overwriting: false, conflict: false) : [.finish]
    }
    return effects
  }
}
