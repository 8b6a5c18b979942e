extension App {
  /// Handles one item of the inbox.
  func process(_ item: AppInbox.Item) {
    switch item {
    case .input(.event(let event)):
      handleInput(event)
    case .input(.ended):
      end(throwing: AppError.terminalClosed)
    case .message(let entryID, let taskID, let delivery):
      guard let entry = stack.entry(entryID) else { return }
      entry.tasks[taskID] = nil
      guard let delivery else { return }
      delivery.deliver()
      needsDisplay = true
    case .report(let entryID, let delivery):
      guard stack.entry(entryID) != nil else { return }
      delivery.deliver()
      needsDisplay = true
    case .wake:
      // An animation's tick, or the end of one: either way the frame is drawn again.
      tickScheduled = false
      needsDisplay = true
    case .timeout:
      end(throwing: AppError.timedOut)
    }
  }

  /// Sends `event` to the top screen, and acts on what it leaves.
  func handleInput(_ event: InputEvent) {
    if terminal.apply(event) {
      needsDisplay = true
      return
    }
    switch event {
    case .reply:
      return
    case .terminate(let signal):
      end(throwing: AppError.terminated(signal: signal))
    case .key(let key) where key.kind == .release:
      return
    case .mouse(var mouse):
      guard let top = stack.entries.last else { return }
      let origin = terminal.origin
      mouse.column -= origin.column + top.area.column
      mouse.row -= origin.row + top.area.row
      dispatch(.mouse(mouse))
    default:
      dispatch(event)
    }
  }

  private func dispatch(_ event: InputEvent) {
    let verdict = stack.entries.last?.handle(event) ?? .ignored
    if verdict == .consumed {
      needsDisplay = true
    } else {
      handleLeftOver(event)
    }
  }

  /// The app's own keys, for what the top screen left: Ctrl-C ends the app, Ctrl-Z suspends
  /// it (the screen edits nothing, or it would have taken Ctrl-Z as undo), Ctrl-L redraws.
  /// Ctrl-Z and Ctrl-L do nothing once no screen shows (the app is ending, or its last
  /// screen finished): keys typed right after the one that ended it, read with it, would
  /// otherwise stop a program that has given the terminal back and is about to exit.
  private func handleLeftOver(_ event: InputEvent) {
    guard case .key(let key) = event, let action = keyMap.action(for: key) else { return }
    if action != .quit, endingError != nil || stack.entries.isEmpty { return }
    switch action {
    case .quit:
      end(throwing: AppError.interrupted)
    case .suspend:
      terminal.suspendJob()
      needsDisplay = true
    case .redraw:
      terminal.invalidate()
      needsDisplay = true
    }
  }
}
