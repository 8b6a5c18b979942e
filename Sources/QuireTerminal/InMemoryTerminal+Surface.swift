extension InMemoryTerminal: TerminalSurface {
  public var surface: Renderer.Surface { renderer.surface }

  public var capabilities: TerminalCapabilities {
    TerminalCapabilities(
      isUsable: true, colorDepth: renderer.options.colorDepth,
      usesSynchronizedOutput: renderer.options.synchronizedOutput)
  }

  public func makeGrid(rows: Int?) -> CellGrid {
    switch surface {
    case .fullScreen:
      return CellGrid(size: size)
    case .inline:
      let height = min(max(rows ?? size.rows, 1), size.rows)
      return CellGrid(size: TerminalSize(columns: size.columns, rows: height))
    }
  }

  @discardableResult
  public func apply(_ event: InputEvent) -> Bool {
    switch event {
    case .resize: return true
    case .redraw:
      invalidate()
      return true
    default: return false
    }
  }

  /// Hands the queued events to `handler` at once, then every event sent, as it is sent.
  public func startEvents(_ handler: @escaping @Sendable (TerminalInput) -> Void) {
    eventHandler = handler
    let queued = pendingEvents
    pendingEvents.removeAll()
    for event in queued { handler(.event(event)) }
  }

  public func stopEvents() {
    eventHandler = nil
  }

  public func perform(_ command: TerminalCommand) {
    performedCommands.append(command)
    write(command.bytes)
  }

  /// Writes the modes' exit sequence, runs `body`, writes the enter sequence again and makes
  /// the next frame a full redraw, as a real terminal handed to a child program.
  public func suspended<Result>(_ body: () throws -> Result) throws -> Result {
    var modes: TerminalModes = [.bracketedPaste, .mouse, .focusEvents]
    if surface == .fullScreen { modes.insert(.alternateScreen) }
    if surface == .inline { finish() }
    write(modes.exitSequence(kittyPushed: false))
    suspensionCount += 1
    defer {
      write(modes.enterSequence(kittyPushed: false))
      invalidate()
    }
    return try body()
  }

  /// Does what a stop and `fg` do (see `stopAndContinue()`).
  public func suspendJob() {
    stopAndContinue()
  }
}
