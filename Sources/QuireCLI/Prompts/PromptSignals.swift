#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals of the plain mode: Ctrl-C (SIGINT) ends `quire` with exit status 130, as in
/// the inline prompts, and no signal leaves the terminal with echo off.
///
/// What the handlers need is kept in static storage set before they are installed, so that
/// a handler only loads values and calls `tcsetattr`, `write`, `raise` and `_exit`, which are
/// async-signal-safe. While echo is off (`protectEcho`), SIGTERM, SIGHUP and SIGQUIT turn it
/// back on and are raised again with their previous action; SIGTSTP turns it back on, stops,
/// and turns it off again when continued.
enum PromptSignals {
  /// The terminal whose echo is off; -1 when it is on.
  nonisolated(unsafe) static var descriptor: Int32 = -1
  /// Its settings with echo on, and with echo off.
  nonisolated(unsafe) static var saved = termios()
  nonisolated(unsafe) static var quiet = termios()
  /// Whether SIGINT writes a line break to standard error first, so the shell's prompt starts
  /// on a line of its own.
  nonisolated(unsafe) static var breaksLineOnInterrupt = false
  /// The actions found before ours, put back before raising a signal again.
  nonisolated(unsafe) static var previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

  static let ending: [Int32] = [SIGTERM, SIGHUP, SIGQUIT]

  /// Makes Ctrl-C end `quire` with status 130 from now on (the plain mode lasts until exit).
  static func exitOnInterrupt(breakingLine: Bool) {
    breaksLineOnInterrupt = breakingLine
    install(interruptHandler, for: SIGINT)
  }

  /// Records the terminal whose echo is about to be turned off, and installs the handlers
  /// that turn it back on.
  static func protectEcho(descriptor: Int32, saved: termios, quiet: termios) {
    self.saved = saved
    self.quiet = quiet
    self.descriptor = descriptor
    for signal in ending { install(endHandler, for: signal) }
    install(stopHandler, for: SIGTSTP)
  }

  /// Puts back the actions found at `protectEcho`, once echo is on again.
  static func echoGivenBack() {
    descriptor = -1
    for signal in ending + [SIGTSTP] { _ = sigaction(signal, previousActions + Int(signal), nil) }
  }

  /// Turns echo back on, if it is off. Async-signal-safe.
  static func restoreEcho() {
    guard descriptor >= 0 else { return }
    _ = tcsetattr(descriptor, TCSADRAIN, &saved)
  }

  private static func install(_ handler: @escaping @convention(c) (Int32) -> Void, for signal: Int32) {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #elseif canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #endif
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, previousActions + Int(signal))
  }
}

private func interruptHandler(_ signal: Int32) {
  PromptSignals.restoreEcho()
  if PromptSignals.breaksLineOnInterrupt {
    var newline: UInt8 = 0x0A
    _ = write(2, &newline, 1)
  }
  _exit(130)
}

private func endHandler(_ signal: Int32) {
  PromptSignals.restoreEcho()
  _ = sigaction(signal, PromptSignals.previousActions + Int(signal), nil)
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, signal)
  _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
  raise(signal)
}

private func stopHandler(_ signal: Int32) {
  PromptSignals.restoreEcho()
  raise(SIGSTOP)
  if PromptSignals.descriptor >= 0 {
    _ = tcsetattr(PromptSignals.descriptor, TCSADRAIN, &PromptSignals.quiet)
  }
}
