import QuireTerminal
import Testing

@Suite struct StyleDowngradeTests {
  @Test(arguments: [
    (Color.rgb(red: 255, green: 0, blue: 0), Color.palette(196), Color.brightRed),
    (.rgb(red: 0, green: 0, blue: 0), .palette(16), .black),
    (.rgb(red: 255, green: 255, blue: 255), .palette(231), .brightWhite),
    (.rgb(red: 128, green: 128, blue: 128), .palette(244), .brightBlack),
    (.rgb(red: 0, green: 0, blue: 238), .palette(21), .blue),
    (.rgb(red: 255, green: 135, blue: 0), .palette(208), .yellow),
    (.rgb(red: 30, green: 30, blue: 30), .palette(234), .black),
    (.rgb(red: 0, green: 200, blue: 200), .palette(44), .cyan),
    (.palette(196), .palette(196), .brightRed),
    (.palette(3), .palette(3), .yellow),
    (.palette(244), .palette(244), .brightBlack),
    (.palette(231), .palette(231), .brightWhite),
    (.red, .red, .red),
    (.default, .default, .default),
  ])
  func colorsBecomeTheNearestTheTerminalHas(color: Color, in256: Color, in16: Color) {
    #expect(color.downgraded(to: .trueColor) == color)
    #expect(color.downgraded(to: .ansi256) == in256)
    #expect(color.downgraded(to: .ansi16) == in16)
    #expect(color.downgraded(to: .none) == .default)
  }

  @Test func withoutColourAttributesStay() {
    let style = Style([.bold, .underline], foreground: .rgb(red: 1, green: 2, blue: 3), background: .red)
    #expect(style.downgraded(to: .none) == Style([.bold, .underline]))
  }

  @Test func everyPaletteEntryMapsToItsOwnShadeAtDepth256() {
    for index in 16...255 {
      let rgb = Self.xtermShade(UInt8(index))
      let back = Color.rgb(red: rgb.0, green: rgb.1, blue: rgb.2).downgraded(to: .ansi256)
      guard case .palette(let found) = back else {
        Issue.record("palette \(index) came back as \(back)")
        continue
      }
      #expect(Self.xtermShade(found) == rgb, "palette \(index) came back as \(found)")
    }
  }

  /// xterm's shade of palette entry `index` (16–255), computed here from its definition.
  static func xtermShade(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
    let index = Int(index)
    if index >= 232 {
      let level = UInt8(8 + 10 * (index - 232))
      return (level, level, level)
    }
    let levels = [0, 95, 135, 175, 215, 255]
    let cube = index - 16
    return (UInt8(levels[cube / 36]), UInt8(levels[cube / 6 % 6]), UInt8(levels[cube % 6]))
  }
}
