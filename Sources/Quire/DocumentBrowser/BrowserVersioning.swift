import QuireDocuments

/// Whether the browser's notes are kept in git, and where their commits and syncs are: a
/// value of the browser's state. One git job runs at a time (two would fight over git's
/// index lock), and what is asked meanwhile runs after it. A note edited while the browser
/// is under the editor is committed once the folder has been quiet for a while (each change
/// the watcher reports starts the wait again); leaving the note, a rename, a tag change, a
/// delete and a description commit at once. It reads no clock: a wait is numbered, and only
/// the latest one's wake commits.
public enum BrowserVersioning: Hashable, Sendable {
  /// Not known yet: the browser has not appeared.
  case unknown
  /// Git is being asked.
  case asking
  /// No git on `PATH`, or the folder is not a work tree: nothing of this shows.
  case off
  /// Kept in git.
  case on(Versioned)

  /// What is under way in a folder kept in git.
  public struct Versioned: Hashable, Sendable {
    /// The git job running, and what is asked after it.
    public var job = Job.idle
    /// Where the syncs are, for the header.
    public var sync = Sync.never
    /// Whether changes wait for quiet to be committed.
    public var quiet = Quiet.settled
    /// How many waits for quiet began: each new one is numbered past the others.
    public var waitsBegun = 0

    /// Nothing under way: no job, no sync yet, nothing waiting for quiet.
    public init() {}
  }

  /// Whether changes the browser did not make wait to be committed.
  public enum Quiet: Hashable, Sendable {
    /// Nothing waits.
    case settled
    /// Changes wait; the wake of wait `generation` commits them (an older wake is stale).
    case waiting(generation: Int)
  }

  /// The git job running.
  public enum Job: Hashable, Sendable {
    /// No git job runs.
    case idle
    /// A commit runs; `then` runs after it.
    case committing(then: Next)
    /// A sync runs; `then` runs after it.
    case syncing(then: Next)
  }

  /// What runs once the job ends.
  public enum Next: Comparable, Hashable, Sendable {
    /// Nothing runs after it.
    case nothing
    /// A commit runs after it.
    case commit
    /// A sync runs after it (asked with a commit, the sync is kept).
    case sync
  }

  /// Where the syncs are, as the header shows them.
  public enum Sync: Hashable, Sendable {
    /// None since the browser appeared.
    case never
    /// A sync runs; how the one before ended, if any.
    case syncing(last: Ended?)
    /// The last sync ended.
    case ended(Ended)
  }

  /// How a sync ended, and when (the wall clock).
  public enum Ended: Hashable, Sendable {
    /// It went through, at `at`.
    case synced(at: FileTime)
    /// It failed for the reason given, at `at`.
    case failed(SyncFailure, at: FileTime)
  }

  /// Whether the notes are kept in git.
  public var isOn: Bool {
    if case .on = self { return true }
    return false
  }
}

extension BrowserState {
  /// Takes the events of keeping the notes in git.
  mutating func receiveVersioningEvent(_ event: BrowserEvent) -> [BrowserEffect] {
    switch event {
    case .versioningFound(let kept):
      versioning = kept ? .on(BrowserVersioning.Versioned()) : .off
      return []
    case .syncRequested:
      return ask(.sync)
    case .commitWoke(let generation):
      guard case .on(var versioned) = versioning, versioned.quiet == .waiting(generation: generation) else {
        return []
      }
      versioned.quiet = .settled
      versioning = .on(versioned)
      return ask(.commit)
    case .committed(let result):
      guard case .on(var versioned) = versioning, case .committing(let next) = versioned.job else {
        return []
      }
      versioned.job = .idle
      versioning = .on(versioned)
      let failure: [BrowserEffect] = result.failure.map { [.notice($0.description)] } ?? []
      return failure + ask(next)
    case .synced(let result, let wallClock):
      guard case .on(var versioned) = versioning, case .syncing(let next) = versioned.job else { return [] }
      versioned.job = .idle
      switch result {
      case .success(let report):
        versioned.sync = .ended(.synced(at: wallClock))
        versioning = .on(versioned)
        // What came shows at once, not at the watcher's next look.
        let listing = report.changed.isEmpty ? [] : listFolder()
        let copies =
          report.conflictCopies.isEmpty ? [] : [BrowserEffect.reportConflictCopies(report.conflictCopies)]
        return listing + copies + ask(next)
      case .failure(let failure):
        versioned.sync = .ended(.failed(failure, at: wallClock))
        versioning = .on(versioned)
        return ask(next)
      }
    default:
      return []
    }
  }

  /// The notes changed where the browser did not change them (an editor's save, another
  /// program): a commit once they are quiet.
  mutating func notesChanged() -> [BrowserEffect] {
    guard case .on(var versioned) = versioning else { return [] }
    versioned.waitsBegun += 1
    versioned.quiet = .waiting(generation: versioned.waitsBegun)
    versioning = .on(versioned)
    return [.wakeForCommit(generation: versioned.waitsBegun)]
  }

  /// The browser changed a note (or an editor of one was left): a commit now.
  mutating func notesCommitted() -> [BrowserEffect] {
    guard case .on(var versioned) = versioning else { return [] }
    // What a wait would have committed goes in this commit.
    versioned.quiet = .settled
    versioning = .on(versioned)
    return ask(.commit)
  }

  /// Runs `job` now when no git job runs; else after the one that does (a sync commits too,
  /// so it stands for a commit asked meanwhile).
  private mutating func ask(_ job: BrowserVersioning.Next) -> [BrowserEffect] {
    guard case .on(var versioned) = versioning, job != .nothing else { return [] }
    var effects: [BrowserEffect] = []
    switch versioned.job {
    case .idle where job == .sync:
      versioned.job = .syncing(then: .nothing)
      versioned.sync = .syncing(last: versioned.sync.lastEnded)
      effects = [.sync]
    case .idle:
      versioned.job = .committing(then: .nothing)
      effects = [.commit]
    case .committing(let next):
      versioned.job = .committing(then: max(next, job))
    case .syncing(let next):
      versioned.job = .syncing(then: max(next, job))
    }
    versioning = .on(versioned)
    return effects
  }
}

extension BrowserVersioning.Sync {
  /// How the last sync that ended ended.
  var lastEnded: BrowserVersioning.Ended? {
    switch self {
    case .never: nil
    case .syncing(let last): last
    case .ended(let ended): ended
    }
  }
}

extension Result {
  /// The failure, if it is one.
  var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
