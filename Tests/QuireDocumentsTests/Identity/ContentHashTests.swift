import QuireDocuments
import QuireTestSupport
import Testing

/// The content hash is XXH64 with seed 0, the same however the bytes are cut.
@Suite struct ContentHashTests {
  /// Published XXH64 values (seed 0).
  @Test(arguments: [
    ("", 0xEF46_DB37_51D8_E999 as UInt64),
    ("a", 0xD24E_C4F1_A98C_6E5B),
    ("abc", 0x44BC_2CF5_AD77_0999),
    ("Nobody inspects the spammish repetition", 0xFBCE_A83C_8A37_8BF1),
  ])
  func knownValues(text: String, value: UInt64) {
    #expect(ContentHash(of: Array(text.utf8)).value == value)
  }

  @Test(arguments: [1, 2, 3, 7, 31, 32, 33, 100])
  func pieceByPieceEqualsAllAtOnce(pieceSize: Int) {
    var random = SeededRandom(seed: UInt64(pieceSize))
    let bytes = (0..<1000).map { _ in UInt8.random(in: 0...255, using: &random) }
    var hasher = ContentHasher()
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + pieceSize)
      bytes[start..<end].withUnsafeBytes { hasher.update($0) }
      start = end
    }
    #expect(hasher.finish() == ContentHash(of: bytes))
  }

  @Test func oneByteChangesTheHash() {
    var bytes = Array("the same size, the same time, another byte".utf8)
    let before = ContentHash(of: bytes)
    bytes[5] ^= 1
    #expect(ContentHash(of: bytes) != before)
  }

  @Test func descriptionIsSixteenHexadecimalDigits() {
    #expect(ContentHash(value: 0xAB).description == "00000000000000ab")
  }
}
