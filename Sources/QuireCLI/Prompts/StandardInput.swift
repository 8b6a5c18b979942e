#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input as a `PromptInput`: reads wait with `poll`, so a deadline can end them, and
/// on a terminal typing can be hidden (echo off through termios, always given back). Another
/// descriptor can stand in for standard input (the terminal, when standard input brought
/// `quire choose` its options).
struct StandardInput: PromptInput {
  /// The descriptor read: 0, unless another was given.
  let descriptor: Int32
  let isTerminal: Bool
  private var saved: termios?

  init(descriptor: Int32 = 0) {
    self.descriptor = descriptor
    isTerminal = isatty(descriptor) == 1
  }

  mutating func read(until deadline: ContinuousClock.Instant?) -> PromptRead {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      var wait: Int32 = -1
      if let deadline {
        let left = deadline - ContinuousClock.now
        if left <= .zero { return .timedOut }
        let (seconds, attoseconds) = left.components
        wait = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
      }
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, wait)
      if ready < 0 {
        if errno == EINTR { continue }
        return .failed("cannot read standard input (\(ErrorNumber.message(errno)))")
      }
      if ready == 0 { continue }
      if entry.revents & Int16(POLLNVAL) != 0 { return .failed("cannot read standard input: it is closed") }
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count > 0 { return .bytes(Array(buffer.prefix(count))) }
      if count == 0 { return .end }
      let number = errno
      if number == EINTR || number == EAGAIN { continue }
      if number == EIO { return .end }
      return .failed("cannot read standard input (\(ErrorNumber.message(number)))")
    }
  }

  /// Turns echo off but keeps the line break echoed (`ECHONL`), so Enter still moves to a new
  /// line; a signal that ends or stops `quire` meanwhile turns echo back on first.
  mutating func hideTyping() -> Bool {
    guard isTerminal, saved == nil else { return false }
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { return false }
    var quiet = settings
    quiet.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK)
    quiet.c_lflag |= tcflag_t(ECHONL)
    PromptSignals.protectEcho(descriptor: descriptor, saved: settings, quiet: quiet)
    guard tcsetattr(descriptor, TCSADRAIN, &quiet) == 0 else {
      PromptSignals.echoGivenBack()
      return false
    }
    saved = settings
    return true
  }

  mutating func showTyping() {
    guard var settings = saved else { return }
    _ = tcsetattr(descriptor, TCSADRAIN, &settings)
    PromptSignals.echoGivenBack()
    saved = nil
  }
}

private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}
