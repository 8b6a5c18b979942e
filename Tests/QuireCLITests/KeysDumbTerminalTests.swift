import Quire
import QuireTestSupport
import Testing

/// `quire keys` on a terminal that cannot take escape sequences (`TERM=dumb`).
@Suite(.serialized) struct KeysDumbTerminalTests {
  private func start(arguments: [String]) throws -> PseudoTerminal {
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    return try PseudoTerminal(
      executable: executable, arguments: arguments,
      environment: ["TERM": "dumb", "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"],
      size: TerminalSize(columns: 80, rows: 24))
  }

  @Test func inlineLogShowsKeysWithoutTurningAnyModeOn() throws {
    let terminal = try start(arguments: ["keys"])
    let before = terminal.initialAttributes
    KeysHarness.expectShown(KeysHarness.header, in: terminal)
    terminal.type("a")
    KeysHarness.expectShown("key    a\r\n", in: terminal)
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
    #expect(!terminal.text.contains("\u{1B}[?"), "no mode sequence in \(terminal.text.debugDescription)")
    #expect(terminal.attributes() == before)
  }

  @Test func fullScreenIsRefusedWithOneLine() throws {
    let terminal = try start(arguments: ["keys", "--full-screen"])
    #expect(terminal.waitForExit() == .exited(3))
    #expect(terminal.text.contains("TERM=dumb cannot show a full screen"))
    #expect(!terminal.text.contains("\u{1B}[?1049h"))
  }
}
