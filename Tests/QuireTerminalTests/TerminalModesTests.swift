import QuireTerminal
import Testing

@Suite struct TerminalModesTests {
  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func fullScreenEntersEveryModeAndPushesKittyLast() {
    #expect(
      text(TerminalModes.fullScreen.enterSequence(kittyPushed: true))
        == "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?1004h\u{1B}[>1u")
  }

  @Test func exitUndoesInReverseAndLeavesTheAlternateScreenLast() {
    // The kitty flags belong to the screen they were pushed on: popped before leaving it.
    #expect(
      text(TerminalModes.fullScreen.exitSequence(kittyPushed: true))
        == "\u{1B}[<u\u{1B}[?1004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?2026l"
        + "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
  }

  @Test func inlineNeverTouchesTheAlternateScreen() {
    for pushed in [false, true] {
      #expect(!text(TerminalModes.inline.enterSequence(kittyPushed: pushed)).contains("1049"))
      #expect(!text(TerminalModes.inline.exitSequence(kittyPushed: pushed)).contains("1049"))
    }
  }

  @Test func kittyIsNeitherPushedNorPoppedWhenTheTerminalDidNotAnswer() {
    #expect(!text(TerminalModes.fullScreen.enterSequence(kittyPushed: false)).contains("u"))
    #expect(!text(TerminalModes.fullScreen.exitSequence(kittyPushed: false)).contains("<u"))
  }

  @Test func noModesWriteNothingOnEntryOrExit() {
    let none: TerminalModes = []
    #expect(none.enterSequence(kittyPushed: false).isEmpty)
    #expect(none.exitSequence(kittyPushed: false).isEmpty)
  }
}
