import QuireText
import Testing

@Suite struct TextStorageReadingTests {
  static let bytes: [UInt8] = Array(String(repeating: "0123456789\n", count: 100).utf8) + [0xFF, 0xC3]

  @Test(arguments: [(0, 0), (0, 1), (5, 95), (40, 1100), (1098, 1102), (1101, 1102)])
  func chunksOfARangeAreItsBytesInOrder(low: Int, high: Int) {
    let text = TextStorage(bytes: Self.bytes)
    var seen: [UInt8] = []
    text.forEachChunk(in: ByteOffset(low)..<ByteOffset(high)) { chunk in
      seen.append(contentsOf: chunk)
      return true
    }
    #expect(seen == Array(Self.bytes[low..<high]))
    #expect(text.withBytes(in: ByteOffset(low)..<ByteOffset(high)) { Array($0) } == seen)
    #expect(text.bytes(in: ByteOffset(low)..<ByteOffset(high)) == seen)
  }

  @Test func chunkVisitStopsWhenAsked() {
    let text = TextStorage(bytes: Self.bytes)
    var calls = 0
    text.forEachChunk(in: .zero..<text.endOffset) { _ in
      calls += 1
      return false
    }
    #expect(calls == 1)
  }

  @Test func byteAtEachOffsetAndNoneAtTheEnd() {
    let text = TextStorage(bytes: Self.bytes)
    #expect(Self.bytes.indices.allSatisfy { text.byte(at: ByteOffset($0)) == Self.bytes[$0] })
    #expect(text.byte(at: text.endOffset) == nil)
  }

  @Test func invalidBytesDecodeAsReplacementCharacters() {
    let text = TextStorage(bytes: [0x61, 0xFF, 0x62])
    #expect(text.string == "a\u{FFFD}b")
    #expect(text.byteCount == 3)
  }
}
