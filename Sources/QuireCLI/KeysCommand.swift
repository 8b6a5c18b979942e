import Quire

/// `quire keys`: shows each decoded event, one line each, drawn inline (no alternate screen)
/// or with `--full-screen` on the full-screen surface the apps use, until Ctrl-C or Esc
/// pressed twice.
enum KeysCommand {
  /// The line drawn first, saying how to leave.
  static let header = "quire keys: type, click, paste; Ctrl-C or Esc twice quits"

  /// Runs the command and returns the exit status: 0 when the user quit, 3 when there is no
  /// terminal or it failed.
  static func run(fullScreen: Bool, environment: [String: String]) async -> Int32 {
    do {
      try await withTerminal(mode: fullScreen ? .fullScreen : .inline) { session in
        try await show(session: session, environment: environment)
      }
      return 0
    } catch {
      StandardError.write("quire keys: \(error)\n")
      return 3
    }
  }

  /// Reads the events through the session's asynchronous stream, as the app runtime does.
  private static func show(session: TerminalSession, environment: [String: String]) async throws {
    let kitty = session.usesKittyKeyboard ? "kitty keyboard protocol on" : "legacy keyboard"
    try session.write(Array((header + " (\(session.size), \(kitty))\r\n").utf8))
    var lastWasEscape = false
    for try await event in session.events() {
      if let crash = environment["QUIRE_TEST_CRASH"] { TestCrash.trigger(crash) }
      try session.write(Array((EventText.line(for: event) + "\r\n").utf8))
      guard case .key(let key) = event else {
        lastWasEscape = false
        continue
      }
      if key == KeyEvent(.character("c"), modifiers: .control) { return }
      if key == KeyEvent(.escape) {
        if lastWasEscape { return }
        lastWasEscape = true
      } else {
        lastWasEscape = false
      }
    }
  }
}
