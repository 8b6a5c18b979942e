import QuireTerminal
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Nested in `TerminalSessionTests`, whose `.serialized` covers it: only one session can be
// open in a process at a time, so these must not run beside the session's own tests.
extension TerminalSessionTests {
  /// The live screen on a bare pseudo-terminal, in process: frames reach the terminal through
  /// the renderer, resizes and redraws are applied, the inline area is given back.
  @Suite struct TerminalScreenTests {
    /// The full-screen modes without the kitty keyboard query, which nobody answers here.
    static let fullScreen: TerminalModes = [.alternateScreen, .bracketedPaste, .mouse, .focusEvents]
    static let inline: TerminalModes = [.bracketedPaste, .mouse, .focusEvents]
    static let capabilities = TerminalCapabilities(
      isUsable: true, colorDepth: .ansi256, usesSynchronizedOutput: false)

    /// A grid of `size` with `lines` drawn from the top left.
    static func grid(_ size: TerminalSize, _ lines: [String]) -> CellGrid {
      var grid = CellGrid(size: size)
      for (row, line) in lines.enumerated() { grid.draw(line, at: CellPosition(column: 0, row: row)) }
      return grid
    }

    /// An emulator of `size` whose every cell shows `#`: a screen nothing was drawn on yet.
    static func scribbled(_ size: TerminalSize) -> TerminalEmulator {
      var emulator = TerminalEmulator(size: size)
      emulator.feed("\u{1B}[?7l")
      for row in 0..<size.rows {
        emulator.feed("\u{1B}[\(row + 1);1H" + String(repeating: "#", count: size.columns))
      }
      emulator.feed("\u{1B}[?7h\u{1B}[H")
      return emulator
    }

    /// Opens a screen on `pair` with `modes` and throws away what opening wrote.
    static func open(_ pair: PseudoTerminalPair, _ modes: TerminalModes) throws -> TerminalScreen {
      let session = try TerminalSession.open(device: TerminalDevice(fileDescriptor: pair.slave), mode: modes)
      _ = pair.readOutput()
      return TerminalScreen(session: session, capabilities: capabilities)
    }

    /// Resizes the pseudo-terminal as a window would be, without a signal.
    static func resize(_ pair: PseudoTerminalPair, to size: TerminalSize) {
      var window = winsize(
        ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(pair.master, UInt(TIOCSWINSZ), &window)
    }

    @Test func fullScreenFrameIsTheTerminalsSizeAndReachesIt() throws {
      let size = TerminalSize(columns: 20, rows: 4)
      let pair = try PseudoTerminalPair(size: size)
      let screen = try Self.open(pair, Self.fullScreen)
      defer { screen.session.close() }
      #expect(screen.surface == .fullScreen)
      var grid = screen.makeGrid(rows: 2)
      #expect(grid.size == size, "full screen ignores a requested height")
      grid.draw("top", at: CellPosition(column: 0, row: 0))
      grid.draw("bottom", at: CellPosition(column: 0, row: 3))
      try screen.render(grid)
      var emulator = TerminalEmulator(size: size)
      emulator.feed(pair.readOutput())
      #expect(emulator.text == "top\n\n\nbottom")
    }

    @Test func unchangedFrameWritesNothingAndOneChangeWritesLittle() throws {
      let size = TerminalSize(columns: 40, rows: 10)
      let pair = try PseudoTerminalPair(size: size)
      let screen = try Self.open(pair, Self.fullScreen)
      defer { screen.session.close() }
      let first = Self.grid(size, (0..<10).map { "line \($0) of the first frame" })
      try screen.render(first)
      let full = pair.readOutput()
      try screen.render(first)
      #expect(screen.lastFrameByteCount == 0)
      #expect(pair.readOutput().isEmpty)
      var second = first
      second.draw("X", at: CellPosition(column: 5, row: 4))
      try screen.render(second)
      let small = pair.readOutput()
      var emulator = TerminalEmulator(size: size)
      emulator.feed(full + small)
      #expect(emulator.line(4) == "line X of the first frame")
      #expect(small.utf8.count == screen.lastFrameByteCount)
      #expect(small.utf8.count * 20 < full.utf8.count, "one cell: \(small.debugDescription)")
    }

    @Test func resizeTakesTheNewSizeAndTheNextFrameRepaintsEveryRow() throws {
      let pair = try PseudoTerminalPair(size: TerminalSize(columns: 30, rows: 6))
      let screen = try Self.open(pair, Self.fullScreen)
      defer { screen.session.close() }
      try screen.render(Self.grid(screen.size, ["title", "body", "", "", "", "help"]))
      _ = pair.readOutput()
      let newSize = TerminalSize(columns: 20, rows: 4)
      Self.resize(pair, to: newSize)
      #expect(screen.apply(.resize(newSize)))
      #expect(screen.size == newSize)
      let grid = Self.grid(screen.makeGrid().size, ["title", "body", "", "help"])
      #expect(grid.size == newSize)
      try screen.render(grid)
      var emulator = Self.scribbled(newSize)
      emulator.feed(pair.readOutput())
      #expect(emulator.lines == ["title", "body", "", "help"])
    }

    @Test func redrawRepaintsEveryRowAtTheSizeTheTerminalHasNow() throws {
      let pair = try PseudoTerminalPair(size: TerminalSize(columns: 30, rows: 6))
      let screen = try Self.open(pair, Self.fullScreen)
      defer { screen.session.close() }
      let lines = ["title", "body", "", "help"]
      try screen.render(Self.grid(screen.size, lines))
      _ = pair.readOutput()
      let newSize = TerminalSize(columns: 25, rows: 4)
      Self.resize(pair, to: newSize)
      #expect(screen.apply(.redraw))
      #expect(screen.size == newSize, "read again: no resize arrives for a change made while stopped")
      try screen.render(Self.grid(screen.makeGrid().size, lines))
      var emulator = Self.scribbled(newSize)
      emulator.feed(pair.readOutput())
      #expect(emulator.lines == lines)
    }

    @Test func redrawOfTheSameFrameAtTheSameSizeRepaintsIt() throws {
      let size = TerminalSize(columns: 20, rows: 3)
      let pair = try PseudoTerminalPair(size: size)
      let screen = try Self.open(pair, Self.fullScreen)
      defer { screen.session.close() }
      let grid = Self.grid(size, ["a", "b", "c"])
      try screen.render(grid)
      _ = pair.readOutput()
      screen.invalidate()
      try screen.render(grid)
      var emulator = Self.scribbled(size)
      emulator.feed(pair.readOutput())
      #expect(emulator.lines == ["a", "b", "c"])
    }

    @Test func keysAndOtherEventsAreNotScreenEvents() throws {
      let pair = try PseudoTerminalPair(size: TerminalSize(columns: 20, rows: 3))
      let screen = try Self.open(pair, Self.fullScreen)
      defer { screen.session.close() }
      let grid = Self.grid(screen.size, ["a"])
      try screen.render(grid)
      #expect(!screen.apply(.key(KeyEvent(.character("x")))))
      #expect(!screen.apply(.focus(true)))
      try screen.render(grid)
      #expect(screen.lastFrameByteCount == 0, "no redraw after a key")
    }

    @Test func signalledResizeIsAppliedBeforeTheCallerSeesIt() throws {
      let pair = try PseudoTerminalPair(size: TerminalSize(columns: 30, rows: 6))
      let screen = try Self.open(pair, Self.fullScreen)
      defer { screen.session.close() }
      let newSize = TerminalSize(columns: 22, rows: 5)
      Self.resize(pair, to: newSize)
      kill(getpid(), SIGWINCH)
      let event = try screen.nextEvent(timeout: .seconds(5))
      #expect(event == .resize(newSize))
      #expect(screen.size == newSize)
      #expect(screen.makeGrid().size == newSize)
    }

    @Test(.timeLimit(.minutes(1)))
    func eventStreamAppliesEachEventBeforeYieldingIt() async throws {
      let pair = try PseudoTerminalPair(size: TerminalSize(columns: 30, rows: 6))
      let screen = try Self.open(pair, Self.fullScreen)
      let newSize = TerminalSize(columns: 24, rows: 5)
      Self.resize(pair, to: newSize)
      kill(getpid(), SIGWINCH)
      var seen: [(InputEvent, TerminalSize)] = []
      for try await event in screen.events() {
        seen.append((event, screen.size))
        if case .resize = event { pair.type("k") }
        if case .key = event { break }
      }
      screen.session.close()
      #expect(seen.map { $0.0 } == [.resize(newSize), .key(KeyEvent(.character("k")))])
      #expect(seen.map { $0.1 } == [newSize, newSize])
    }

    @Test(arguments: [(2, 2), (5, 5), (9, 5), (0, 1)])
    func inlineFrameIsTheWidthAndTheRequestedHeightCapped(requested: Int, expected: Int) throws {
      let pair = try PseudoTerminalPair(size: TerminalSize(columns: 30, rows: 5))
      let screen = try Self.open(pair, Self.inline)
      defer { screen.session.close() }
      #expect(screen.surface == .inline)
      #expect(screen.makeGrid(rows: requested).size == TerminalSize(columns: 30, rows: expected))
    }

    @Test func inlineFinishErasesTheAreaAndLeavesTheCursorWhereItBegan() throws {
      let size = TerminalSize(columns: 30, rows: 8)
      let pair = try PseudoTerminalPair(size: size)
      var emulator = TerminalEmulator(size: size)
      emulator.feed("$ earlier output\r\n$ quire ask\r\n")
      let start = emulator.cursor
      #expect(start == CellPosition(column: 0, row: 2))
      try withTerminalScreen(
        mode: Self.inline, device: TerminalDevice(fileDescriptor: pair.slave),
        capabilities: Self.capabilities
      ) { screen in
        try screen.render(Self.grid(screen.makeGrid(rows: 3).size, ["Name?", "> Ada", "enter to accept"]))
        emulator.feed(pair.readOutput())
        #expect(
          emulator.lines.prefix(5) == [
            "$ earlier output", "$ quire ask", "Name?", "> Ada", "enter to accept",
          ])
      }
      emulator.feed(pair.readOutput())
      #expect(emulator.lines.prefix(5) == ["$ earlier output", "$ quire ask", "", "", ""])
      #expect(emulator.cursor == start)
      #expect(emulator.isCursorVisible)
      #expect(emulator.privateModes.intersection([1000, 1002, 1006, 1004, 2004]).isEmpty)
    }

    @Test func thrownErrorStillFinishesAndGivesTheTerminalBack() throws {
      struct Failure: Error {}
      let size = TerminalSize(columns: 30, rows: 6)
      let pair = try PseudoTerminalPair(size: size)
      let before = pair.attributes()
      var emulator = TerminalEmulator(size: size)
      emulator.feed("$ prompt\r\n")
      #expect(throws: Failure.self) {
        try withTerminalScreen(
          mode: Self.inline, device: TerminalDevice(fileDescriptor: pair.slave),
          capabilities: Self.capabilities
        ) { screen in
          try screen.render(Self.grid(screen.makeGrid(rows: 2).size, ["drawn", "then failed"]))
          throw Failure()
        }
      }
      emulator.feed(pair.readOutput())
      #expect(emulator.text == "$ prompt")
      #expect(emulator.cursor == CellPosition(column: 0, row: 1))
      #expect(pair.attributes() == before)
    }
  }
}
