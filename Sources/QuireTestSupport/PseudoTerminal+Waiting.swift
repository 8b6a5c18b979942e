#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PseudoTerminal {
  /// Reads whatever the child has written so far, waiting up to `milliseconds` for the first
  /// bytes, and notes the exit status if the child has ended.
  public func drain(milliseconds: Int32 = 0) {
    var entries = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
    for pipe in [outputPipe, errorPipe].compactMap({ $0 }) {
      entries.append(pollfd(fd: pipe, events: Int16(POLLIN), revents: 0))
    }
    _ = poll(&entries, nfds_t(entries.count), milliseconds)
    let bytes = Self.readAll(master)
    output += bytes
    screen.feed(bytes)
    if let outputPipe { appendStandardOutput(Self.readAll(outputPipe)) }
    if let errorPipe { appendStandardError(Self.readAll(errorPipe)) }
    checkStatus(options: WNOHANG)
  }

  /// Waits until `output` contains `expected` (as text), for at most `timeout`. Returns
  /// whether it appeared.
  @discardableResult
  public func waitFor(_ expected: String, timeout: Duration = .seconds(10)) -> Bool {
    waitUntil(timeout: timeout) { $0.text.contains(expected) }
  }

  /// Waits until `condition` holds, draining output meanwhile, for at most `timeout`.
  @discardableResult
  public func waitUntil(timeout: Duration = .seconds(10), _ condition: (PseudoTerminal) -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
      drain(milliseconds: 0)
      if condition(self) { return true }
      if ContinuousClock.now >= deadline { return false }
      drain(milliseconds: 20)
    }
  }

  /// Waits until the child has written nothing for `quiet`, draining output meanwhile, for at
  /// most `timeout`. Returns whether the output settled.
  ///
  /// The quiet span is counted from the call or from the last bytes read, whichever is later,
  /// so output that ended before the call is still waited out for a whole `quiet`.
  @discardableResult
  public func waitUntilQuiet(for quiet: Duration, timeout: Duration = .seconds(10)) -> Bool {
    let start = ContinuousClock.now
    let deadline = start + timeout
    var lastChange = start
    var count = output.count
    while true {
      let now = ContinuousClock.now
      if now - lastChange >= quiet { return true }
      if now >= deadline { return false }
      let wait = min(quiet - (now - lastChange), deadline - now)
      let (seconds, attoseconds) = wait.components
      drain(milliseconds: Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
      if output.count != count {
        count = output.count
        lastChange = ContinuousClock.now
      }
    }
  }

  /// Waits for the child to end, for at most `timeout`, and returns its status (`nil` if it
  /// is still running).
  @discardableResult
  public func waitForExit(timeout: Duration = .seconds(10)) -> ProcessStatus? {
    waitUntil(timeout: timeout) { $0.exitStatus != nil }
    drain(milliseconds: 0)
    return exitStatus
  }

  /// Waits for the child to be stopped by a signal, for at most `timeout`; returns the signal.
  public func waitForStop(timeout: Duration = .seconds(10)) -> Int32? {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      var status: Int32 = 0
      let result = waitpid(processID, &status, WNOHANG | WUNTRACED)
      if result == processID {
        let decoded = ProcessStatus(waitStatus: status)
        if case .stopped(let signal) = decoded { return signal }
        exitStatus = decoded
        return nil
      }
      drain(milliseconds: 20)
    }
    return nil
  }

  private func checkStatus(options: Int32) {
    guard exitStatus == nil else { return }
    var status: Int32 = 0
    guard waitpid(processID, &status, options) == processID else { return }
    let decoded = ProcessStatus(waitStatus: status)
    if case .stopped = decoded { return }
    exitStatus = decoded
  }

  private func appendStandardOutput(_ bytes: [UInt8]) { standardOutput += bytes }
  private func appendStandardError(_ bytes: [UInt8]) { standardError += bytes }

  /// Reads a non-blocking descriptor until it has nothing more right now.
  static func readAll(_ descriptor: Int32) -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        result += buffer.prefix(count)
        continue
      }
      if count < 0 && errno == EINTR { continue }
      return result
    }
  }

  static func setCloseOnExec(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }
}

extension PseudoTerminal {
  /// Whether no process is left in the child's process group (the child, and whatever it
  /// started there, such as the crash reporter's helper). The child leads a session of its
  /// own, so its group's id is its process id.
  public var isProcessGroupGone: Bool {
    kill(-processID, 0) != 0 && errno == ESRCH
  }
}
