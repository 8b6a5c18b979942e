extension PseudoTerminal {
  /// Waits as `waitUntil(timeout:_:)` does, but gives the thread back between looks (10 ms
  /// apart), so that a test that waits for long does not hold one of the few threads every
  /// test shares, and the asynchronous tests around it keep running (DECISIONS 146).
  @discardableResult
  public func waitingUntil(timeout: Duration = .seconds(10), _ condition: (PseudoTerminal) -> Bool) async
    -> Bool
  {
    let deadline = ContinuousClock.now + timeout
    while true {
      drain(milliseconds: 0)
      if condition(self) { return true }
      if ContinuousClock.now >= deadline { return false }
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Waits as `waitUntilQuiet(for:timeout:)` does (the child wrote nothing for `quiet`),
  /// giving the thread back between looks.
  @discardableResult
  public func waitingUntilQuiet(for quiet: Duration, timeout: Duration = .seconds(10)) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    var lastChange = ContinuousClock.now
    var count = output.count
    while true {
      drain(milliseconds: 0)
      if output.count != count {
        count = output.count
        lastChange = ContinuousClock.now
      }
      let now = ContinuousClock.now
      if now - lastChange >= quiet { return true }
      if now >= deadline { return false }
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Waits for the child to end, as `waitForExit(timeout:)` does, giving the thread back
  /// between looks; returns its status (`nil` if it is still running).
  @discardableResult
  public func waitingForExit(timeout: Duration = .seconds(10)) async -> ProcessStatus? {
    await waitingUntil(timeout: timeout) { $0.exitStatus != nil }
    drain(milliseconds: 0)
    return exitStatus
  }
}
