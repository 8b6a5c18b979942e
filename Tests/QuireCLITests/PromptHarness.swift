import Quire
import QuireTestSupport
import Testing

/// Starts a `quire` prompt in a pseudo-terminal as a shell would: its own standard output
/// (and error) pipes, the terminal as `/dev/tty`, the keyboard query answered as a terminal
/// without the kitty protocol answers it (`echoes`: see `PseudoTerminal.init`).
enum PromptHarness {
  /// What a prompt writes when it gives the terminal back (the inline surface).
  static let resetSequence = String(
    decoding: TerminalModes.inline.exitSequence(kittyPushed: false), as: UTF8.self)

  /// The user a test runs `quire` as to meet permissions as a user does (the tests run as
  /// root in CI): `nobody`.
  static let unprivilegedUser: UInt32 = 65534

  /// Starts `quire arguments…` and waits until `shown` is on the screen. Returns the terminal
  /// and its settings from before the start. With `user` it runs as that user, with
  /// `folder` in that folder (both through `QuireDocumentsChild exec`).
  static func start(
    _ arguments: [String], waitingFor shown: String, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
    standardInput: [UInt8]? = nil, extraEnvironment: [String: String] = [:], echoes: Bool = true,
    user: UInt32? = nil, in folder: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (PseudoTerminal, TerminalAttributes) {
    var executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    var arguments = arguments
    if user != nil || folder != nil {
      let launcher = try #require(
        BuiltProducts.executable(named: "QuireDocumentsChild"), "the QuireDocumentsChild executable is built")
      let asUser = user.map { ["--uid", String($0)] } ?? []
      arguments = asUser + (folder.map { ["--cd", $0] } ?? []) + ["exec", executable] + arguments
      executable = launcher
    }
    var environment = ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent"]
    environment.merge(extraEnvironment) { $1 }
    let terminal = try PseudoTerminal(
      executable: executable, arguments: arguments, environment: environment, size: size,
      separateOutput: true, standardInput: standardInput, echoes: echoes)
    if terminal.waitFor("\u{1B}[?u", timeout: .seconds(5)) { terminal.type("\u{1B}[?62;22c") }
    try #require(
      terminal.waitUntil { $0.screen.text.contains(shown) },
      "\(shown.debugDescription) shown; got \(terminal.screen.text.debugDescription)",
      sourceLocation: sourceLocation)
    return (terminal, terminal.initialAttributes)
  }

  /// Expects the program to have ended with `status`, the terminal's settings as `before`,
  /// every mode given back, and nothing of the prompt left on the screen but what `remains`.
  static func expectEnded(
    _ terminal: PseudoTerminal, with status: ProcessStatus, before: TerminalAttributes,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(terminal.waitForExit() == status, sourceLocation: sourceLocation)
    #expect(
      terminal.attributes() == before, "the terminal's settings are back", sourceLocation: sourceLocation)
    let screen = terminal.screen
    let left = screen.privateModes.intersection([1000, 1002, 1006, 1004, 2004])
    #expect(left.isEmpty, "modes still on: \(left.sorted())", sourceLocation: sourceLocation)
    #expect(screen.isCursorVisible, sourceLocation: sourceLocation)
  }

  /// Starts `/bin/sh -c script quire arguments…` in a pseudo-terminal, for what a shell does
  /// around a prompt (a redirection, a line printed first), its standard output and error
  /// pipes and its keyboard query answered as in `start`; returns once the query is answered.
  static func startInShell(_ script: String, _ arguments: [String] = []) throws -> PseudoTerminal {
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    let terminal = try PseudoTerminal(
      executable: "/bin/sh", arguments: ["-c", script, executable] + arguments,
      environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent"],
      separateOutput: true)
    if terminal.waitFor("\u{1B}[?u", timeout: .seconds(5)) { terminal.type("\u{1B}[?62;22c") }
    return terminal
  }

  /// Standard output as text.
  static func output(_ terminal: PseudoTerminal) -> String {
    String(decoding: terminal.standardOutput, as: UTF8.self)
  }
}
