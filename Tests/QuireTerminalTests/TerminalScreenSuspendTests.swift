import QuireTestSupport
import Testing

@testable import QuireTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `suspended(_:)` on the live screen, in process on a bare pseudo-terminal: the terminal is
/// handed over and taken back without closing the session.
extension TerminalSessionTests.TerminalScreenTests {
  static let handOffModes: TerminalModes = [
    .alternateScreen, .bracketedPaste, .mouse, .focusEvents, .altSendsEscape,
  ]

  @Test(.timeLimit(.minutes(1)))
  func suspensionGivesTheTerminalBackAndTakesItWhole() throws {
    let size = TerminalSize(columns: 20, rows: 3)
    let pair = try PseudoTerminalPair(size: size)
    let before = pair.attributes()
    let screen = try Self.open(pair, Self.handOffModes)
    defer { screen.session.close() }
    let frame = Self.grid(size, ["notes", "", "^C quit"])
    try screen.render(frame)
    let log = EventLog()
    screen.startEvents { log.append($0) }
    pair.type("a")
    #expect(log.waitFor(count: 1) == [.key(KeyEvent(.character("a")))])
    _ = pair.readOutput()

    let typed = "typed while the child runs"
    let given = try screen.suspended {
      let shown = pair.readOutput()
      pair.type(typed)
      // The cooked terminal echoes what it has taken in: then it was typed during the run.
      var echoed = ""
      while !echoed.contains(typed) { echoed += pair.readOutput() }
      return (pair.attributes(), shown)
    }
    #expect(given.0 == before, "the child gets the settings the session found")
    let exit = String(decoding: Self.handOffModes.exitSequence(kittyPushed: false), as: UTF8.self)
    #expect(given.1 == exit)

    #expect(pair.attributes().isRaw)
    let enter = String(decoding: Self.handOffModes.enterSequence(kittyPushed: false), as: UTF8.self)
    #expect(pair.readOutput() == enter)
    try screen.render(frame)
    #expect(screen.lastFrameByteCount > 0, "the same frame is drawn again, whole")
    var shown = TerminalEmulator(size: size)
    shown.feed(Array(enter.utf8))
    shown.feed(Array(pair.readOutput().utf8))
    #expect(shown.lines == ["notes", "", "^C quit"])
    pair.type("b")
    #expect(log.waitFor(count: 2) == [.key(KeyEvent(.character("a"))), .key(KeyEvent(.character("b")))])
    screen.stopEvents()
    #expect(log.events.count == 2, "nothing typed during the hand-off arrived")
  }

  /// A SIGINT while the terminal is handed over (a child's Ctrl-C reaches the whole process
  /// group) is the child's: the session lives on.
  @Test(.timeLimit(.minutes(1)))
  func interruptDuringTheHandOffIsTheChilds() throws {
    let pair = try PseudoTerminalPair()
    let screen = try Self.open(pair, Self.handOffModes)
    defer { screen.session.close() }
    try screen.suspended { _ = kill(getpid(), SIGINT) }
    #expect(screen.session.isOpen)
    pair.type("k")
    #expect(try screen.nextEvent(timeout: .seconds(5)) == .key(KeyEvent(.character("k"))))
  }
}
