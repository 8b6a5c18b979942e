import Quire
import QuireTestSupport
import Testing

@testable import QuireCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire keys --full-screen` end to end in a pseudo-terminal: drawn through the live screen,
/// redrawn whole at a new size and after a stop, and a small frame per key.
@Suite(.serialized) struct KeysFullScreenTests {
  /// The size the tests start at: wide enough for the title, small enough to write out.
  static let size = TerminalSize(columns: 60, rows: 8)

  /// Starts `quire keys --full-screen` at `size` and waits for its first screen, which shows
  /// the terminal's answer to the keyboard query.
  static func start() throws -> PseudoTerminal {
    let (terminal, _) = try KeysHarness.start(size: size, fullScreen: true)
    expectScreen(
      """
      quire keys: type, click, paste; Ctrl-C or Esc twice quits
      reply  device attributes 62;22





      ^C quit  esc esc quit                  60x8, legacy keyboard
      """, in: terminal)
    return terminal
  }

  /// Waits until the screen shows exactly `expected` (trailing spaces of rows ignored); on
  /// failure, shows what it did show.
  static func expectScreen(
    _ expected: String, in terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let lines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let shown = terminal.waitUntil(timeout: .seconds(10)) { $0.screen.lines == lines }
    #expect(
      shown, "expected\n\(expected)\ngot\n\(terminal.screen.lines.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }

  /// Waits until some row of the screen shows `text` (the renderer skips blanks with cursor
  /// moves, so the bytes need not hold it).
  static func expectOnScreen(
    _ text: String, in terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let shown = terminal.waitUntil(timeout: .seconds(10)) { $0.screen.text.contains(text) }
    #expect(
      shown, "waited for \(text.debugDescription), got\n\(terminal.screen.text)",
      sourceLocation: sourceLocation)
  }

  /// Quits and expects the terminal given back.
  static func quit(_ terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation) {
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0), sourceLocation: sourceLocation)
    #expect(terminal.attributes() == terminal.initialAttributes, sourceLocation: sourceLocation)
    KeysHarness.expectModesGivenBack(terminal, sourceLocation: sourceLocation)
  }

  @Test func showsTitleEventsAndHelpBar() throws {
    let terminal = try Self.start()
    #expect(terminal.screen.isAlternateScreen)
    terminal.type("a")
    terminal.press(.ctrl(.up))
    terminal.type("\u{1B}[<0;12;4M")
    Self.expectScreen(
      """
      quire keys: type, click, paste; Ctrl-C or Esc twice quits
      reply  device attributes 62;22
      key    a
      key    Ctrl-Up
      mouse  press left at column 12, row 4


      ^C quit  esc esc quit                  60x8, legacy keyboard
      """, in: terminal)
    Self.quit(terminal)
  }

  @Test func newestEventIsAtTheBottomAndOlderOnesScrollAway() throws {
    let terminal = try Self.start()
    for key in "abcdefgh" {
      terminal.type(String(key))
      Self.expectOnScreen("key    \(key)", in: terminal)
    }
    Self.expectScreen(
      """
      quire keys: type, click, paste; Ctrl-C or Esc twice quits
      key    c
      key    d
      key    e
      key    f
      key    g
      key    h
      ^C quit  esc esc quit                  60x8, legacy keyboard
      """, in: terminal)
    Self.quit(terminal)
  }

  @Test func resizeRedrawsWholeAtTheNewSizeCuttingRows() throws {
    let terminal = try Self.start()
    terminal.type("a")
    Self.expectOnScreen("key    a", in: terminal)
    terminal.resize(to: TerminalSize(columns: 20, rows: 6))
    Self.expectScreen(
      """
      quire keys: type, cl
      reply  device attrib
      key    a
      resize 20x6

      ^C quit
      """, in: terminal)
    terminal.press(.paste("a paste much longer than twenty columns"))
    Self.expectScreen(
      """
      quire keys: type, cl
      reply  device attrib
      key    a
      resize 20x6
      paste  "a paste much
      ^C quit
      """, in: terminal)
    terminal.resize(to: Self.size)
    Self.expectScreen(
      """
      quire keys: type, click, paste; Ctrl-C or Esc twice quits
      reply  device attributes 62;22
      key    a
      resize 20x6
      paste  "a paste much longer than twenty columns" (39 charact
      resize 60x8

      ^C quit  esc esc quit                  60x8, legacy keyboard
      """, in: terminal)
    Self.quit(terminal)
  }

  @Test func continueAfterStopDrawsEverythingAgain() throws {
    let terminal = try Self.start()
    terminal.type("a")
    Self.expectOnScreen("key    a", in: terminal)
    terminal.send(signal: SIGTSTP)
    #expect(terminal.waitForStop() == SIGSTOP)
    #expect(terminal.attributes() == terminal.initialAttributes, "given back while stopped")
    KeysHarness.expectShown(KeysHarness.fullScreenResetSequence, in: terminal)
    #expect(!terminal.screen.isAlternateScreen)
    let stoppedAt = terminal.output.count

    terminal.send(signal: SIGCONT)
    // Taking the alternate screen again blanks it, so every row below must come from a
    // frame that repaints the whole screen, not from what was drawn before the stop.
    Self.expectScreen(
      """
      quire keys: type, click, paste; Ctrl-C or Esc twice quits
      reply  device attributes 62;22
      key    a
      redraw (the terminal was given back and taken again)



      ^C quit  esc esc quit                  60x8, legacy keyboard
      """, in: terminal)
    #expect(terminal.screen.isAlternateScreen)
    let afterContinue = String(decoding: terminal.output[stoppedAt...], as: UTF8.self)
    #expect(afterContinue.contains("\u{1B}[?1049h"), "the alternate screen taken again")
    #expect(afterContinue.contains("\u{1B}[2J"), "the frame after the stop clears and repaints")
    terminal.type("b")
    Self.expectOnScreen("key    b", in: terminal)
    Self.quit(terminal)
  }

  /// The frames the app should write, from the same view drawn by a renderer set up as the
  /// app sets it up (TERM=xterm-256color).
  static func expectedFrames(after events: [InputEvent]) -> [[UInt8]] {
    let capabilities = TerminalCapabilities.detect(environment: ["TERM": "xterm-256color"], isTerminal: true)
    var renderer = Renderer(surface: .fullScreen, options: Renderer.Options(capabilities))
    var view = KeysScreen(title: KeysCommand.header, keyboard: "legacy keyboard")
    var frames: [[UInt8]] = []
    var grid = CellGrid(size: size)
    view.draw(into: &grid)
    frames.append(renderer.render(grid))
    for event in [.reply(.primaryDeviceAttributes([62, 22]))] + events {
      view.record(event)
      grid = CellGrid(size: size)
      view.draw(into: &grid)
      frames.append(renderer.render(grid))
    }
    return frames
  }

  @Test(arguments: [1, 7])
  func typingAKeyWritesOnlyTheChangeAsOneSmallFrame(keysBefore: Int) throws {
    let terminal = try Self.start()
    let typed = Array("abcdefghij".prefix(keysBefore + 1))
    for key in typed.dropLast() {
      terminal.type(String(key))
      Self.expectOnScreen("key    \(key)", in: terminal)
    }
    terminal.waitUntilQuiet(for: .milliseconds(50))
    let before = terminal.output.count
    let last = typed[typed.count - 1]
    terminal.type(String(last))
    Self.expectOnScreen("key    \(last)", in: terminal)
    terminal.waitUntilQuiet(for: .milliseconds(50))
    let frame = Array(terminal.output[before...])

    let frames = Self.expectedFrames(after: typed.map { .key(KeyEvent(.character($0))) })
    let expected = frames[frames.count - 1]
    let wrote = String(decoding: frame, as: UTF8.self).debugDescription
    let wanted = String(decoding: expected, as: UTF8.self).debugDescription
    #expect(frame == expected, "wrote \(wrote), expected \(wanted)")
    let text = String(decoding: frame, as: UTF8.self)
    #expect(!text.contains("\u{1B}[2J") && !text.contains("quire keys"), "nothing repainted: \(wrote)")
    #expect(
      frame.count * 4 < frames[0].count, "\(frame.count) bytes against \(frames[0].count) for the screen")
    Self.quit(terminal)
  }
}
