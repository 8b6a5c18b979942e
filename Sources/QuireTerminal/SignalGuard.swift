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
/// (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE) restore the terminal, then end the
/// process by that signal, so the exit status tells what happened (see `end(by:)`). A signal
/// that was ignored before the session opened (`nohup` ignores SIGHUP) stays ignored. SIGTSTP
/// restores the terminal and stops the process; SIGCONT and SIGWINCH only write a byte to the
/// session's wake pipe, and the event loop does the rest. A session that defers termination
/// (`TerminalSession.defersTermination`) gets the first SIGTERM or SIGHUP as a byte on the
/// wake pipe too, delivered as `.terminate`; the terminal stays taken until the program
/// closes the session, and a second one ends the process as above.
///
/// The same guard serves a program that asks in plain lines without a session: it changes
/// one setting (echo off, `guardSettings`) and is given it back on every exit path and while
/// stopped; and Ctrl-C can be made to end it with a status of its own (`exitOnInterrupt`).
public enum SignalGuard {
  /// The signals that end the process after the terminal is given back.
  static let terminating: [Int32] = [
    SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE,
  ]
  /// The byte written to the wake pipe on SIGWINCH.
  static let resizeByte: UInt8 = 0x77
  /// The byte written to the wake pipe on SIGCONT.
  static let continueByte: UInt8 = 0x63
  /// The byte written to the wake pipe on a deferred SIGTERM or SIGHUP.
  static let terminateByte: UInt8 = 0x74
  /// The signals a session may defer, to end from its event loop.
  static let deferrable: [Int32] = [SIGTERM, SIGHUP]

  /// Whether SIGTERM and SIGHUP become a `.terminate` event rather than ending the process.
  static let defersTermination = Atomic<Bool>(false)
  /// The deferrable signal received, 0 before any: only the first is deferred.
  static let deferredSignal = Atomic<Int32>(0)

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
  /// Which signals have our handler (by number), so `uninstall` puts back only those.
  nonisolated(unsafe) static var guarded: UnsafeMutablePointer<Bool> = {
    let flags = UnsafeMutablePointer<Bool>.allocate(capacity: 65)
    flags.initialize(repeating: false, count: 65)
    return flags
  }()

  static let exitCapacity = 256

  /// Whether a stop takes the terminal again in the handler once continued, with
  /// `retakenAttributes` (`guardSettings`): a session takes it again in its event loop.
  static let retakesInHandler = Atomic<Bool>(false)
  /// The settings the handler puts back after a stop when `retakesInHandler` is set.
  nonisolated(unsafe) static var retakenAttributes = termios()
  /// Whether SIGINT ends the process with `interruptStatus` (`exitOnInterrupt`).
  static let exitsOnInterrupt = Atomic<Bool>(false)
  nonisolated(unsafe) static var interruptStatus: Int32 = 130
  /// Whether SIGINT writes a line break to standard error before that exit.
  nonisolated(unsafe) static var breaksLineOnInterrupt = false

  /// Records what to give back, then installs the handlers. Call before changing the terminal.
  static func install(terminal: Int32, wake: Int32, saved: termios, exitSequence: [UInt8]) {
    terminalDescriptor = terminal
    wakeDescriptor = wake
    savedAttributes = saved
    setExitSequence { exitSequence }
    isRestored.store(false, ordering: .sequentiallyConsistent)
    deferredSignal.store(0, ordering: .sequentiallyConsistent)
    provideAlternateStack()
    for signal in terminating where !isIgnored(signal) { installHandler(terminateHandler, for: signal) }
    installHandler(suspendHandler, for: SIGTSTP)
    installHandler(continueHandler, for: SIGCONT)
    installHandler(resizeHandler, for: SIGWINCH)
  }

  /// Gives the calling thread (the one that takes the terminal and runs the interface) an
  /// alternate signal stack, unless it has one, so that the handlers, which run on it, still
  /// give the terminal back after a stack overflow there. Kept for the thread's life.
  static func provideAlternateStack() {
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
    let size = 64 * 1024
    guard let memory = malloc(size) else { return }
    var stack = stack_t()
    stack.ss_sp = memory
    stack.ss_size = size
    stack.ss_flags = 0
    if sigaltstack(&stack, nil) != 0 { free(memory) }
  }

  /// Guards a terminal whose settings a program without a session changes (echo off while
  /// a secret is typed): from now until `releaseSettings()`, termination and fatal signals
  /// put `saved` back before ending the process, and a stop puts it back while stopped and
  /// `taken` again when continued. Returns `false`, guarding nothing, while a session is open.
  static func guardSettings(terminal: Int32, saved: termios, taken: termios) -> Bool {
    guard terminalDescriptor < 0 else { return false }
    retakenAttributes = taken
    retakesInHandler.store(true, ordering: .sequentiallyConsistent)
    install(terminal: terminal, wake: -1, saved: saved, exitSequence: [])
    return true
  }

  /// Ends `guardSettings`, once the caller has put the settings back itself.
  static func releaseSettings() {
    isRestored.store(true, ordering: .sequentiallyConsistent)
    retakesInHandler.store(false, ordering: .sequentiallyConsistent)
    uninstall()
  }

  /// Makes Ctrl-C (SIGINT) end the process with `status` from now on, giving back first
  /// whatever the guard holds (a terminal's settings), after a line break on standard error
  /// when `breakingLine` (so the shell's prompt starts on a line of its own). For a program
  /// that asks in plain lines, where Ctrl-C is the signal and not a key. Lasts until exit.
  public static func exitOnInterrupt(status: Int32 = 130, breakingLine: Bool) {
    interruptStatus = status
    breaksLineOnInterrupt = breakingLine
    exitsOnInterrupt.store(true, ordering: .sequentiallyConsistent)
    var action = handlerAction(interruptExitHandler)
    _ = sigaction(SIGINT, &action, nil)
  }

  /// Ends the process as `exitOnInterrupt` asked. Async-signal-safe.
  static func exitOnInterrupt() {
    restoreTerminal()
    if breaksLineOnInterrupt {
      var newline: UInt8 = 0x0A
      _ = write(2, &newline, 1)
    }
    _exit(interruptStatus)
  }

  /// Whether a frame is being written with its leaving sequence
  /// (`TerminalSession.write(_:leaving:)`).
  static let frameInFlight = Atomic<Bool>(false)
  /// The signals that give the terminal back and are sent from outside: blocked while a
  /// frame and its leaving sequence are written. (Faults are never blocked.)
  static let asynchronous: [Int32] = [SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGTSTP]

  /// Blocks `asynchronous` in the calling thread; returns the mask to put back.
  static func blockAsynchronousSignals() -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in asynchronous { sigaddset(&set, signal) }
    var previous = sigset_t()
    _ = pthread_sigmask(SIG_BLOCK, &set, &previous)
    return previous
  }

  /// Puts back a mask `blockAsynchronousSignals()` returned.
  static func restoreSignalMask(_ mask: sigset_t) {
    var mask = mask
    _ = pthread_sigmask(SIG_SETMASK, &mask, nil)
  }

  /// Waits, for at most about 200 ms, until no frame is being written, so that the exit
  /// sequence matches the screen. Async-signal-safe: atomic loads and `nanosleep`.
  static func waitForFrame() {
    var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
    for _ in 0..<200 where frameInFlight.load(ordering: .sequentiallyConsistent) {
      _ = nanosleep(&pause, nil)
    }
  }

  /// Puts back the actions found at `install`, after the terminal has been given back.
  static func uninstall() {
    for signal in terminating + [SIGTSTP, SIGCONT, SIGWINCH] where guarded[Int(signal)] {
      _ = sigaction(signal, previousActions + Int(signal), nil)
      guarded[Int(signal)] = false
    }
    terminalDescriptor = -1
    wakeDescriptor = -1
    defersTermination.store(false, ordering: .sequentiallyConsistent)
  }

  /// Defers `signal` to the event loop when the session asked for it: records it and wakes
  /// the loop, which delivers `.terminate`. Only the first deferrable signal is deferred; a
  /// second one (the loop did not end in time) returns `false` and ends the process as
  /// usual. Async-signal-safe: atomics and one `write`.
  static func deferTermination(_ signal: Int32) -> Bool {
    guard signal == SIGTERM || signal == SIGHUP, defersTermination.load(ordering: .sequentiallyConsistent)
    else { return false }
    guard
      deferredSignal.compareExchange(expected: 0, desired: signal, ordering: .sequentiallyConsistent)
        .exchanged
    else { return false }
    wake(terminateByte)
    return true
  }

  /// While the terminal is handed to a child program: SIGINT and SIGQUIT, which the child's
  /// `Ctrl-C` and `Ctrl-\` send to the whole foreground process group, are caught and dropped, as
  /// `system(3)` ignores them while its child runs, so they end the child and not this
  /// process. (A caught signal is reset to its default action in a child at `exec`, so the
  /// child still gets them; an ignored one would stay ignored there.)
  static func holdInterrupts() {
    for signal in [SIGINT, SIGQUIT] where guarded[Int(signal)] {
      replaceHandler(interruptHeldHandler, for: signal)
    }
  }

  /// Ends `holdInterrupts()`: SIGINT and SIGQUIT end the process again.
  ///
  /// One sent while the child ran may still be pending (a signal's action is chosen only
  /// when a thread takes it, which a busy machine can delay past the child's end): it is
  /// taken here first, blocked in this thread and collected with `sigwait`, so it cannot
  /// meet the terminating handler.
  static func releaseInterrupts() {
    var held = sigset_t()
    sigemptyset(&held)
    for signal in [SIGINT, SIGQUIT] { sigaddset(&held, signal) }
    var previous = sigset_t()
    _ = pthread_sigmask(SIG_BLOCK, &held, &previous)
    var pending = sigset_t()
    while sigpending(&pending) == 0 {
      var waiting = sigset_t()
      sigemptyset(&waiting)
      for signal in [SIGINT, SIGQUIT] where sigismember(&pending, signal) == 1 { sigaddset(&waiting, signal) }
      guard sigismember(&waiting, SIGINT) == 1 || sigismember(&waiting, SIGQUIT) == 1 else { break }
      // Another thread may take a process-directed signal between `sigpending` and the wait:
      // on Linux the wait does not block, so that cannot hang here.
      #if canImport(Glibc)
        var now = timespec(tv_sec: 0, tv_nsec: 0)
        if sigtimedwait(&waiting, nil, &now) < 0 { break }
      #else
        var taken: Int32 = 0
        _ = sigwait(&waiting, &taken)
      #endif
    }
    for signal in [SIGINT, SIGQUIT] where guarded[Int(signal)] {
      replaceHandler(terminateHandler, for: signal)
    }
    _ = pthread_sigmask(SIG_SETMASK, &previous, nil)
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

  /// Ends the process by `signal`, once the terminal is given back. Async-signal-safe.
  ///
  /// The action found at install runs first (a program's own handler, or the Swift runtime's
  /// crash reporter for a fatal signal), except for SIGQUIT: sent by `kill`, it asks the
  /// process to quit, while the runtime's reporter would take it for a crash, print a report
  /// and, on a terminal, wait for a key. An action that returns (the reporter does, after a
  /// signal raised or sent rather than a fault) would leave the process running without its
  /// terminal, so the default action follows: the process ends, with that signal's status.
  static func end(by signal: Int32) {
    if signal != SIGQUIT { raise(signal, with: previousActions + Int(signal)) }
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = SIG_DFL
    #elseif canImport(Darwin)
      action.__sigaction_u.__sa_handler = SIG_DFL
    #endif
    sigemptyset(&action.sa_mask)
    raise(signal, with: &action)
    _exit(128 + signal)
  }

  /// Installs `action` for `signal`, unblocks it and raises it in this thread, where it is
  /// handled before `raise` returns.
  private static func raise(_ signal: Int32, with action: UnsafePointer<sigaction>) {
    _ = sigaction(signal, action, nil)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    _ = systemRaise(signal)
  }

  /// Whether `signal`'s action is to be ignored (as `nohup` leaves SIGHUP).
  private static func isIgnored(_ signal: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(signal, nil, &current) == 0 else { return false }
    #if canImport(Glibc)
      let handler = current.__sigaction_handler.sa_handler
    #elseif canImport(Darwin)
      let handler = current.__sigaction_u.__sa_handler
    #endif
    guard let handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Installs `handler` for `signal`, keeping the action found in `previousActions`.
  private static func installHandler(
    _ handler: @escaping @convention(c) (Int32) -> Void, for signal: Int32
  ) {
    var action = handlerAction(handler)
    _ = sigaction(signal, &action, previousActions + Int(signal))
    guarded[Int(signal)] = true
  }

  /// Installs `handler` for a guarded `signal`, leaving `previousActions` as it is.
  private static func replaceHandler(
    _ handler: @escaping @convention(c) (Int32) -> Void, for signal: Int32
  ) {
    var action = handlerAction(handler)
    _ = sigaction(signal, &action, nil)
  }

  static func handlerAction(_ handler: @escaping @convention(c) (Int32) -> Void) -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
      action.sa_flags = SA_RESTART | SA_ONSTACK
    #elseif canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
      action.sa_flags = SA_RESTART | SA_ONSTACK
    #endif
    sigemptyset(&action.sa_mask)
    return action
  }
}

private func terminateHandler(_ signal: Int32) {
  if signal == SIGINT, SignalGuard.exitsOnInterrupt.load(ordering: .sequentiallyConsistent) {
    SignalGuard.exitOnInterrupt()
  }
  if SignalGuard.deferTermination(signal) { return }
  SignalGuard.waitForFrame()
  SignalGuard.restoreTerminal()
  SignalGuard.end(by: signal)
}

/// SIGINT when `exitOnInterrupt` made it end the process with a status.
private func interruptExitHandler(_ signal: Int32) {
  SignalGuard.exitOnInterrupt()
}

/// SIGINT and SIGQUIT while a child program has the terminal: theirs, not ours.
private func interruptHeldHandler(_ signal: Int32) {}

private func systemRaise(_ signal: Int32) -> Int32 {
  raise(signal)
}

/// SIGTSTP: give the terminal back, then stop with SIGSTOP, which (unlike SIGTSTP's default
/// action) also stops a process whose process group is orphaned. SIGCONT resumes here.
///
/// Without a session (`SignalGuard.guardSettings`), the settings are taken again here once
/// continued.
private func suspendHandler(_ signal: Int32) {
  SignalGuard.waitForFrame()
  SignalGuard.restoreTerminal()
  raise(SIGSTOP)
  if SignalGuard.retakesInHandler.load(ordering: .sequentiallyConsistent) {
    _ = tcsetattr(SignalGuard.terminalDescriptor, TCSADRAIN, &SignalGuard.retakenAttributes)
    SignalGuard.markTaken()
  }
}

private func continueHandler(_ signal: Int32) {
  SignalGuard.wake(SignalGuard.continueByte)
}

private func resizeHandler(_ signal: Int32) {
  SignalGuard.wake(SignalGuard.resizeByte)
}
