#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalScreen: TerminalSurface {
  public func startEvents(_ handler: @escaping @Sendable (TerminalInput) -> Void) {
    session.startReading(handler)
  }

  public func stopEvents() {
    session.stopReading()
  }

  public func perform(_ command: TerminalCommand) throws(TerminalError) {
    try session.write(command.bytes)
  }

  /// Hands the terminal to a child program (an `$EDITOR`) for the duration of `body`, and
  /// takes it back without closing the session.
  ///
  /// Before `body`: the event reader stops (whichever reads: `startEvents`, `events()`), the
  /// inline area is erased, and the terminal is given back (`TerminalSession.giveBack()`):
  /// modes off, the shell's settings (cooked mode), SIGINT and SIGQUIT left to the child.
  /// After it, on every path: raw mode and the modes again, what was typed meanwhile and not
  /// read by the child dropped, the size read again, the next frame a full redraw, and the
  /// reader started again. A stop and `fg` meanwhile change nothing of this.
  public func suspended<Result>(_ body: (TerminalHandOff) throws -> Result) throws -> Result {
    let handler = session.stopReader()
    if surface == .inline { try? finish() }
    session.giveBack()
    defer {
      try? session.takeBack()
      size = Self.usable(session.size)
      renderer.invalidate()
      if let handler { session.startReading(handler) }
    }
    return try body(TerminalHandOff(descriptor: session.device.fileDescriptor))
  }

  /// Sends SIGTSTP to the process group, as the terminal driver does for Ctrl-Z: the signal
  /// guard gives the terminal back and stops; SIGCONT takes it again and queues `.redraw`.
  public func suspendJob() {
    _ = kill(0, SIGTSTP)
  }
}
