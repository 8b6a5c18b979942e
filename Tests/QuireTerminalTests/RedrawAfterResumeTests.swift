import QuireTestSupport
import Testing

@testable import QuireTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// After SIGTSTP gave the terminal back and SIGCONT took it again, the full redraw shows the
/// frame as it was: the cursor hidden or shaped as the frame says, the text in its style.
@Suite struct RedrawAfterResumeTests {
  static let size = TerminalSize(columns: 12, rows: 2)

  /// A frame of "bold" in bold, the cursor as given.
  static func frame(cursor: CellCursor?) -> CellGrid {
    var grid = CellGrid(size: size)
    grid.draw("bold", at: .zero, style: Style([.bold]))
    grid.cursor = cursor
    return grid
  }

  /// What the terminal is sent around a stop and continue: the session's exit sequence
  /// (with the shape reset once a frame set one), then its enter sequence.
  static func stopAndContinue(shapeSet: Bool) -> [UInt8] {
    var bytes = TerminalModes.fullScreen.exitSequence(kittyPushed: false)
    if shapeSet { bytes += Array("\u{1B}[0 q".utf8) }
    return bytes + TerminalModes.fullScreen.enterSequence(kittyPushed: false)
  }

  @Test(arguments: [
    ("hidden cursor", nil),
    ("bar cursor", CellCursor(column: 4, row: 0, shape: .bar)),
    ("underline cursor", CellCursor(column: 4, row: 0, shape: .underline)),
    ("block cursor", CellCursor(column: 4, row: 0)),
  ])
  func redrawShowsTheFrameAsItWas(name: String, cursor: CellCursor?) {
    var screen = TerminalEmulator(size: Self.size)
    var renderer = Renderer()
    screen.feed(TerminalModes.fullScreen.enterSequence(kittyPushed: false))
    screen.feed(renderer.render(Self.frame(cursor: cursor)))
    screen.feed(Self.stopAndContinue(shapeSet: (cursor?.shape ?? .default) != .default))
    renderer.invalidate()
    screen.feed(renderer.render(Self.frame(cursor: cursor)))
    #expect(screen.lines == ["bold", ""], "\(name)")
    #expect(screen.style(at: .zero) == Style([.bold]), "\(name)")
    #expect(screen.isCursorVisible == (cursor != nil), "\(name)")
    #expect(screen.cursorShape == cursor?.shape ?? .default, "\(name)")
  }

  /// A frame in the default shape never sends it, so a shape the user set in the shell stays.
  @Test func defaultShapeIsNeverSentEvenAfterARedraw() {
    var renderer = Renderer()
    _ = renderer.render(Self.frame(cursor: CellCursor(column: 4, row: 0)))
    renderer.invalidate()
    let bytes = String(
      decoding: renderer.render(Self.frame(cursor: CellCursor(column: 4, row: 0))), as: UTF8.self)
    #expect(!bytes.contains(" q"), "\(bytes.debugDescription)")
  }

  @Test func finishAfterAnInvalidatedBarCursorResetsTheShape() {
    var renderer = Renderer()
    _ = renderer.render(Self.frame(cursor: CellCursor(column: 4, row: 0, shape: .bar)))
    renderer.invalidate()
    #expect(String(decoding: renderer.finish(), as: UTF8.self).contains("\u{1B}[0 q"))
  }
}

/// The session gives the cursor's shape back when a frame changed it, on every exit path.
/// (In `TerminalSessionTests`, whose tests run one at a time: one session is open at a time.)
extension TerminalSessionTests {
  static let shapeModes: TerminalModes = [.alternateScreen, .bracketedPaste]

  /// Writes a frame with a bar cursor through a session on a bare pseudo-terminal, then gives
  /// the terminal back with `giveBack`; returns the screen the terminal shows.
  func screenAfter(shape: CellCursor.Shape, _ giveBack: (TerminalSession) -> Void) throws -> TerminalEmulator
  {
    let pair = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.shapeModes)
    var grid = CellGrid(size: TerminalSize(columns: 10, rows: 2), lines: ["text"])
    grid.cursor = CellCursor(column: 4, row: 0, shape: shape)
    var renderer = Renderer()
    try session.write(renderer.render(grid))
    giveBack(session)
    session.close()
    var screen = TerminalEmulator(size: TerminalSize(columns: 10, rows: 2))
    screen.feed(Array(pair.readOutput().utf8))
    return screen
  }

  @Test func closeWithoutFinishingResetsAShapeAFrameSet() throws {
    let screen = try screenAfter(shape: .bar) { _ in }
    #expect(screen.cursorShape == .default)
    #expect(!screen.isAlternateScreen)
  }

  /// What the handlers of SIGTERM, SIGTSTP and the fatal signals call.
  @Test func signalHandlersResetAShapeAFrameSet() throws {
    let screen = try screenAfter(shape: .underline) { _ in SignalGuard.restoreTerminal() }
    #expect(screen.cursorShape == .default)
    #expect(!screen.isAlternateScreen)
  }

  @Test func shapeIsLeftAloneWhenNoFrameSetOne() throws {
    let pair = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.shapeModes)
    var grid = CellGrid(size: TerminalSize(columns: 10, rows: 2), lines: ["text"])
    grid.cursor = CellCursor(column: 4, row: 0)
    var renderer = Renderer()
    try session.write(renderer.render(grid))
    session.close()
    #expect(!pair.readOutput().contains(" q"))
  }

  @Test(arguments: [
    ("\u{1B}[6 q", true), ("x\u{1B}[ q", true), ("\u{1B}[2J\u{1B}[1 q", true),
    ("\u{1B}[6q", false), ("\u{1B}[?25h q", false), ("[6 q", false), ("", false),
  ])
  func recognisesTheShapeSequence(bytes: String, expected: Bool) {
    #expect(TerminalSession.setsCursorShape(Array(bytes.utf8)) == expected, "\(bytes.debugDescription)")
  }
}

/// `InMemoryTerminal.stopAndContinue()`: what a program sees after SIGTSTP and SIGCONT.
@Suite struct InMemoryStopAndContinueTests {
  static func frame() -> CellGrid {
    var grid = CellGrid(size: TerminalSize(columns: 12, rows: 2), lines: ["notes", "status"])
    grid.cursor = nil
    return grid
  }

  @Test func screenIsBlankAndARedrawIsQueued() {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 12, rows: 2))
    terminal.render(Self.frame())
    terminal.stopAndContinue()
    #expect(terminal.nextEvent() == .redraw)
    #expect(terminal.lines == ["", ""])
  }

  @Test func invalidatingOnRedrawShowsTheFrameAsItWas() {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 12, rows: 2))
    terminal.render(Self.frame())
    terminal.stopAndContinue()
    terminal.invalidate()
    terminal.render(Self.frame())
    #expect(
      terminal.text == """
        notes
        status
        """)
    #expect(!terminal.isCursorVisible)
  }
}
