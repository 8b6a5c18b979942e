import Testing

@testable import QuireTerminal

@Suite struct KittyKeyboardProbeTests {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func terminalThatSpeaksKittyAnswersBoth() {
    let probe = KittyKeyboardProbe.scan(bytes("\u{1B}[?1u\u{1B}[?62;22c"))
    #expect(probe == KittyKeyboardProbe(kittyFlags: 1, isComplete: true, rest: []))
  }

  @Test func terminalWithoutKittyAnswersDeviceAttributesOnly() {
    let probe = KittyKeyboardProbe.scan(bytes("\u{1B}[?64;1;2;6;9;15;18;21;22c"))
    #expect(probe == KittyKeyboardProbe(kittyFlags: nil, isComplete: true, rest: []))
  }

  @Test func keysTypedMeanwhileAreKeptInOrder() {
    let probe = KittyKeyboardProbe.scan(bytes("ab\u{1B}[?0u\u{1B}[Ac\u{1B}[?62c"))
    #expect(probe.kittyFlags == 0)
    #expect(probe.isComplete)
    #expect(probe.rest == bytes("ab\u{1B}[Ac"))
  }

  @Test func answerCutShortIsIncomplete() {
    let probe = KittyKeyboardProbe.scan(bytes("\u{1B}[?1u\u{1B}[?62;"))
    #expect(probe.kittyFlags == 1)
    #expect(!probe.isComplete)
    #expect(probe.rest == bytes("\u{1B}[?62;"))
  }
}
