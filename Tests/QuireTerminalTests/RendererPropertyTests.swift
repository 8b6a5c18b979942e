import QuireTerminal
import QuireTestSupport
import Testing

@Suite struct RendererPropertyTests {
  static let depths: [ColorDepth] = [.trueColor, .ansi256, .ansi16, .none]

  /// Frame after frame of random edits, overlays, cursors and resizes, full screen: after
  /// every frame the emulated screen shows exactly the grid, and a frame equal to the last
  /// one writes nothing. With `QUIRE_SCREEN_LOG` the frames are also written for pyte
  /// (`Scripts/check-screens-pyte.sh`), as are those of the other two tests below.
  @Test(arguments: SeededRandom.seeds(Array(1...24)))
  func fullScreenShowsEveryFrame(seed: UInt64) {
    var frames = RandomFrames(seed: seed, size: TerminalSize(columns: 8, rows: 4))
    let depth = Self.depths[Int(seed % 4)]
    let options = Renderer.Options(
      colorDepth: depth, synchronizedOutput: seed % 3 == 0, synchronizedOutputMinimum: Int(seed % 5) * 40)
    let terminal = InMemoryTerminal(
      size: frames.size, surface: .fullScreen, options: options, characterWidth: TestWidth.of)
    let log = ScreenLog("full-screen-\(seed)")
    for step in 0..<150 {
      if frames.chance(8) {
        frames.resize(to: TerminalSize(columns: frames.int(1...14), rows: frames.int(1...6)))
        terminal.size = frames.size
      }
      let grid = frames.next()
      #expect(grid.invariantViolation() == nil, "seed \(seed) step \(step)")
      terminal.render(grid)
      log?.record(terminal.lastFrame, size: terminal.size, grid: grid, depth: depth)
      let problems = ScreenComparison.differences(terminal.emulator, grid, depth: depth)
      #expect(
        problems.isEmpty,
        "seed \(seed) step \(step): \(problems.joined(separator: "\n"))\nbytes: \(String(decoding: terminal.lastFrame, as: UTF8.self).debugDescription)"
      )
      if !problems.isEmpty { return }
      #expect(!terminal.emulator.isSynchronizedUpdate, "seed \(seed) step \(step): 2026 left on")
      if frames.chance(10) {
        terminal.render(grid)
        #expect(terminal.lastFrame.isEmpty, "seed \(seed) step \(step): an unchanged frame wrote bytes")
      }
    }
  }

  /// Full screens of text that scroll by bands of rows, so that the renderer moves rows in
  /// scrolling regions: after every frame the screen shows exactly the grid.
  @Test(arguments: SeededRandom.seeds(Array(201...216)))
  func scrolledScreensShowEveryFrame(seed: UInt64) {
    var frames = RandomFrames(seed: seed, size: TerminalSize(columns: 24, rows: 8))
    frames.scrollPercent = 70
    frames.fillRows()
    let terminal = InMemoryTerminal(size: frames.size, characterWidth: TestWidth.of)
    let log = ScreenLog("scrolled-\(seed)")
    for step in 0..<60 {
      let grid = frames.next()
      terminal.render(grid)
      log?.record(terminal.lastFrame, size: terminal.size, grid: grid)
      let problems = ScreenComparison.differences(terminal.emulator, grid)
      #expect(
        problems.isEmpty,
        "seed \(seed) step \(step): \(problems.joined(separator: "\n"))\nbytes: \(String(decoding: terminal.lastFrame, as: UTF8.self).debugDescription)"
      )
      if !problems.isEmpty { return }
    }
  }

  /// The same for the inline surface, below a shell's text: the area shows each frame from
  /// the row where it began (scrolling the shell's text up when it needs rows), the shell's
  /// text above it stays, and `finish` leaves the area blank with the cursor where it began.
  @Test(arguments: SeededRandom.seeds(Array(101...124)))
  func inlineShowsEveryFrameAndErasesItself(seed: UInt64) {
    let screenSize = TerminalSize(columns: 10, rows: 8)
    var frames = RandomFrames(seed: seed, size: TerminalSize(columns: 10, rows: 1))
    let depth = Self.depths[Int(seed % 4)]
    let terminal = InMemoryTerminal(
      size: screenSize, surface: .inline, options: Renderer.Options(colorDepth: depth),
      characterWidth: TestWidth.of)
    let shellLines = (0..<frames.int(0...9)).map { "$ shell \($0)" }
    terminal.write(Array(shellLines.map { $0 + "\r\n" }.joined().utf8))
    let log = ScreenLog("inline-\(seed)")
    log?.write(terminal.lastFrame, size: terminal.size)
    let start = terminal.cursor.row
    let scrolledBefore = terminal.emulator.scrolledLineCount
    for step in 0..<80 {
      frames.resize(
        to: TerminalSize(columns: 10, rows: frames.chance(20) ? frames.int(1...6) : frames.size.rows))
      let grid = frames.next()
      terminal.render(grid)
      let scrolled = terminal.emulator.scrolledLineCount - scrolledBefore
      let origin = start - scrolled
      log?.record(terminal.lastFrame, size: terminal.size, grid: grid, origin: origin, depth: depth)
      var problems = ScreenComparison.differences(terminal.emulator, grid, origin: origin, depth: depth)
      let shellShown = Array(shellLines.dropFirst(shellLines.count - start + scrolled))
      if Array(terminal.lines.prefix(origin)) != shellShown {
        problems.append("shell text \(terminal.lines.prefix(origin)) instead of \(shellShown)")
      }
      #expect(
        problems.isEmpty,
        "seed \(seed) step \(step): \(problems.joined(separator: "\n"))\nbytes: \(String(decoding: terminal.lastFrame, as: UTF8.self).debugDescription)"
      )
      if !problems.isEmpty { return }
    }
    terminal.finish()
    let origin = start - (terminal.emulator.scrolledLineCount - scrolledBefore)
    #expect(terminal.cursor == CellPosition(column: 0, row: origin), "seed \(seed)")
    #expect(terminal.lines.dropFirst(origin).allSatisfy { $0.isEmpty }, "seed \(seed): \(terminal.lines)")
    #expect(terminal.isCursorVisible, "seed \(seed)")
  }
}
