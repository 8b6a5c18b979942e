import QuireDocuments

/// The document editor's recovery copy, as a value: the version of the text it holds, the
/// write or removal running, a removal waiting for the write, and when the next write is
/// due. It takes events (an edit, the timer, a write's or a removal's end, the text saved)
/// and returns what the editor is to do (set the timer, write the copy, remove it, report a
/// failure); it never touches a file or a clock. The versions of the text come in the
/// events, from the save cycle (`DocumentSaveCycle.versions`).
///
/// A copy is written `delay` after the first edit it does not hold, one write at a time;
/// once the text is on disk it is removed, after the write running.
struct DocumentRecoveryCopy: Hashable, Sendable {
  /// What runs on the copy.
  enum State: Hashable, Sendable {
    /// Nothing runs.
    case idle
    /// The text of `version` is being written; `then` says whether the copy is to be
    /// removed once it is (the text reached the disk meanwhile).
    case writing(version: Int, then: AfterWrite)
    /// The copy is being removed.
    case removing
  }

  /// What follows a write.
  enum AfterWrite: Hashable, Sendable {
    /// The copy is written again when more edits wait.
    case keeping
    /// The copy is removed: the text is on disk.
    case removing
  }

  /// What happens to the copy.
  enum Event: Hashable, Sendable {
    /// The text changed, at this time of the app.
    case edited(DocumentVersions, at: Duration)
    /// The timer fired, at this time.
    case due(DocumentVersions, at: Duration)
    /// The write of `version` ended: at `path`, or failing.
    case written(version: Int, Result<String, DocumentError>, DocumentVersions, at: Duration)
    /// The removal ended, failing with the error if there is one.
    case removed(DocumentError?, DocumentVersions, at: Duration)
    /// A save of the text of `version` succeeded.
    case saved(version: Int, DocumentVersions)
    /// The file's text was loaded in place of the document's.
    case reloaded(DocumentVersions)
    /// The copy at `path` was put in place of the text, which is now `version`.
    case restored(path: String, version: Int)
    /// The copy at `path` was written now, on this thread, with the text of `version`.
    case keptNow(path: String, version: Int)
    /// The user chose to discard the copy at `path`, offered as the document opened.
    case discard(path: String)
    /// The copy was removed now, on this thread.
    case removedNow
  }

  /// What the editor is to do.
  enum Effect: Hashable, Sendable {
    /// Set the timer to fire after this long.
    case schedule(after: Duration)
    /// Write the text as it is now (it is `version`) to the copy.
    case write(version: Int)
    /// Remove the copy.
    case remove
    /// Tell the user the copy could not be written or removed.
    case report(DocumentError)
  }

  /// How long an unsaved edit waits before it is written to the copy; `nil` when the
  /// editor keeps no copies.
  let delay: Duration?
  /// What runs on the copy.
  private(set) var state = State.idle
  /// The copy written while open, if any.
  private(set) var path: String?
  /// The version whose text is in the copy (or on disk).
  private(set) var keptVersion = 0
  /// When the first edit not yet in the copy was made.
  private(set) var firstUnkeptEdit: Duration?
  /// When the timer fires, while one is set.
  private(set) var timer: Duration?

  /// A copy written `delay` after an unsaved edit; `nil` keeps none.
  init(delay: Duration?) {
    self.delay = delay
  }

  /// Whether the app, ending now with `versions` unsaved, has to write the copy first.
  func needsKeeping(_ versions: DocumentVersions) -> Bool {
    versions.hasUnsavedEdits && (keptVersion != versions.edit || path == nil)
  }

  /// Takes `event`; returns what the editor is to do, in order.
  mutating func receive(_ event: Event) -> [Effect] {
    switch event {
    case .edited(_, let now):
      if firstUnkeptEdit == nil { firstUnkeptEdit = now }
      return schedule(now: now)
    case .due(let versions, let now):
      timer = nil
      guard let first = firstUnkeptEdit, let delay, versions.hasUnsavedEdits, keptVersion != versions.edit
      else { return [] }
      if now < first + delay { return schedule(now: now) }
      return write(versions.edit)
    case .written(let version, let outcome, let versions, let now):
      return written(version: version, outcome, versions, now: now)
    case .removed(let error, let versions, let now):
      state = .idle
      var effects: [Effect] = []
      if let error { effects.append(.report(error)) } else { path = nil }
      if versions.hasUnsavedEdits, firstUnkeptEdit != nil { effects += schedule(now: now) }
      return effects
    case .saved(let version, let versions):
      keptVersion = max(keptVersion, version)
      guard !versions.hasUnsavedEdits else { return [] }
      firstUnkeptEdit = nil
      return remove()
    case .reloaded(let versions):
      keptVersion = versions.edit
      firstUnkeptEdit = nil
      return remove()
    case .restored(let path, let version):
      self.path = path
      keptVersion = version
      firstUnkeptEdit = nil
      return []
    case .keptNow(let path, let version):
      self.path = path
      keptVersion = version
      return []
    case .discard(let path):
      self.path = path
      return remove()
    case .removedNow:
      path = nil
      return []
    }
  }

  /// Sets the timer for `delay` after the first edit not kept, unless one is set.
  private mutating func schedule(now: Duration) -> [Effect] {
    guard let delay, timer == nil, let first = firstUnkeptEdit else { return [] }
    timer = max(now, first + delay)
    return [.schedule(after: max(.zero, first + delay - now))]
  }

  /// Writes the text of `version`, unless the copy is busy (the edits wait for the next
  /// write).
  private mutating func write(_ version: Int) -> [Effect] {
    guard state == .idle else { return [] }
    state = .writing(version: version, then: .keeping)
    firstUnkeptEdit = nil
    return [.write(version: version)]
  }

  /// Takes the end of a write: the copy is removed when the text reached the disk
  /// meanwhile, else the next write is scheduled.
  private mutating func written(
    version: Int, _ outcome: Result<String, DocumentError>, _ versions: DocumentVersions, now: Duration
  ) -> [Effect] {
    let then: AfterWrite
    if case .writing(_, let after) = state { then = after } else { then = .keeping }
    state = .idle
    var effects: [Effect] = []
    switch outcome {
    case .success(let written):
      keptVersion = max(keptVersion, version)
      path = written
    case .failure(let error):
      effects.append(.report(error))
    }
    if then == .removing || !versions.hasUnsavedEdits {
      effects += remove()
    } else {
      effects += schedule(now: now)
    }
    return effects
  }

  /// Removes the copy (the text is on disk), after the write running; once, while one
  /// removal runs.
  private mutating func remove() -> [Effect] {
    guard path != nil, delay != nil else { return [] }
    switch state {
    case .writing(let version, _):
      state = .writing(version: version, then: .removing)
      return []
    case .removing:
      return []
    case .idle:
      state = .removing
      return [.remove]
    }
  }
}
