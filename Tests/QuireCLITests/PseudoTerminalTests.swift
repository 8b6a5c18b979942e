import QuireTestSupport
import Testing

/// The harness itself: what the child sees as its terminal and its streams.
@Suite struct PseudoTerminalTests {
  static let script = """
    [ -t 0 ] && echo in:tty || echo in:pipe
    [ -t 1 ] && echo out:tty || echo out:pipe
    echo on-tty > /dev/tty
    read line
    echo "read:$line"
    """

  @Test func terminalIsTheChildsControllingTerminalAndItsStreams() throws {
    let terminal = try PseudoTerminal(executable: "/bin/sh", arguments: ["-c", Self.script])
    KeysHarness.expectShown("on-tty", in: terminal)
    terminal.type("typed", then: .enter)
    #expect(terminal.waitForExit() == .exited(0))
    let lines = terminal.text.split(separator: "\r\n").map(String.init)
    #expect(lines == ["in:tty", "out:tty", "on-tty", "typed", "read:typed"])
  }

  @Test func pipedStreamsLeaveTheTerminalAsControllingTerminal() throws {
    let terminal = try PseudoTerminal(
      executable: "/bin/sh", arguments: ["-c", Self.script], separateOutput: true,
      standardInput: Array("given\n".utf8))
    #expect(terminal.waitForExit() == .exited(0))
    #expect(String(decoding: terminal.standardOutput, as: UTF8.self) == "in:pipe\nout:pipe\nread:given\n")
    #expect(terminal.text == "on-tty\r\n")
  }
}
