#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalScreen: TerminalSurface {
  public func startEvents(_ handler: @escaping @Sendable (TerminalInput) -> Void) {
    eventHandler = handler
    session.startReading(handler)
  }

  public func stopEvents() {
    session.stopReading()
    eventHandler = nil
  }

  public func perform(_ command: TerminalCommand) throws(TerminalError) {
    try session.write(command.bytes)
  }

  public func suspended<Result>(_ body: () throws -> Result) throws -> Result {
    let handler = eventHandler
    if handler != nil { session.stopReading() }
    if surface == .inline { try? finish() }
    session.giveBack()
    defer {
      try? session.takeBack()
      size = Self.usable(session.size)
      renderer.invalidate()
      if let handler { session.startReading(handler) }
    }
    return try body()
  }

  /// Sends SIGTSTP to the process group, as the terminal driver does for Ctrl-Z: the signal
  /// guard gives the terminal back and stops; SIGCONT takes it again and queues `.redraw`.
  public func suspendJob() {
    _ = kill(0, SIGTSTP)
  }
}
