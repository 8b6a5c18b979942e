import Quire
import Testing

/// The audit itself: Quire's own sequences pass, and each kind of leak is found.
@Suite struct TerminalOutputAuditTests {
  @Test func quiresOwnSequencesPass() {
    var output: [UInt8] = []
    for modes in [TerminalModes.fullScreen, .inline] {
      for pushed in [false, true] {
        output += modes.enterSequence(kittyPushed: pushed) + modes.exitSequence(kittyPushed: pushed)
      }
    }
    output += Array("\u{1B}[?u\u{1B}[c\u{1B}[>1u".utf8)  // KittyKeyboardProbe's query and push
    for surface in [Renderer.Surface.fullScreen, .inline] {
      var options = Renderer.Options(
        colorDepth: .trueColor, synchronizedOutput: true, synchronizedOutputMinimum: 0)
      options.asksAreaPosition = surface == .inline
      var renderer = Renderer(surface: surface, options: options)
      var grid = CellGrid(size: TerminalSize(columns: 20, rows: 4))
      grid.draw("a \u{1B}]0;t\u{07} 漢字 \u{202E}x", at: CellPosition(column: 0, row: 0), style: Style(.bold))
      grid.cursor = CellCursor(column: 3, row: 1, shape: .bar)
      output += renderer.render(grid)
      grid.draw(
        "changed", at: CellPosition(column: 2, row: 2),
        style: Style(foreground: .rgb(red: 1, green: 2, blue: 3)))
      output += renderer.render(grid)
      output += renderer.finish()
    }
    #expect(TerminalOutputAudit.findings(in: output) == [])
  }

  @Test(arguments: [
    ("\u{1B}]0;title\u{07}", "an escape sequence"), ("\u{1B}P1$qm\u{1B}\\", "an escape sequence"),
    ("\u{1B}_x\u{1B}\\", "an escape sequence"), ("\u{1B}^x\u{1B}\\", "an escape sequence"),
    ("\u{1B}Xx\u{1B}\\", "an escape sequence"), ("\u{1B}[0c", "an escape sequence"),
    ("\u{1B}[5n", "an escape sequence"), ("\u{1B}[?1049;9h", "an escape sequence"),
    ("\u{1B}[>0q", "an escape sequence"), ("\u{1B}c", "an escape sequence"),
    ("\u{1B}[2 q\u{1B}[", "an escape sequence"),
    ("\u{9B}31m", "a C1 control"), ("\u{202E}", "a bidirectional control"),
    ("\u{2069}", "a bidirectional control"),
    ("\u{07}", "a control character"), ("\u{7F}", "a control character"), ("\t", "a control character"),
  ])
  func leaksAreFound(leak: String, kind: String) {
    let findings = TerminalOutputAudit.findings(in: Array("\u{1B}[1;2Hbefore \(leak) after".utf8))
    #expect(findings.count >= 1 && findings[0].hasPrefix(kind), "\(findings)")
  }

  @Test func invalidUTF8IsFound() {
    let findings = TerminalOutputAudit.findings(in: [0x61, 0x9B, 0x33, 0x31, 0x6D])
    #expect(findings.count == 1 && findings[0].hasPrefix("invalid UTF-8"), "\(findings)")
  }
}
