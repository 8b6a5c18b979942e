#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a descriptor (standard input, or the terminal opened for plain answers) for a
/// program that asks in plain lines, without a `TerminalSession`: each read waits with
/// `poll`, so a deadline can end it, and on a terminal typing can be hidden (echo off through
/// the terminal's settings, guarded by `SignalGuard` like a session's, so no signal leaves
/// the terminal silent).
public struct DescriptorReader {
  /// The descriptor read.
  public let descriptor: Int32
  /// Whether it is a terminal (a person types at it).
  public let isTerminal: Bool
  /// The settings found before typing was hidden; `nil` while it is shown.
  private var saved: termios?

  /// A reader of `descriptor` (standard input by default).
  public init(descriptor: Int32 = 0) {
    self.descriptor = descriptor
    isTerminal = isatty(descriptor) == 1
  }

  /// What one read brought.
  public enum Read: Equatable, Sendable {
    /// Some bytes (never empty).
    case bytes([UInt8])
    /// The end of input (a terminal hung up is its end too).
    case end
    /// The deadline passed first.
    case timedOut
    /// The descriptor is not open.
    case closed
    /// Reading failed with this error number.
    case failed(errorNumber: Int32)
  }

  /// The next bytes, waiting at most until `deadline` (forever when `nil`).
  public mutating func read(until deadline: ContinuousClock.Instant?) -> Read {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      var wait: Int32 = -1
      if let deadline {
        guard let left = TerminalSession.milliseconds(until: deadline) else { return .timedOut }
        wait = Int32(clamping: left)
      }
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, wait)
      if ready < 0 {
        if errno == EINTR { continue }
        return .failed(errorNumber: errno)
      }
      if ready == 0 { continue }
      if entry.revents & Int16(POLLNVAL) != 0 { return .closed }
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count > 0 { return .bytes(Array(buffer.prefix(count))) }
      if count == 0 { return .end }
      let number = errno
      if number == EINTR || number == EAGAIN { continue }
      if number == EIO { return .end }
      return .failed(errorNumber: number)
    }
  }

  /// Turns echo off on a terminal but keeps the line break echoed (`ECHONL`), so Enter still
  /// moves to a new line; returns whether it did. Until `showTyping()`, a signal that ends the
  /// process turns echo back on first, and one that stops it turns echo on while stopped
  /// (`SignalGuard.guardSettings`).
  public mutating func hideTyping() -> Bool {
    guard isTerminal, saved == nil else { return false }
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { return false }
    var quiet = settings
    quiet.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK)
    quiet.c_lflag |= tcflag_t(ECHONL)
    guard SignalGuard.guardSettings(terminal: descriptor, saved: settings, taken: quiet) else { return false }
    guard tcsetattr(descriptor, TCSADRAIN, &quiet) == 0 else {
      SignalGuard.releaseSettings()
      return false
    }
    saved = settings
    return true
  }

  /// Shows what is typed again, as it was before `hideTyping()`.
  public mutating func showTyping() {
    guard var settings = saved else { return }
    _ = tcsetattr(descriptor, TCSADRAIN, &settings)
    SignalGuard.releaseSettings()
    saved = nil
  }
}

private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}
