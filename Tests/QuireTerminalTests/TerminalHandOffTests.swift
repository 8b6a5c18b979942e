import QuireTerminal
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `TerminalScreen.suspended(_:)` end to end: the test probe draws the full screen and reads
/// events through `startEvents`, as an app runtime does, and on `e` hands the terminal to a
/// child program (a shell script standing in for `$EDITOR`) and takes it back.
@Suite(.serialized) struct TerminalHandOffTests {
  static let title = "probe: e hands the terminal over, q quits"
  /// The modes the full screen takes, as the probe's screen shows them.
  static let takenModes: Set<Int> = [1000, 1002, 1006, 1004, 2004, 1036, 1039]
  static let environment = [
    "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no",
  ]
  /// The child: shows its terminal's settings, reads a line, says what it read.
  static let child = ["/bin/sh", "-c", "stty -a; echo 'child: ready'; read line; echo \"child: got $line\""]

  static func probe() throws -> String {
    try #require(BuiltProducts.executable(named: "QuireTerminalProbe"), "the probe is built")
  }

  /// Expects the probe's screen taken: raw mode, the alternate screen, every mode on.
  static func expectTaken(_ terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(terminal.attributes().isRaw, sourceLocation: sourceLocation)
    #expect(terminal.screen.isAlternateScreen, sourceLocation: sourceLocation)
    let missing = takenModes.subtracting(terminal.screen.privateModes)
    #expect(missing.isEmpty, "modes not on: \(missing.sorted())", sourceLocation: sourceLocation)
  }

  /// Expects the shell's screen: its settings, no mode of the probe's on.
  static func expectGivenBack(_ terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(terminal.attributes() == terminal.initialAttributes, sourceLocation: sourceLocation)
    #expect(!terminal.screen.isAlternateScreen, sourceLocation: sourceLocation)
    let left = takenModes.intersection(terminal.screen.privateModes)
    #expect(left.isEmpty, "modes still on: \(left.sorted())", sourceLocation: sourceLocation)
  }

  static func expectOnScreen(
    _ text: String, in terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let shown = terminal.waitUntil { $0.screen.text.contains(text) }
    #expect(
      shown, "waited for \(text.debugDescription), got\n\(terminal.screen.text)",
      sourceLocation: sourceLocation)
  }

  /// The child sees a cooked terminal and none of the probe's modes; afterwards raw mode and
  /// the modes are back, the next frame repaints the whole (blank) alternate screen, events
  /// flow again, and what was typed during the child's run and not read by it never
  /// reaches the probe.
  @Test func childGetsACookedTerminalAndTheScreenComesBackWhole() throws {
    let terminal = try PseudoTerminal(
      executable: try Self.probe(), arguments: ["hand-off"] + Self.child, environment: Self.environment)
    Self.expectOnScreen(Self.title, in: terminal)
    Self.expectTaken(terminal)
    terminal.type("a")
    Self.expectOnScreen("key character(\"a\")", in: terminal)

    terminal.type("e")
    try #require(terminal.waitFor("child: ready"), "got \(terminal.text.debugDescription)")
    Self.expectGivenBack(terminal)
    let settings = terminal.text.split(separator: "\n").first { $0.contains("icanon") } ?? ""
    #expect(settings.contains(" icanon") && !settings.contains("-icanon"), "\(settings)")
    let echo = terminal.text.split(separator: "\n").first { $0.contains("echoe") } ?? ""
    #expect(echo.hasPrefix("echo ") || echo.contains(" echo "), "\(echo)")
    let givenAt = terminal.output.count

    // A line for the child, and keys it never reads: left behind when it ends.
    terminal.press(.text("hello"), .enter, .text("zzz"))
    Self.expectOnScreen("back from the child, status 0", in: terminal)
    #expect(terminal.text.contains("child: got hello"))
    Self.expectTaken(terminal)
    #expect(terminal.screen.lines.first == Self.title, "the title, drawn again on the blank alternate screen")
    let takenBack = String(decoding: terminal.output[givenAt...], as: UTF8.self)
    #expect(takenBack.contains("\u{1B}[?1049h"), "the alternate screen taken again")

    terminal.type("x")
    Self.expectOnScreen("key character(\"x\")", in: terminal)
    #expect(!terminal.screen.text.contains("character(\"z\")"), "typed during the child's run: dropped")
    terminal.type("q")
    #expect(terminal.waitForExit() == .exited(0))
    Self.expectGivenBack(terminal)
  }

  /// Ctrl-C in the cooked child ends the child, not the probe, though the kernel sends
  /// SIGINT to both.
  @Test func ctrlCInTheChildEndsTheChildOnly() throws {
    let terminal = try PseudoTerminal(
      executable: try Self.probe(), arguments: ["hand-off"] + Self.child, environment: Self.environment)
    Self.expectOnScreen(Self.title, in: terminal)
    terminal.type("e")
    try #require(terminal.waitFor("child: ready"), "got \(terminal.text.debugDescription)")
    terminal.press(.ctrl("c"))
    Self.expectOnScreen("back from the child, status 130", in: terminal)
    Self.expectTaken(terminal)
    terminal.type("q")
    #expect(terminal.waitForExit() == .exited(0))
    Self.expectGivenBack(terminal)
  }

  /// Ctrl-Z in the cooked child stops the whole job; `fg` continues it, the child reads its
  /// line, and the probe takes the terminal back and redraws as after any hand-off.
  @Test func stopAndForegroundDuringTheHandOff() throws {
    let shell = "/bin/bash"
    try #require(access(shell, X_OK) == 0, "bash is installed")
    let script = """
      set -m
      "$PROBE" hand-off /bin/sh -c 'echo "child: ready"; read line; echo "child: got $line"'
      echo "job stopped: $?"
      fg %1 > /dev/null
      echo "job ended: $?"
      """
    let terminal = try PseudoTerminal(
      executable: shell, arguments: ["--norc", "--noprofile", "-c", script],
      environment: Self.environment.merging(["PROBE": try Self.probe()]) { $1 })
    Self.expectOnScreen(Self.title, in: terminal)
    terminal.type("e")
    try #require(terminal.waitFor("child: ready"), "got \(terminal.text.debugDescription)")
    terminal.press(.ctrl("z"))
    try #require(terminal.waitFor("job stopped: "), "got \(terminal.text.debugDescription)")
    terminal.type("hello", then: .enter)
    Self.expectOnScreen("back from the child, status 0", in: terminal)
    #expect(terminal.text.contains("child: got hello"))
    Self.expectTaken(terminal)
    #expect(terminal.screen.lines.first == Self.title)
    terminal.type("x")
    Self.expectOnScreen("key character(\"x\")", in: terminal)
    terminal.type("q")
    try #require(terminal.waitFor("job ended: 0"), "got \(terminal.text.debugDescription)")
    #expect(terminal.waitForExit() == .exited(0))
    Self.expectGivenBack(terminal)
  }
}
