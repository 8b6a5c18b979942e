#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Changing the terminal's settings as a shell's job should: from a background process group,
/// the process stops until the shell brings it to the foreground, as vim does.
///
/// The kernel does this itself (it stops the process group with SIGTTOU), but only when the
/// calling thread does not block SIGTTOU; the threads Swift's concurrency and Dispatch run code
/// on block it, and from them `tcsetattr` would change the shell's terminal behind its back.
/// So SIGTTOU is unblocked in the calling thread around each change. A process group that
/// cannot be stopped (orphaned) gets `EIO` instead.
enum JobControl {
  /// `tcsetattr` with SIGTTOU unblocked in this thread; returns what `tcsetattr` returns.
  static func setAttributes(_ descriptor: Int32, _ action: Int32, _ attributes: inout termios) -> Int32 {
    var stopSignal = sigset_t()
    sigemptyset(&stopSignal)
    sigaddset(&stopSignal, SIGTTOU)
    var previous = sigset_t()
    _ = pthread_sigmask(SIG_UNBLOCK, &stopSignal, &previous)
    defer { _ = pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return tcsetattr(descriptor, action, &attributes)
  }

  /// Whether this process is a background job of the terminal `descriptor`: the terminal
  /// has a foreground process group and it is another.
  static func isBackground(_ descriptor: Int32) -> Bool {
    let foreground = tcgetpgrp(descriptor)
    return foreground > 0 && foreground != getpgrp()
  }

  /// Returns once this process is in the terminal's foreground, stopped until then when it
  /// was started in the background (`quire keys &`), so the settings saved afterwards are the
  /// ones the shell gives its foreground job.
  ///
  /// - Throws: `TerminalError.systemCall` when the settings cannot be read or set (`EIO` for
  ///   a background process group that cannot be stopped).
  static func waitForForeground(_ descriptor: Int32) throws(TerminalError) {
    var current = termios()
    guard tcgetattr(descriptor, &current) == 0 else {
      throw .systemCall("tcgetattr", errorNumber: SystemError.number)
    }
    guard setAttributes(descriptor, TCSANOW, &current) == 0 else {
      throw .systemCall("tcsetattr", errorNumber: SystemError.number)
    }
  }
}
