#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the runtime and the components read the time: undo grouping, timers, idle saves and
/// animations. Time is a `Duration` since an origin the source picks.
///
/// The runtime reads no clock of its own: `SystemTime` in programs, `ManualTime` in tests,
/// which move time only when told.
public protocol TimeSource: Sendable {
  /// The time now, since the source's origin.
  var now: Duration { get }
  /// Returns once `deadline` (since the origin) has come, or throws `CancellationError` when
  /// the task is cancelled first.
  func sleep(until deadline: Duration) async throws
}

/// The system's monotonic clock, from the moment the source was made.
public struct SystemTime: TimeSource {
  let origin: ContinuousClock.Instant

  /// Time starting now.
  public init() { origin = ContinuousClock.now }

  public var now: Duration { ContinuousClock.now - origin }

  public func sleep(until deadline: Duration) async throws {
    try await Task.sleep(until: origin + deadline, clock: .continuous)
  }
}
