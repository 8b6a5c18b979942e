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

  public func suspended<Result>(_ body: () throws -> Result) throws -> Result {
    let handler = session.stopReader()
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
}
