import QuireTerminal
import Testing

/// `suspended(_:)` on the terminal in memory: the child sees the shell's screen, and the
/// screen's modes come back exactly as they were, whatever they were.
@Suite struct InMemoryTerminalSuspendTests {
  /// A screen's modes as a test compares them: the private modes, the alternate screen, the
  /// cursor shown.
  struct Modes: Equatable {
    var privateModes: Set<Int>
    var isAlternateScreen: Bool
    var isCursorVisible: Bool

    init(_ terminal: InMemoryTerminal) {
      privateModes = terminal.emulator.privateModes
      isAlternateScreen = terminal.emulator.isAlternateScreen
      isCursorVisible = terminal.emulator.isCursorVisible
    }
  }

  static let frame = CellGrid(size: TerminalSize(columns: 20, rows: 3), lines: ["notes", "", "^C quit"])

  /// Screens as an app may leave them: nothing on (the terminal in memory takes no modes of
  /// its own), everything the full screen takes with the cursor hidden, a few modes.
  @Test(arguments: [
    "",
    "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?1004h\u{1B}[?1036;1039h\u{1B}[?25l",
    "\u{1B}[?2004h\u{1B}[?1006h",
  ])
  func modesComeBackAsTheyWere(setUp: String) throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 20, rows: 3))
    terminal.write(Array(setUp.utf8))
    terminal.render(Self.frame)
    let before = Modes(terminal)
    let seen = try terminal.suspended { Modes(terminal) }
    #expect(!seen.isAlternateScreen, "the child sees the shell's screen")
    #expect(seen.privateModes.isDisjoint(with: [1000, 1002, 1004, 1006, 2004, 1036, 1039]))
    #expect(Modes(terminal) == before)
    #expect(terminal.suspensionCount == 1)
  }

  /// The next frame after a suspension repaints everything, even unchanged.
  @Test func nextFrameRepaintsEverything() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 20, rows: 3))
    terminal.write(Array("\u{1B}[?1049h".utf8))
    terminal.render(Self.frame)
    try terminal.suspended { terminal.write(Array("$ vi notes.md\r\n".utf8)) }
    #expect(terminal.lines == ["", "", ""], "the alternate screen was entered afresh")
    terminal.render(Self.frame)
    #expect(terminal.lines == ["notes", "", "^C quit"])
  }

  /// Inline, the area is erased before the child runs, so its output follows the shell's.
  @Test func inlineAreaIsErasedFirst() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 20, rows: 4), surface: .inline)
    terminal.write(Array("$ quire input\r\n".utf8))
    terminal.render(CellGrid(size: TerminalSize(columns: 20, rows: 1), lines: ["Name: Ada"]))
    let shown = try terminal.suspended { terminal.text }
    #expect(shown == "$ quire input")
  }
}
