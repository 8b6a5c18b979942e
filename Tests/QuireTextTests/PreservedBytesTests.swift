import QuireTestSupport
import QuireText
import Testing

/// Bytes carried in a `String`: any bytes decode and encode back exactly; UTF-8 stays as it
/// is; a carried byte is one scalar of the private range.
@Suite struct PreservedBytesTests {
  @Test(arguments: SeededRandom.seeds(Array(1...40)))
  func anyBytesComeBackExactly(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var bytes: [UInt8] = []
    if seed % 2 == 0 {
      for _ in 0..<Int.random(in: 0...300, using: &random) {
        bytes.append(UInt8.random(in: 0...255, using: &random))
      }
    } else {
      // Pieces near the edges: the carrying range's own UTF-8, truncated sequences, F4.
      let pieces: [[UInt8]] = [
        [0xF4, 0x8F, 0xBA, 0x80], [0xF4, 0x8F, 0xBB, 0xBF], [0xF4, 0x8F, 0xBB], [0xF4],
        [0xF4, 0x90, 0x80, 0x80],
        [0xF4, 0x8F, 0xBF, 0xBF], [0xE9], [0xC3, 0xA9], [0xC3], [0xED, 0xA0, 0x80], [0xC0, 0xAF],
        Array("a".utf8),
        Array("😀".utf8), [0x0A],
      ]
      for _ in 0..<Int.random(in: 0...40, using: &random) {
        bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
    }
    let text = String(preservingBytes: bytes)
    #expect(text.preservedBytes == bytes, "seed \(seed): \(bytes)")
    #expect(String(preservingBytes: text.preservedBytes) == text, "seed \(seed)")
  }

  @Test(arguments: ["plain", "", "café 日本 👩‍👩‍👧", "\u{10FFFF}\u{10FE7F}\u{10FF00}"])
  func utf8IsItsOwnString(_ text: String) {
    #expect(String(preservingBytes: Array(text.utf8)) == text)
    #expect(text.preservedBytes == Array(text.utf8))
    #expect(!PreservedBytes.carriesBytes(text))
  }

  @Test func eachIllFormedByteIsOneScalarOfTheRange() {
    let text = String(preservingBytes: [0x63, 0xE9, 0xC3, 0xFF])
    #expect(text.unicodeScalars.map(\.value) == [0x63, 0x10FEE9, 0x10FEC3, 0x10FEFF])
    #expect(PreservedBytes.carriesBytes(text))
  }

  @Test func aScalarOfTheRangeGivenAsUTF8IsCarriedByteByByte() {
    let bytes = Array("\u{10FEE9}".utf8)
    let text = String(preservingBytes: bytes)
    #expect(text.unicodeScalars.count == 4)
    #expect(text.preservedBytes == bytes)
  }

  @Test func aTextStorageHoldsTheBytesAStringCarries() {
    let bytes: [UInt8] = [0x63, 0x61, 0x66, 0xE9, 0x0A]
    let storage = TextStorage(String(preservingBytes: bytes))
    #expect(storage.allBytes == bytes)
    #expect(storage.preservedString.preservedBytes == bytes)
    #expect(storage.string == "caf\u{FFFD}\n", "the plain string still shows U+FFFD")
  }

  @Test func aCharacterOfTheCarryingRangeCarriedAsItsBytesIsUTF8() {
    let text = String(preservingBytes: Array("a\u{10FE80}".utf8))
    #expect(PreservedBytes.containsCarryingScalar(text))
    #expect(!PreservedBytes.carriesBytes(text), "its bytes are UTF-8")
    #expect(PreservedBytes.isCarried(text.unicodeScalars.dropFirst()))
    #expect(
      !PreservedBytes.isCarried("\u{10FEED}\u{10FE8F}\u{10FEBB}".unicodeScalars), "they would read as U+D3FB")
  }
}
