import QuireTerminal
import QuireTestSupport
import QuireText
import Testing

@Suite struct SanitiserTests {
  @Test(arguments: [
    ("\u{1B}", "^["), ("\u{0}", "^@"), ("\u{7F}", "^?"), ("\u{9B}", "<9b>"), ("\u{85}", "<85>"),
  ])
  func controlsHaveVisibleStandIns(control: String, symbol: String) {
    #expect(Sanitiser.visibleText("a" + control + "b") == "a" + symbol + "b")
  }

  @Test func aCarriedByteThatIsNotUTF8ShowsAsTheReplacementCharacter() {
    let text = String(preservingBytes: [0x63, 0x61, 0x66, 0xE9])
    #expect(Sanitiser.visibleText(text) == "caf\u{FFFD}")
    var grid = CellGrid(size: TerminalSize(columns: 6, rows: 1))
    #expect(grid.draw(text, at: CellPosition(column: 0, row: 0)) == 4)
    #expect(grid.line(0) == "caf\u{FFFD}")
  }

  @Test func visibleTextDropsBidiOverridesAndShowsTabsAsSpaces() {
    #expect(Sanitiser.visibleText("\u{202E}evil\u{202C}\tok") == "evil ok")
  }

  /// Random content of every kind (all of Unicode, C0, C1, escape sequences, bidi controls),
  /// drawn and rendered: no cell holds a control; the bytes hold no control but those of the
  /// renderer's own sequences; and the emulated screen shows exactly the grid, so nothing of
  /// the content acted as a sequence.
  @Test(arguments: SeededRandom.seeds(Array(1...16)))
  func contentNeverReachesTheTerminalAsControls(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let size = TerminalSize(columns: 30, rows: 6)
    var renderer = Renderer(options: Renderer.Options(synchronizedOutput: seed % 2 == 0))
    var screen = TerminalEmulator(size: size)
    for step in 0..<30 {
      var grid = CellGrid(size: size)
      for row in 0..<size.rows {
        grid.draw(Self.hostileText(&random), at: CellPosition(column: 0, row: row))
      }
      grid.cursor = CellCursor(column: 0, row: 0)
      #expect(grid.invariantViolation() == nil, "seed \(seed) step \(step)")
      let bytes = renderer.render(grid)
      let stray = Self.strayControls(bytes)
      #expect(stray.isEmpty, "seed \(seed) step \(step): stray controls \(stray)")
      screen.feed(bytes)
      let problems = ScreenComparison.differences(screen, grid)
      #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems)")
      if !problems.isEmpty || !stray.isEmpty { return }
    }
  }

  /// A string of random pieces: any scalar, C0, C1, DEL, ESC sequences, bidi controls.
  static func hostileText(_ random: inout SeededRandom) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      switch Int.random(in: 0...7, using: &random) {
      case 0: text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0...0x1F, using: &random)))
      case 1: text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x7F...0x9F, using: &random)))
      case 2:
        text +=
          ["\u{1B}[2J", "\u{1B}]0;pwned\u{7}", "\u{1B}P+q\u{1B}\\", "\u{9B}31m", "\u{1B}7", "\r\n"][
            Int.random(in: 0...5, using: &random)]
      case 3:
        text +=
          ["\u{202E}", "\u{2066}", "\u{200F}", "\u{FEFF}", "\u{200B}"][Int.random(in: 0...4, using: &random)]
      case 4:
        if let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &random)) {
          text.unicodeScalars.append(scalar)
        }
      default: text += "word "
      }
    }
    return text
  }

  /// The control bytes and C1 controls in `bytes` that are not part of a sequence the
  /// renderer writes (CSI with its final bytes, DECSC/DECRC, CR, LF, BS).
  static func strayControls(_ bytes: [UInt8]) -> [String] {
    var stray: [String] = []
    var index = 0
    let finals = Set("HdGABCD@PKJmhlq".utf8)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B {
        guard index + 1 < bytes.count else {
          stray.append("ESC at the end")
          break
        }
        let next = bytes[index + 1]
        if next == 0x37 || next == 0x38 {
          index += 2
          continue
        }
        guard next == 0x5B else {
          stray.append("ESC \(next)")
          index += 1
          continue
        }
        var end = index + 2
        while end < bytes.count, "0123456789;? ".utf8.contains(bytes[end]) { end += 1 }
        if end < bytes.count, finals.contains(bytes[end]) {
          index = end + 1
        } else {
          stray.append("CSI ending \(end < bytes.count ? bytes[end] : 0)")
          index = end
        }
        continue
      }
      if byte < 0x20, byte != 0x0D, byte != 0x0A, byte != 0x08 { stray.append("C0 \(byte)") }
      if byte == 0x7F { stray.append("DEL") }
      if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        stray.append("C1 \(bytes[index + 1])")
      }
      index += 1
    }
    return stray
  }
}
