import Dispatch
import Synchronization

/// How a save running on another thread ended, to wait for with a limit: a program that
/// ends saves its text last, and a hung disk must not hold its exit forever
/// (`SafeSave.start`).
public final class SaveTicket: Sendable {
  private let outcome = Mutex<Result<SaveResult, DocumentError>?>(nil)
  private let done = DispatchSemaphore(value: 0)

  public init() {}

  /// Records how the save ended and wakes whoever waits; only the first outcome counts.
  public func finish(_ result: Result<SaveResult, DocumentError>) {
    let isFirst = outcome.withLock { known in
      guard known == nil else { return false }
      known = result
      return true
    }
    if isFirst { done.signal() }
  }

  /// How the save ended, if it has.
  public var result: Result<SaveResult, DocumentError>? { outcome.withLock { $0 } }

  /// How the save ended, waiting for it until `deadline` at most; `nil` when it has not
  /// ended by then.
  public func wait(until deadline: ContinuousClock.Instant) -> Result<SaveResult, DocumentError>? {
    if let known = result { return known }
    let left = max(.zero, deadline - .now).components
    let nanoseconds = left.seconds * 1_000_000_000 + left.attoseconds / 1_000_000_000
    if done.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success {
      // Left signalled for the next one who waits.
      done.signal()
    }
    return result
  }

  /// How the save ended, waiting for it as long as it takes.
  func wait() -> Result<SaveResult, DocumentError> {
    while true {
      if let known = wait(until: .now + .seconds(3600)) { return known }
    }
  }
}
