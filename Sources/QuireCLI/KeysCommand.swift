import Quire

/// `quire keys`: shows each decoded event, until Ctrl-C or Esc pressed twice. Inline (no
/// alternate screen) it writes one plain line per event, lines a user can copy into a bug
/// report; with `--full-screen` it draws a `KeysScreen` through a `TerminalScreen`, the
/// surface and renderer the apps use.
enum KeysCommand {
  /// The line drawn first, saying how to leave.
  static let header = "quire keys: type, click, paste; Ctrl-C or Esc twice quits"

  /// Runs the command and returns the exit status: 0 when the user quit, 3 when there is no
  /// terminal or it failed.
  ///
  /// On a terminal that cannot take escape sequences (`TERM=dumb`) the inline log turns no
  /// mode on (no paste brackets, mouse or focus reports: keys only), and the full screen is
  /// refused with one line saying why.
  static func run(fullScreen: Bool, environment: [String: String]) async -> Int32 {
    let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
    if fullScreen, !capabilities.isUsable {
      StandardError.write(
        "quire keys: TERM=dumb cannot show a full screen; run quire keys without --full-screen\n")
      return 3
    }
    do {
      if fullScreen {
        try await withTerminalScreen(mode: .fullScreen, capabilities: capabilities) { screen in
          try await show(screen: screen)
        }
      } else {
        try await withTerminal(
          mode: capabilities.isUsable ? TerminalModes.inline.suited(to: capabilities) : []
        ) { session in
          try await show(session: session)
        }
      }
      return 0
    } catch {
      StandardError.write("quire keys: \(error)\n")
      return 3
    }
  }

  /// Inline: one line per event, read through the session's asynchronous stream; a line
  /// more when the kitty keyboard protocol is taken (the terminal's reply came).
  private static func show(session: TerminalSession) async throws {
    try session.write(Array((header + " (\(session.size))\r\n").utf8))
    var quit = QuitKeys()
    var kitty = false
    for try await event in session.events() {
      try session.write(Array((EventText.line(for: event) + "\r\n").utf8))
      if !kitty, session.usesKittyKeyboard {
        kitty = true
        try session.write(Array("       \(keyboard(of: session))\r\n".utf8))
      }
      if quit.quits(after: event) { return }
    }
  }

  /// Full screen: a frame for the first screen and one for each event, read through the
  /// screen, which applies resizes and redraws before the frame is drawn.
  private static func show(screen: TerminalScreen) async throws {
    var view = KeysScreen(title: header, keyboard: keyboard(of: screen.session))
    try draw(view, on: screen)
    var quit = QuitKeys()
    for try await event in screen.events() {
      view.record(event)
      view.keyboard = keyboard(of: screen.session)
      try draw(view, on: screen)
      if quit.quits(after: event) { return }
    }
  }

  private static func draw(_ view: KeysScreen, on screen: TerminalScreen) throws(TerminalError) {
    var grid = screen.makeGrid()
    view.draw(into: &grid)
    try screen.render(grid)
  }

  private static func keyboard(of session: TerminalSession) -> String {
    session.usesKittyKeyboard ? "kitty keyboard protocol on" : "legacy keyboard"
  }
}
