import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire keys` run as a shell's job: started in the background (`quire keys &`), it waits,
/// stopped, until the shell brings it to the foreground, as vim does; it never takes the
/// terminal from the shell in the meantime.
@Suite(.serialized) struct BackgroundJobTests {
  /// Bash with job control running `script` in a pseudo-terminal, `$QUIRE` naming the built
  /// `quire`.
  static func shell(running script: String) throws -> PseudoTerminal {
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    let shell = "/bin/bash"
    try #require(access(shell, X_OK) == 0, "bash is installed")
    return try PseudoTerminal(
      executable: shell, arguments: ["--norc", "--noprofile", "-c", script],
      environment: [
        "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "QUIRE": executable,
        "SWIFT_BACKTRACE": "enable=no",
      ])
  }

  /// A shell with job control that starts `quire keys` in the background, reports how the
  /// job stopped, and brings it to the foreground after a line is typed.
  static let script = """
    set -m
    "$QUIRE" keys &
    wait $!
    echo "job stopped: $?"
    read -r line
    fg %1 > /dev/null
    echo "job ended: $?"
    """

  @Test func startedInTheBackgroundWaitsForTheForeground() throws {
    let terminal = try Self.shell(running: Self.script)
    let before = terminal.initialAttributes
    KeysHarness.expectShown("job stopped: ", in: terminal)
    #expect(!terminal.text.contains("quire keys:"), "nothing drawn or said from the background")
    #expect(terminal.attributes() == before, "the shell's settings are untouched while it waits")
    terminal.type("\n")
    try #require(
      terminal.waitFor("\u{1B}[?u\u{1B}[c"),
      "in the foreground it takes the terminal; got \(terminal.text.debugDescription)")
    terminal.type("\u{1B}[?62;22c")
    KeysHarness.expectShown(KeysHarness.header, in: terminal)
    terminal.type("a")
    KeysHarness.expectShown("key    a\r\n", in: terminal)
    terminal.press(.ctrl("c"))
    KeysHarness.expectShown("job ended: 0", in: terminal)
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.attributes() == before)
  }

  /// A shell with job control that runs `quire keys` in the foreground; once it is stopped,
  /// continues it in the background (`bg`), reports how it stopped again, and brings it back
  /// after a line is typed.
  static let suspendScript = """
    set -m
    "$QUIRE" keys
    echo "job stopped: $?"
    bg %1 > /dev/null
    wait %1
    echo "stopped in the background: $?"
    read -r line
    fg %1 > /dev/null
    echo "job ended: $?"
    """

  /// Continued in the background after a stop (`bg`), it does not take the terminal back
  /// from the shell: it stops again until `fg`, then takes it and redraws.
  @Test func continuedInTheBackgroundWaitsForTheForeground() throws {
    let terminal = try Self.shell(running: Self.suspendScript)
    let before = terminal.initialAttributes
    try #require(terminal.waitFor("\u{1B}[?u\u{1B}[c"), "got \(terminal.text.debugDescription)")
    terminal.type("\u{1B}[?62;22c")
    KeysHarness.expectShown(KeysHarness.header, in: terminal)
    let job = tcgetpgrp(terminal.master)
    try #require(job > 0 && job != terminal.processID, "quire keys is the foreground job")
    kill(-job, SIGTSTP)
    KeysHarness.expectShown("job stopped: \(128 + SIGSTOP)", in: terminal)
    KeysHarness.expectShown("stopped in the background: \(128 + SIGTTOU)", in: terminal)
    #expect(terminal.attributes() == before, "the shell's settings are untouched in the background")
    terminal.type("\n")
    KeysHarness.expectShown("redraw", in: terminal)
    terminal.type("a")
    KeysHarness.expectShown("key    a\r\n", in: terminal)
    terminal.press(.ctrl("c"))
    KeysHarness.expectShown("job ended: 0", in: terminal)
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.attributes() == before)
  }
}
