import QuireTestSupport
import Testing

/// The harness's wait for output to settle, which the benchmark uses to tell when a screen or
/// a key's echo is complete.
@Suite struct PseudoTerminalQuietTests {
  @Test func settlesOnceTheChildWaitsForInput() throws {
    let terminal = try PseudoTerminal(executable: "/bin/sh", arguments: ["-c", "echo ready; read line"])
    try #require(terminal.waitFor("ready"))
    #expect(terminal.waitUntilQuiet(for: .milliseconds(50), timeout: .seconds(10)))
    #expect(terminal.text == "ready\r\n")
  }

  @Test func doesNotSettleWhileTheChildKeepsWriting() throws {
    // A line every 50 ms: never a quiet half second.
    let terminal = try PseudoTerminal(
      executable: "/bin/sh", arguments: ["-c", "while :; do echo tick; sleep 0.05; done"])
    try #require(terminal.waitFor("tick"))
    #expect(!terminal.waitUntilQuiet(for: .milliseconds(500), timeout: .milliseconds(1500)))
    #expect(terminal.exitStatus == nil)
  }
}
