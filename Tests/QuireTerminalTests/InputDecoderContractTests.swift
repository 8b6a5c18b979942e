import QuireTerminal
import Testing

@Suite struct InputDecoderContractTests {
  @Test func controlLettersDecodeAsCharacterWithControl() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x01]) == [.key(KeyEvent(.character("a"), modifiers: .control))])
  }
}
