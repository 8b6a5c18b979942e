extension InMemoryTerminal: TerminalSurface {
  public var surface: Renderer.Surface { renderer.surface }

  /// Where a frame's top left cell is on the screen (see `Renderer.origin`).
  public var origin: CellPosition { renderer.origin }

  public var capabilities: TerminalCapabilities {
    TerminalCapabilities(
      isUsable: true, colorDepth: renderer.options.colorDepth,
      usesSynchronizedOutput: renderer.options.synchronizedOutput)
  }

  public func makeGrid(rows: Int?) -> CellGrid {
    CellGrid(frameOn: surface, of: size, rows: rows)
  }

  @discardableResult
  public func apply(_ event: InputEvent) -> Bool {
    switch event {
    case .resize: return true
    case .redraw:
      invalidate()
      return true
    case .reply(.cursorPosition(let row, _)):
      renderer.noteCursorPosition(row: row)
      return false
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

  /// Gives the screen to a child program for the duration of `body`, as the real terminal
  /// does: the inline area is erased, then the modes on the screen now are turned off (the
  /// alternate screen left, the cursor shown), so `body` sees the shell's screen; afterwards
  /// each mode is put back as it was, the alternate screen entered afresh (blank), and the
  /// next frame is a full redraw.
  public func suspended<Result>(_ body: (TerminalHandOff) throws -> Result) throws -> Result {
    if surface == .inline { finish() }
    let before = ScreenModes(emulator)
    write(before.modes.exitSequence(kittyPushed: false))
    suspensionCount += 1
    defer {
      write(before.restoring(from: ScreenModes(emulator)))
      invalidate()
    }
    return try body(TerminalHandOff(descriptor: nil))
  }

  /// Does what a stop and `fg` do (see `stopAndContinue()`).
  public func suspendJob() {
    stopAndContinue()
  }
}
