/// How a child process ended, or that it is stopped.
public enum ProcessStatus: Equatable, Sendable, CustomStringConvertible {
  /// It exited with this status.
  case exited(Int32)
  /// A signal ended it.
  case signaled(Int32)
  /// A signal stopped it; it can be continued.
  case stopped(Int32)

  /// Decodes a status from `waitpid` (the C macros `WIFEXITED` and friends are not
  /// available to Swift).
  public init(waitStatus status: Int32) {
    let low = status & 0x7F
    if low == 0 {
      self = .exited((status >> 8) & 0xFF)
    } else if (status & 0xFF) == 0x7F {
      self = .stopped((status >> 8) & 0xFF)
    } else {
      self = .signaled(low)
    }
  }

  public var description: String {
    switch self {
    case .exited(let code): "exited with status \(code)"
    case .signaled(let signal): "ended by signal \(signal)"
    case .stopped(let signal): "stopped by signal \(signal)"
    }
  }
}
