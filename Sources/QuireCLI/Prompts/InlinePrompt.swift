import Quire

/// Runs a prompt's screen inline, below the cursor on the controlling terminal: an `App` on a
/// `TerminalScreen` of the inline surface, erased when done. Standard input and output are
/// left alone, so both can be pipes.
enum InlinePrompt {
  /// How a screen run inline ended: with its result (`nil` for Esc), or without one.
  enum Ending<Value: Sendable>: Sendable {
    /// The screen finished with this result, `nil` for Cancel.
    case finished(Value?)
    /// Ctrl-C, the deadline, or the terminal failing: `.interrupted`, `.timedOut`, `.failed`.
    case ended(PromptOutcome)
  }

  /// Asks with the screen `makeScreen` builds, within what is left of `timeout` since
  /// `start`, and says how it ended: the answer, Esc (`.cancelled`), Ctrl-C
  /// (`.interrupted`), the deadline (`.timedOut`), or the terminal failing (`.failed`).
  @MainActor
  static func ask<S: Screen>(
    environment: [String: String], timeout: Duration?, startedAt start: ContinuousClock.Instant,
    _ makeScreen: @MainActor () -> S
  ) async -> PromptOutcome where S.Result == String {
    switch await run(environment: environment, timeout: timeout, startedAt: start, makeScreen) {
    case .finished(let answer): answer.map(PromptOutcome.answer) ?? .cancelled
    case .ended(let outcome): outcome
    }
  }

  /// Runs the screen `makeScreen` builds until it finishes, within what is left of
  /// `timeout` since `start`; for screens whose result is not one line of text.
  @MainActor
  static func run<S: Screen>(
    environment: [String: String], timeout: Duration?, startedAt start: ContinuousClock.Instant,
    _ makeScreen: @MainActor () -> S
  ) async -> Ending<S.Result> {
    let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
    let remaining = timeout.map { $0 - (ContinuousClock.now - start) }
    if let remaining, remaining <= .zero, let timeout { return .ended(.timedOut(timeout)) }
    let screen = makeScreen()
    do {
      let result = try await withTerminalScreen(mode: .inline, capabilities: capabilities) { terminal in
        let app = App(terminal: terminal, animations: environment["QUIRE_ANIMATIONS"] != "0")
        return try await app.run(timeout: remaining) { stack in try await stack.push(screen) }
      }
      return .finished(result)
    } catch AppError.interrupted {
      return .ended(.interrupted)
    } catch AppError.timedOut {
      return .ended(.timedOut(timeout ?? .zero))
    } catch AppError.terminalClosed {
      return .ended(.failed("the terminal went away"))
    } catch {
      return .ended(.failed("\(error)"))
    }
  }
}
