import Quire

/// Runs a prompt's screen inline, below the cursor on the controlling terminal: an `App` on a
/// `TerminalScreen` of the inline surface, erased when done. Standard input and output are
/// left alone, so both can be pipes.
enum InlinePrompt {
  /// Asks with the screen `makeScreen` builds, within what is left of `timeout` since
  /// `start`, and says how it ended: the answer, Esc (`.cancelled`), Ctrl-C
  /// (`.interrupted`), the deadline (`.timedOut`), or the terminal failing (`.failed`).
  @MainActor
  static func ask<S: Screen>(
    environment: [String: String], timeout: Duration?, startedAt start: ContinuousClock.Instant,
    _ makeScreen: @MainActor () -> S
  ) async -> PromptOutcome where S.Result == String {
    let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
    let remaining = timeout.map { $0 - (ContinuousClock.now - start) }
    if let remaining, remaining <= .zero, let timeout { return .timedOut(timeout) }
    let screen = makeScreen()
    do {
      let answer = try await withTerminalScreen(mode: .inline, capabilities: capabilities) { terminal in
        let app = App(terminal: terminal, animations: environment["QUIRE_ANIMATIONS"] != "0")
        return try await app.run(timeout: remaining) { stack in try await stack.push(screen) }
      }
      return answer.map(PromptOutcome.answer) ?? .cancelled
    } catch AppError.interrupted {
      return .interrupted
    } catch AppError.timedOut {
      return .timedOut(timeout ?? .zero)
    } catch AppError.terminalClosed {
      return .failed("the terminal went away")
    } catch {
      return .failed("\(error)")
    }
  }
}
