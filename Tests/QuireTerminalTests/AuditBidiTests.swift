import QuireTerminal
import Testing

/// Every bidirectional embedding, override and isolate control is neutralised wherever content
/// is drawn, so no text can reorder what is drawn after it.
@Suite struct AuditBidiTests {
  static let controls: [Unicode.Scalar] = [
    "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
    "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}",
  ]

  @Test(arguments: controls)
  func droppedFromTheGrid(control: Unicode.Scalar) {
    var grid = CellGrid(size: TerminalSize(columns: 8, rows: 1))
    let end = grid.draw("ab" + String(control) + "cd", at: .zero)
    #expect(grid.lines == ["abcd"], "U+\(String(control.value, radix: 16))")
    #expect(end == 4)
  }

  @Test(arguments: controls)
  func droppedFromVisibleText(control: Unicode.Scalar) {
    #expect(Sanitiser.visibleText("ab" + String(control) + "cd") == "abcd")
  }

  @Test(arguments: controls)
  func neverWrittenByTheRenderer(control: Unicode.Scalar) {
    var grid = CellGrid(size: TerminalSize(columns: 8, rows: 1))
    grid.draw(String(control) + "x", at: .zero)
    var renderer = Renderer()
    let bytes = renderer.render(grid)
    let written = String(decoding: bytes, as: UTF8.self).unicodeScalars
    #expect(!written.contains(control), "U+\(String(control.value, radix: 16))")
  }
}
