import Synchronization

/// Time that moves only when told (`advance(by:)`), for tests: timers, idle saves, undo
/// grouping and animations become exact and instant.
public final class ManualTime: TimeSource {
  struct State {
    var now: Duration = .zero
    var sleepers: [(deadline: Duration, continuation: CheckedContinuation<Void, any Error>, id: Int)] = []
    var nextID = 0
  }

  let state = Mutex(State())

  /// Time starting at `start`.
  public init(start: Duration = .zero) {
    state.withLock { $0.now = start }
  }

  public var now: Duration { state.withLock { $0.now } }

  /// Moves time on by `duration`, waking every sleeper whose deadline has come, earliest first.
  public func advance(by duration: Duration) {
    let woken = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
      state.now += duration
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= now }
      return due.map(\.continuation)
    }
    for continuation in woken { continuation.resume() }
  }

  /// How many tasks are sleeping on this time now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  public func sleep(until deadline: Duration) async throws {
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow = state.withLock { state -> Bool in
          if state.now >= deadline { return true }
          if Task.isCancelled { return true }
          state.sleepers.append((deadline, continuation, id))
          return false
        }
        if resumeNow { continuation.resume() }
      }
      try Task.checkCancellation()
    } onCancel: {
      let cancelled = state.withLock { state -> CheckedContinuation<Void, any Error>? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index).continuation
      }
      cancelled?.resume(throwing: CancellationError())
    }
  }
}
