import QuireTerminal
import QuireTestSupport
import Testing

/// Random frames with the terminal stopped and continued (SIGTSTP, SIGCONT) between them:
/// the full redraw after `.redraw` shows exactly the grid, cursor included.
@Suite struct RedrawPropertyTests {
  @Test(arguments: SeededRandom.seeds(Array(301...316)))
  func redrawAfterStopAndContinueShowsTheFrame(seed: UInt64) {
    var frames = RandomFrames(seed: seed, size: TerminalSize(columns: 8, rows: 4))
    let terminal = InMemoryTerminal(size: frames.size, surface: .fullScreen, characterWidth: TestWidth.of)
    for step in 0..<100 {
      if frames.chance(15) {
        terminal.stopAndContinue()
        #expect(terminal.nextEvent() == .redraw, "seed \(seed) step \(step)")
        terminal.invalidate()
      }
      let grid = frames.next()
      terminal.render(grid)
      let problems = ScreenComparison.differences(terminal.emulator, grid)
      #expect(
        problems.isEmpty,
        "seed \(seed) step \(step): \(problems.joined(separator: "\n"))\nbytes: \(String(decoding: terminal.lastFrame, as: UTF8.self).debugDescription)"
      )
      if !problems.isEmpty { return }
    }
  }
}
