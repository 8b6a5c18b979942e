/// The context of one screen on the stack: an `EventContext` that can also finish the screen
/// with its result, push other screens over it, and run the tasks and timers whose messages
/// come back to it. Typed by the screen, so what a task or a timer answers is one of the
/// screen's own messages (`S.Message`), checked by the compiler:
///
/// ```swift
/// context.run { BrowserMessage.listed(Result { () throws(FolderError) in try folder.list() }) }
/// context.send(.tick, after: .seconds(30))
/// ```
@MainActor
public final class ScreenContext<S: Screen>: EventContext {
  /// The screen the context belongs to, while it is on the stack.
  weak var screen: S?

  /// Where the screen was last drawn, in the terminal's cells.
  public var area: CellRect {
    app?.stack.entry(entryID)?.area ?? CellRect(column: 0, row: 0, columns: 0, rows: 0)
  }

  /// Finishes the screen with `result` (`nil` stands for Cancel): it is popped (with any
  /// screen above it), its tasks are cancelled, and the task that pushed it resumes with
  /// `result`.
  public func finish(_ result: S.Result?) {
    app?.stack.finish(entryID, with: .success(result))
  }

  /// Finishes the screen with Cancel: `finish(nil)`.
  public func cancel() {
    finish(nil)
  }

  /// Pushes `screen` over this one now, and calls `then` with its result once it finishes
  /// (`nil` for Cancel; not called when the app is interrupted).
  public func push<Other: Screen>(_ screen: Other, then: @escaping @MainActor (Other.Result?) -> Void) {
    app?.stack.insert(screen) { outcome in
      if case .success(let value) = outcome { then(value) }
    }
  }

  /// Ends the whole app as Ctrl-C does: every screen is finished with
  /// `AppError.interrupted`.
  public func interrupt() {
    app?.end(throwing: AppError.interrupted)
  }

  /// Runs `operation` as a task owned by the screen, off the input path; the message it
  /// answers comes back to the screen's `receive(_:context:)`, unless the screen is gone by
  /// then (popping a screen cancels its tasks). Alone (no app), the operation is not run.
  public func run(_ operation: @escaping @Sendable () async -> S.Message) {
    run { (_: TaskReporter<S.Message>) in await operation() }
  }

  /// Runs `operation` as `run(_:)` does, giving it a reporter through which it sends the
  /// screen messages before its result (a load's progress, a watcher's notices), each to
  /// `receive(_:context:)` in order. Alone (no app), the operation is not run.
  public func run(reporting operation: @escaping @Sendable (TaskReporter<S.Message>) async -> S.Message) {
    guard let app else { return }
    let inbox = app.inbox
    let id = entryID
    let reporter = TaskReporter<S.Message> { [weak self] message in
      inbox.post(.report(entryID: id, MessageDelivery { self?.deliver(message) }))
    }
    app.stack.runTask(for: entryID) { [weak self] in
      let message = await operation(reporter)
      return MessageDelivery { self?.deliver(message) }
    }
  }

  /// Sends `message` to the screen after `delay` of the app's time, unless the screen is
  /// gone by then.
  public func send(_ message: S.Message, after delay: Duration) {
    guard let app else { return }
    let deadline = now + delay
    let time = self.time
    app.stack.runTask(for: entryID) { [weak self] in
      guard (try? await time.sleep(until: deadline)) != nil else { return nil }
      return MessageDelivery { self?.deliver(message) }
    }
  }

  /// Hands the terminal to `body` (run once the current events are handled: raw mode off,
  /// the alternate screen left), takes it back, redraws everything, and sends the screen
  /// the message `body` answers; `failed` makes the message instead when the terminal could
  /// not be handed over or taken back. For `$EDITOR`: `body` is given the terminal the
  /// editor is to run on (`TerminalHandOff`), whatever the program's standard streams are.
  public func suspendTerminal(
    _ body: @escaping @MainActor (TerminalHandOff) -> S.Message,
    failed: @escaping @MainActor (SuspensionFailed) -> S.Message
  ) {
    guard let app else {
      record(.suspendTerminal)
      return
    }
    app.requestSuspension(for: entryID) { [weak self] terminal in
      let message: S.Message
      do {
        message = try terminal.suspended { handOff in body(handOff) }
      } catch {
        message = failed(SuspensionFailed(error: "\(error)"))
      }
      return MessageDelivery { self?.deliver(message) }
    }
  }

  /// Gives `message` to the screen.
  private func deliver(_ message: S.Message) {
    screen?.receive(message, context: self)
  }
}
