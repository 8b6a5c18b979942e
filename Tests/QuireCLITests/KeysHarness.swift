import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts `quire keys` in a pseudo-terminal and answers its terminal queries.
enum KeysHarness {
  /// The line `quire keys` draws first.
  static let header = "quire keys: type, click, paste; Ctrl-C or Esc twice quits"
  /// What `quire keys` writes when it gives the terminal back (the inline surface).
  static let resetSequence = String(
    decoding: TerminalModes.inline.exitSequence(kittyPushed: false), as: UTF8.self)
  /// What `quire keys --full-screen` writes when it gives the terminal back.
  static let fullScreenResetSequence = String(
    decoding: TerminalModes.fullScreen.exitSequence(kittyPushed: false), as: UTF8.self)
  /// What it writes when it takes the terminal.
  static let enterSequence = String(
    decoding: TerminalModes.inline.enterSequence(kittyPushed: false), as: UTF8.self)

  /// Starts `quire keys` with `extraEnvironment`, answers its kitty keyboard query (as a
  /// terminal that knows the protocol when `kitty`, else as one that does not), and waits for
  /// its header. Returns the terminal and its settings from before the start.
  static func start(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), kitty: Bool = false, fullScreen: Bool = false,
    extraEnvironment: [String: String] = [:]
  ) throws -> (PseudoTerminal, TerminalAttributes) {
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    var environment = ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"]
    environment.merge(extraEnvironment) { $1 }
    let terminal = try PseudoTerminal(
      executable: executable, arguments: fullScreen ? ["keys", "--full-screen"] : ["keys"],
      environment: environment, size: size)
    let before = terminal.initialAttributes
    try #require(
      terminal.waitFor("\u{1B}[?u\u{1B}[c"),
      "quire keys asks about the keyboard; got \(terminal.text.debugDescription)")
    terminal.type(kitty ? "\u{1B}[?0u\u{1B}[?62;22c" : "\u{1B}[?62;22c")
    try #require(terminal.waitFor(header), "header shown; got \(terminal.text.debugDescription)")
    return (terminal, before)
  }

  /// Expects `text` to appear on `terminal` within the harness's deadline; on failure, shows
  /// what did appear.
  static func expectShown(
    _ text: String, in terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let shown = terminal.waitFor(text)
    #expect(
      shown, "waited for \(text.debugDescription), got \(terminal.text.debugDescription)",
      sourceLocation: sourceLocation)
  }

  /// Expects the screen to be as the shell left it: no mode of Quire's still on, the main
  /// screen shown, the cursor visible.
  static func expectModesGivenBack(
    _ terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let screen = terminal.screen
    let left = screen.privateModes.intersection([1000, 1002, 1006, 1004, 2004])
    #expect(left.isEmpty, "modes still on: \(left.sorted())", sourceLocation: sourceLocation)
    #expect(!screen.isAlternateScreen, sourceLocation: sourceLocation)
    #expect(screen.isCursorVisible, sourceLocation: sourceLocation)
  }
}
