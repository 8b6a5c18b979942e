import QuireTerminal
import Testing

/// The renderer set up from what the terminal can do, as a session will set it up.
@Suite struct RendererCapabilitiesTests {
  /// Renders one frame of bold red "hi" on a terminal described by `environment`.
  private func frame(environment: [String: String]) -> String {
    let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
    var renderer = Renderer(options: Renderer.Options(capabilities))
    var grid = CellGrid(size: TerminalSize(columns: 10, rows: 2))
    grid.draw("hi", at: CellPosition(column: 0, row: 0), style: Style(.bold, foreground: .red))
    return String(decoding: renderer.render(grid), as: UTF8.self)
  }

  @Test func noColorKeepsBoldAndDropsTheColour() {
    let bytes = frame(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
    #expect(bytes.contains("\u{1B}[1mhi"), "bold without colour in \(bytes.debugDescription)")
    #expect(!bytes.contains("31"), "no red in \(bytes.debugDescription)")
  }

  @Test func colourTerminalShowsTheColour() {
    let bytes = frame(environment: ["TERM": "xterm-256color"])
    #expect(bytes.contains("31"), "red in \(bytes.debugDescription)")
  }

  @Test func zeroWidthClusterAtTheStartOfADrawIsDropped() {
    var grid = CellGrid(size: TerminalSize(columns: 6, rows: 1))
    grid.draw("\u{0301}ab", at: CellPosition(column: 0, row: 0))
    #expect(grid.line(0) == "ab")
  }
}
