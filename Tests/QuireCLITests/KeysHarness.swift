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

  /// The environment a user's shell gives `quire keys`: no `SWIFT_BACKTRACE`, so the Swift
  /// runtime's crash reporter is on, as it is for users.
  static let userEnvironment = ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
  /// The environment of most tests: the crash reporter off, which no user has.
  static let quietEnvironment = userEnvironment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }

  /// Starts `quire keys` in `environment` plus `extraEnvironment`, waits for its header and its
  /// kitty keyboard query (sent at once, without waiting for the answer), answers the query
  /// as a terminal that knows the protocol when `kitty`, else as one that does not, and waits
  /// until the answer is shown (and, with `kitty`, the protocol pushed). Returns the terminal
  /// and its settings from before the start. `echoes`: see `PseudoTerminal.init`.
  static func start(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), kitty: Bool = false, fullScreen: Bool = false,
    environment: [String: String] = quietEnvironment, extraEnvironment: [String: String] = [:],
    echoes: Bool = true
  ) throws -> (PseudoTerminal, TerminalAttributes) {
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    let terminal = try PseudoTerminal(
      executable: executable, arguments: fullScreen ? ["keys", "--full-screen"] : ["keys"],
      environment: environment.merging(extraEnvironment) { $1 }, size: size, echoes: echoes)
    let before = terminal.initialAttributes
    try #require(terminal.waitFor(header), "header shown; got \(terminal.text.debugDescription)")
    try #require(
      terminal.waitFor("\u{1B}[?u\u{1B}[c"),
      "quire keys asks about the keyboard; got \(terminal.text.debugDescription)")
    terminal.type(kitty ? "\u{1B}[?0u\u{1B}[?62;22c" : "\u{1B}[?62;22c")
    try #require(
      terminal.waitUntil { $0.screen.text.contains("device attributes 62;22") },
      "the answer is shown; got \(terminal.text.debugDescription)")
    if kitty { try #require(terminal.waitFor("\u{1B}[>1u"), "pushed; got \(terminal.text.debugDescription)") }
    return (terminal, before)
  }

  /// Expects `text` to appear in `terminal`'s output (escape sequences and all) within the
  /// kit's deadline; on failure, shows what did appear.
  static func expectShown(
    _ text: String, in terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expect(
      terminal.waitForScreen(
        .showing(text), in: .output, fileID: sourceLocation.fileID, line: sourceLocation.line),
      sourceLocation: sourceLocation)
  }

  /// Expects the screen to be as the shell left it: no mode of Quire's still on, the main
  /// screen shown, the cursor visible.
  static func expectModesGivenBack(
    _ terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let screen = terminal.screen
    let left = screen.privateModes.intersection([1000, 1002, 1006, 1004, 2004, 1036, 1039])
    #expect(left.isEmpty, "modes still on: \(left.sorted())", sourceLocation: sourceLocation)
    #expect(!screen.isAlternateScreen, sourceLocation: sourceLocation)
    #expect(screen.isCursorVisible, sourceLocation: sourceLocation)
  }

  /// Waits for `terminal`'s program to end, and returns how it ended (`nil` if it did not).
  /// When the Swift runtime's crash reporter asks for a key (on a terminal it does, for up to
  /// 30 seconds), presses one, as a user would.
  static func waitForEnd(answeringTheCrashReporter terminal: PseudoTerminal) -> ProcessStatus? {
    terminal.waitUntil { $0.exitStatus != nil || $0.text.contains("key to quit") }
    if terminal.exitStatus == nil { terminal.type("q") }
    return terminal.waitForExit()
  }
}
