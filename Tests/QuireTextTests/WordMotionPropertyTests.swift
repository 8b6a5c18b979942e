import QuireTestSupport
import QuireText
import Testing

/// Random texts: word motion from every offset agrees with the word segments of the whole
/// text, and always lands on a grapheme boundary.
@Suite struct WordMotionPropertyTests {
  static let pieces: [[UInt8]] =
    [
      "a", "Z", "7", " ", "  ", ".", ",", ":", "'", "_", "-", "\n", "\r\n", "\t", "\u{301}", "\u{200D}", "😀",
      "🇫", "日", "カ", "א", "\"", "\u{3000}", "\u{AD}",
    ].map { Array($0.utf8) } + [[0xFF], [0xE4, 0xB8], [0x80]]

  @Test func motionsAgreeWithTheWholeTextsSegments() {
    let seed = SeededRandom.seed()
    var random = SeededRandom(seed: seed)
    for _ in 0..<300 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...30, using: &random) {
        bytes += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
      }
      let text = TextStorage(bytes: bytes)
      let words = text.wordSegments(in: .zero..<text.endOffset).filter(\.isWord).map(\.range)
      for value in 0...bytes.count {
        let offset = ByteOffset(value)
        let end = words.first { $0.upperBound > offset }?.upperBound ?? text.endOffset
        let start = words.last { $0.lowerBound < offset }?.lowerBound ?? .zero
        let foundEnd = text.wordEnd(after: offset)
        let foundStart = text.wordStart(before: offset)
        #expect(text.isGraphemeBoundary(foundEnd) && text.isGraphemeBoundary(foundStart), "seed \(seed)")
        // A word boundary inside a grapheme cluster moves to the cluster's edge.
        let snappedEnd = text.isGraphemeBoundary(end) ? end : text.graphemeBoundary(after: end)
        let snappedStart = text.isGraphemeBoundary(start) ? start : text.graphemeBoundary(before: start)
        #expect(
          foundEnd == snappedEnd, "seed \(seed) (QUIRE_SEED to replay), Alt-F from \(value) in \(bytes)")
        #expect(foundStart == snappedStart, "seed \(seed), Alt-B from \(value) in \(bytes)")
      }
    }
  }
}
