import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the signal handlers need to give the terminal back, kept in static storage set up
/// before any handler is installed, so that a handler only loads values and calls `write`
/// and `tcsetattr`.
///
/// Termination signals (SIGTERM, SIGHUP, SIGQUIT, SIGINT sent by `kill`) and fatal ones
/// (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE) restore the terminal, put back the
/// action that was there before, and raise the signal again so the exit status tells what
/// happened. SIGTSTP restores the terminal and stops the process; SIGCONT and SIGWINCH only
/// write a byte to the session's wake pipe, and the event loop does the rest.
enum SignalGuard {
  /// The signals that end the process after the terminal is given back.
  static let terminating: [Int32] = [
    SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE,
  ]
  /// The byte written to the wake pipe on SIGWINCH.
  static let resizeByte: UInt8 = 0x77
  /// The byte written to the wake pipe on SIGCONT.
  static let continueByte: UInt8 = 0x63

  /// The terminal to give back; -1 when no session is open.
  nonisolated(unsafe) static var terminalDescriptor: Int32 = -1
  /// The write end of the session's wake pipe; -1 when no session is open.
  nonisolated(unsafe) static var wakeDescriptor: Int32 = -1
  /// The terminal settings found when the session opened.
  nonisolated(unsafe) static var savedAttributes = termios()
  /// Two buffers for the exit sequence, swapped atomically when it changes while open.
  nonisolated(unsafe) static var exitBuffers = UnsafeMutablePointer<UInt8>.allocate(
    capacity: 2 * exitCapacity)
  nonisolated(unsafe) static var exitCounts = UnsafeMutablePointer<Int>.allocate(capacity: 2)
  /// Which of the two exit buffers is current.
  static let activeExitBuffer = Atomic<Int>(0)
  /// Whether the terminal is given back (or was never taken): restoration runs once.
  static let isRestored = Atomic<Bool>(true)
  /// The actions that were installed before ours, put back on close and before re-raising.
  nonisolated(unsafe) static var previousActions = UnsafeMutablePointer<sigaction>.allocate(
    capacity: 65)

  static let exitCapacity = 256

  /// Records what to give back, then installs the handlers. Call before changing the terminal.
  static func install(terminal: Int32, wake: Int32, saved: termios, exitSequence: [UInt8]) {
    terminalDescriptor = terminal
    wakeDescriptor = wake
    savedAttributes = saved
    setExitSequence { exitSequence }
    isRestored.store(false, ordering: .sequentiallyConsistent)
    for signal in terminating { installHandler(terminateHandler, for: signal) }
    installHandler(suspendHandler, for: SIGTSTP)
    installHandler(continueHandler, for: SIGCONT)
    installHandler(resizeHandler, for: SIGWINCH)
  }

  /// Puts back the actions found at `install`, after the terminal has been given back.
  static func uninstall() {
    for signal in terminating + [SIGTSTP, SIGCONT, SIGWINCH] {
      _ = sigaction(signal, previousActions + Int(signal), nil)
    }
    terminalDescriptor = -1
    wakeDescriptor = -1
  }

  /// Serialises the writers of the exit sequence (the caller's frames, the event reader's
  /// kitty keyboard push); the signal handlers only load.
  static let exitSequenceWriters = Mutex(())

  /// Replaces the bytes written on restoration with what `bytes` makes, computed under the
  /// writers' lock so that a later state is never overwritten by an earlier one (the other
  /// buffer is filled, then made current).
  static func setExitSequence(_ bytes: () -> [UInt8]) {
    exitSequenceWriters.withLock { _ in
      let sequence = bytes()
      let next = 1 - activeExitBuffer.load(ordering: .sequentiallyConsistent)
      let count = min(sequence.count, exitCapacity)
      let start = exitBuffers + next * exitCapacity
      for index in 0..<count { start[index] = sequence[index] }
      exitCounts[next] = count
      activeExitBuffer.store(next, ordering: .sequentiallyConsistent)
    }
  }

  /// Gives the terminal back (exit sequence, then the saved settings) unless that was done
  /// already. Async-signal-safe: loads, one `write` loop and `tcsetattr`.
  static func restoreTerminal() {
    guard
      isRestored.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent)
        .exchanged
    else { return }
    let descriptor = terminalDescriptor
    guard descriptor >= 0 else { return }
    let active = activeExitBuffer.load(ordering: .sequentiallyConsistent)
    let start = exitBuffers + active * exitCapacity
    var done = 0
    let count = exitCounts[active]
    while done < count {
      let wrote = write(descriptor, start + done, count - done)
      if wrote < 0 && errno == EINTR { continue }
      if wrote <= 0 { break }
      done += wrote
    }
    _ = tcsetattr(descriptor, TCSAFLUSH, &savedAttributes)
  }

  /// Marks the terminal as taken again, after the event loop re-entered raw mode on SIGCONT.
  static func markTaken() {
    isRestored.store(false, ordering: .sequentiallyConsistent)
  }

  /// Writes `byte` to the wake pipe (never blocks: the pipe is non-blocking).
  static func wake(_ byte: UInt8) {
    let descriptor = wakeDescriptor
    guard descriptor >= 0 else { return }
    var value = byte
    _ = write(descriptor, &value, 1)
  }

  /// Puts back the action found at install for `signal`, unblocks it and raises it again.
  static func reraise(_ signal: Int32) {
    _ = sigaction(signal, previousActions + Int(signal), nil)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
  }

  private static func installHandler(
    _ handler: @escaping @convention(c) (Int32) -> Void, for signal: Int32
  ) {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
      action.sa_flags = SA_RESTART
    #elseif canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
      action.sa_flags = SA_RESTART
    #endif
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, previousActions + Int(signal))
  }
}

private func terminateHandler(_ signal: Int32) {
  SignalGuard.restoreTerminal()
  SignalGuard.reraise(signal)
}

/// SIGTSTP: give the terminal back, then stop with SIGSTOP, which (unlike SIGTSTP's default
/// action) also stops a process whose process group is orphaned. SIGCONT resumes here.
private func suspendHandler(_ signal: Int32) {
  SignalGuard.restoreTerminal()
  raise(SIGSTOP)
}

private func continueHandler(_ signal: Int32) {
  SignalGuard.wake(SignalGuard.continueByte)
}

private func resizeHandler(_ signal: Int32) {
  SignalGuard.wake(SignalGuard.resizeByte)
}
