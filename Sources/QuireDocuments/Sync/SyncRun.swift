/// One sync of a notes folder with its remote, as a value: commit what is pending, find the
/// remote and branch, fetch, integrate what came, push; a push refused because the other
/// side pushed first is fetched and integrated again, up to `attempts` times. It takes each
/// step's outcome (`Event`) and answers the next step (`Effect`); `NotesSync` carries the
/// steps out with git, and a table test runs them with no git at all.
public struct SyncRun: Sendable {
  /// Where a sync is.
  public enum Phase: Hashable, Sendable {
    case committing
    case findingRemote
    case fetching(attempt: Int)
    case integrating(attempt: Int)
    case pushing(attempt: Int)
    case finished(Result<SyncReport, SyncFailure>)
  }

  /// The remote a folder syncs with, and the branch on both sides.
  public struct Target: Hashable, Sendable {
    public var remote: String
    public var branch: String

    public init(remote: String, branch: String) {
      self.remote = remote
      self.branch = branch
    }

    /// The remote's branch as fetched (`origin/main`).
    public var upstream: String { remote + "/" + branch }
  }

  /// What a push gave.
  public enum PushOutcome: Hashable, Sendable {
    /// The remote took this side's commits.
    case accepted
    /// The remote had every commit already: nothing was sent.
    case upToDate
    /// The remote has commits this side has not integrated: fetch and integrate again.
    case refused
    case failed(SyncFailure)
  }

  /// The outcome of a step.
  public enum Event: Hashable, Sendable {
    /// What was pending was committed (`true`), or there was nothing.
    case committed(Result<Bool, SyncFailure>)
    /// The remote and branch to sync with; `nil` when the folder has no remote.
    case remoteFound(Result<Target?, SyncFailure>)
    /// The remote was fetched: whether it has the branch yet.
    case fetched(Result<Bool, SyncFailure>)
    /// What came was integrated: the notes it changed here and the conflict copies made.
    case integrated(Result<Integration, SyncFailure>)
    case pushed(PushOutcome)
  }

  /// What integrating the remote's branch did here.
  public struct Integration: Hashable, Sendable {
    /// The paths the merge changed, added or deleted in the work tree.
    public var changed: [String]
    /// The conflict copies written beside notes both sides changed.
    public var conflictCopies: [String]

    public init(changed: [String] = [], conflictCopies: [String] = []) {
      self.changed = changed
      self.conflictCopies = conflictCopies
    }
  }

  /// The next step to carry out.
  public enum Effect: Hashable, Sendable {
    case commit
    case findRemote
    case fetch(Target)
    case integrate(Target)
    case push(Target)
    /// The sync is over: report this.
    case finish(Result<SyncReport, SyncFailure>)
  }

  /// How many pushes may be refused before the sync gives up (the remote kept changing).
  public static let attempts = 5

  public private(set) var phase = Phase.committing
  private var report = SyncReport()
  private var target: Target?

  public init() {}

  /// The first step.
  public func start() -> [Effect] { [.commit] }

  /// Takes a step's outcome; answers the next step. An outcome the phase does not wait for
  /// changes nothing.
  public mutating func receive(_ event: Event) -> [Effect] {
    switch (phase, event) {
    case (.committing, .committed(.success(let committed))):
      report.committed = committed
      phase = .findingRemote
      return [.findRemote]
    case (.findingRemote, .remoteFound(.success(let found))):
      guard let found else { return finish(.failure(.noRemote)) }
      target = found
      phase = .fetching(attempt: 1)
      return [.fetch(found)]
    case (.fetching(let attempt), .fetched(.success(let hasBranch))):
      guard let target else { return [] }
      phase = hasBranch ? .integrating(attempt: attempt) : .pushing(attempt: attempt)
      return hasBranch ? [.integrate(target)] : [.push(target)]
    case (.integrating(let attempt), .integrated(.success(let integration))):
      guard let target else { return [] }
      report.changed += integration.changed.filter { !report.changed.contains($0) }
      report.conflictCopies += integration.conflictCopies
      phase = .pushing(attempt: attempt)
      return [.push(target)]
    case (.pushing, .pushed(.accepted)):
      report.sent = true
      return finish(.success(report))
    case (.pushing, .pushed(.upToDate)):
      return finish(.success(report))
    case (.pushing(let attempt), .pushed(.refused)):
      guard let target else { return [] }
      report.refusedPushes += 1
      guard attempt < Self.attempts else { return finish(.failure(.remoteKeptChanging)) }
      phase = .fetching(attempt: attempt + 1)
      return [.fetch(target)]
    case (.pushing, .pushed(.failed(let failure))), (.committing, .committed(.failure(let failure))),
      (.findingRemote, .remoteFound(.failure(let failure))), (.fetching, .fetched(.failure(let failure))),
      (.integrating, .integrated(.failure(let failure))):
      return finish(.failure(failure))
    default:
      return []
    }
  }

  private mutating func finish(_ result: Result<SyncReport, SyncFailure>) -> [Effect] {
    phase = .finished(result)
    return [.finish(result)]
  }
}

/// How a sync ended well.
public struct SyncReport: Sendable, Hashable {
  /// Whether a commit was made of changes not yet committed.
  public var committed = false
  /// The paths the other side's commits changed here.
  public var changed: [String] = []
  /// The conflict copies written beside notes both sides changed.
  public var conflictCopies: [String] = []
  /// How many times the push was refused because the other side pushed first.
  public var refusedPushes = 0
  /// Whether this side's commits went to the remote.
  public var sent = false

  public init(
    committed: Bool = false, changed: [String] = [], conflictCopies: [String] = [], refusedPushes: Int = 0,
    sent: Bool = false
  ) {
    self.committed = committed
    self.sent = sent
    self.changed = changed
    self.conflictCopies = conflictCopies
    self.refusedPushes = refusedPushes
  }
}
