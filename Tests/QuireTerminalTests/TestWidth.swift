/// Display widths for the terminal tests, independent of the package's width table: CJK,
/// Hangul syllables, fullwidth forms and the emoji blocks take 2 cells, a cluster that
/// starts with a combining mark (U+0300–U+036F) takes 0, everything else 1.
///
/// Tests that place wide cells and read them back through `TerminalEmulator` use it on both
/// sides, so they hold whichever table `displayWidth(of:)` has.
enum TestWidth {
  @Sendable static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first?.value else { return 0 }
    switch first {
    case 0x300...0x36F: return 0
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
      0x1F300...0x1FAFF:
      return 2
    default: return 1
    }
  }
}
