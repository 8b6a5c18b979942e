import Foundation
import QuireTestSupport
import QuireText
import Testing

/// Random texts: the windowed functions agree with a reference segmentation of the whole text
/// at every offset.
@Suite struct GraphemePropertyTests {
  /// Pieces that random texts are made of: ASCII, line breaks, marks, emoji sequences, flags,
  /// Hangul jamo, prepend, CJK and invalid bytes.
  static let pieces: [[UInt8]] =
    [
      "a", " ", "Z", "\r", "\n", "\r\n", "\t", "\u{301}", "\u{308}", "\u{200D}", "\u{FE0F}", "😀",
      "👍", "\u{1F3FD}", "🇫", "🇷", "\u{1100}", "\u{1161}", "\u{11A8}", "한", "\u{600}", "中",
      "\u{903}", "é", "❤",
    ].map { Array($0.utf8) } + [[0x80], [0xFF], [0xE4, 0xB8], [0xF0, 0x9F], [0xC3]]

  /// The boundaries of `bytes` by an independent reference: the standard library's UTF-8
  /// parser for the invalid sequences, Swift's `Character`s for the valid runs between them.
  static func referenceBoundaries(_ bytes: [UInt8]) -> [Int] {
    var boundaries = [0]
    var run: [UInt8] = []
    var runStart = 0
    var offset = 0
    func flushRun() {
      var position = runStart
      for character in String(decoding: run, as: UTF8.self) {
        position += character.utf8.count
        boundaries.append(position)
      }
      run = []
    }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if run.isEmpty { runStart = offset }
        run += encoded
        offset += encoded.count
      case .error(let length):
        flushRun()
        offset += length
        boundaries.append(offset)
      case .emptyInput:
        flushRun()
        return boundaries
      }
    }
  }

  @Test func windowedBoundariesAgreeWithTheWholeText() {
    let seed = SeededRandom.seed()
    var random = SeededRandom(seed: seed)
    for _ in 0..<300 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...40, using: &random) {
        bytes += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
      }
      let expected = Self.referenceBoundaries(bytes)
      let text = TextStorage(bytes: bytes)
      let clusters = text.graphemes(in: .zero..<text.endOffset)
      let found = [0] + clusters.map(\.range.upperBound.value)
      #expect(found == expected, "seed \(seed) (QUIRE_SEED to replay), bytes \(bytes)")
      guard found == expected else { return }
      for offset in 0...bytes.count {
        let after = expected.first { $0 > offset } ?? bytes.count
        let before = expected.last { $0 < offset } ?? 0
        let foundAfter = text.graphemeBoundary(after: ByteOffset(offset)).value
        let foundBefore = text.graphemeBoundary(before: ByteOffset(offset)).value
        #expect(foundAfter == after, "seed \(seed), after \(offset) in \(bytes)")
        #expect(foundBefore == before, "seed \(seed), before \(offset) in \(bytes)")
        #expect(text.isGraphemeBoundary(ByteOffset(offset)) == expected.contains(offset), "seed \(seed)")
      }
      let lower = Int.random(in: 0...bytes.count, using: &random)
      let upper = Int.random(in: lower...bytes.count, using: &random)
      let starts = text.graphemes(in: ByteOffset(lower)..<ByteOffset(upper)).map(\.range.lowerBound.value)
      let expectedStarts = expected.dropLast().filter { $0 >= lower && $0 < upper }
      #expect(starts == Array(expectedStarts), "seed \(seed), graphemes in \(lower)..<\(upper) of \(bytes)")
    }
  }

  @Test func anyBytesSegmentTheSameFromEveryOffset() {
    let seed = SeededRandom.seed()
    var random = SeededRandom(seed: seed)
    for _ in 0..<200 {
      // Mostly bytes of multi-byte sequences, so that valid, truncated and stray ones mix.
      let bytes = (0..<Int.random(in: 0...48, using: &random)).map { _ -> UInt8 in
        Int.random(in: 0..<4, using: &random) == 0
          ? UInt8.random(in: 0...0x7F, using: &random) : UInt8.random(in: 0x80...0xFF, using: &random)
      }
      let text = TextStorage(bytes: bytes)
      let whole = text.graphemes(in: .zero..<text.endOffset)
      let boundaries = [0] + whole.map(\.range.upperBound.value)
      #expect(boundaries.last == bytes.count, "seed \(seed) (QUIRE_SEED to replay), bytes \(bytes)")
      #expect(zip(boundaries, boundaries.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed), bytes \(bytes)")
      for offset in 0...bytes.count {
        let after = boundaries.first { $0 > offset } ?? bytes.count
        let before = boundaries.last { $0 < offset } ?? 0
        #expect(
          text.graphemeBoundary(after: ByteOffset(offset)).value == after, "seed \(seed), after \(offset)")
        #expect(
          text.graphemeBoundary(before: ByteOffset(offset)).value == before, "seed \(seed), before \(offset)")
      }
    }
  }
}
