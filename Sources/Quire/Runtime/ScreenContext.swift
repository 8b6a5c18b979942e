/// The context of one screen on the stack: an `EventContext` that can also finish the screen
/// with its result and push other screens over it.
@MainActor
public final class ScreenContext<Result: Sendable>: EventContext {
  /// Where the screen was last drawn, in the terminal's cells.
  public var area: CellRect {
    app?.stack.entry(entryID)?.area ?? CellRect(column: 0, row: 0, columns: 0, rows: 0)
  }

  /// Finishes the screen with `result` (`nil` stands for Cancel): it is popped (with any
  /// screen above it), its tasks are cancelled, and the task that pushed it resumes with
  /// `result`.
  public func finish(_ result: Result?) {
    app?.stack.finish(entryID, with: .success(result))
  }

  /// Finishes the screen with Cancel: `finish(nil)`.
  public func cancel() {
    finish(nil)
  }

  /// Pushes `screen` over this one now, and calls `then` with its result once it finishes
  /// (`nil` for Cancel; not called when the app is interrupted).
  public func push<S: Screen>(_ screen: S, then: @escaping @MainActor (S.Result?) -> Void) {
    app?.stack.insert(screen) { outcome in
      if case .success(let value) = outcome { then(value) }
    }
  }

  /// Ends the whole app as Ctrl-C does: every screen is finished with
  /// `AppError.interrupted`.
  public func interrupt() {
    app?.end(throwing: AppError.interrupted)
  }
}
