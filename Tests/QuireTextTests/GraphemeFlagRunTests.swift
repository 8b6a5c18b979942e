import QuireTestSupport
import QuireText
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Long runs of regional indicators (flags), whose pairing depends on the parity of the whole
/// run: the random-access boundaries and the wrapped rows agree with one forward segmentation
/// of the whole text. A failure prints its seed; `QUIRE_SEED=n` replays it.
@Suite struct GraphemeFlagRunTests {
  /// Pieces that separate the runs: ASCII, a line break, a combining mark, a zero width
  /// joiner, a prepend (U+0600 joins the next cluster), a spacing mark, emoji, CJK, and
  /// invalid bytes that look like parts of a regional indicator.
  static let separators: [[UInt8]] =
    [
      "a", " ", "\n", "\r\n", "\u{301}", "\u{200D}", "\u{600}", "\u{903}", "😀", "👍🏽", "中", "é",
    ].map { Array($0.utf8) } + [[0xF0, 0x9F, 0x87], [0x87, 0xA6], [0x9F], [0xFF]]

  /// The regional indicators the runs are made of (U+1F1E6 "A" to U+1F1FF "Z").
  static func regionalIndicator(_ letter: Int) -> [UInt8] {
    guard let scalar = Unicode.Scalar(0x1F1E6 + UInt32(letter % 26)) else { return [] }
    return Array(String(Character(scalar)).utf8)
  }

  static var seeds: [UInt64] { SeededRandom.seeds(count: 24, from: 0xF1A6_5EED) }

  /// Runs of regional indicators of random length (odd and even, some longer than the blocks
  /// a look-back counts in), split by one or two separators.
  static func text(seed: UInt64) -> [UInt8] {
    var random = SeededRandom(seed: seed)
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      let long = Int.random(in: 0..<3, using: &random) == 0
      let count = Int.random(in: 0...(long ? 1_300 : 9), using: &random)
      for _ in 0..<count { bytes += regionalIndicator(Int.random(in: 0..<26, using: &random)) }
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        bytes += separators.randomElement(using: &random) ?? []
      }
    }
    return bytes
  }

  /// The boundaries of one forward segmentation of the whole text, from its start.
  static func forwardBoundaries(_ text: TextStorage) -> [Int] {
    [0] + text.graphemes(in: .zero..<text.endOffset).map(\.range.upperBound.value)
  }

  /// The offsets to check in `bytes`: every offset of a short text; in a long one, those near
  /// the ends of the runs and a seeded sample of the rest.
  static func offsets(in bytes: [UInt8], seed: UInt64) -> [Int] {
    guard bytes.count > 400 else { return Array(0...bytes.count) }
    var random = SeededRandom(seed: seed ^ 0x0FF5_E7)
    var offsets = Set((0..<300).map { _ in Int.random(in: 0...bytes.count, using: &random) })
    for index in bytes.indices where bytes[index] < 0x80 || bytes[index] >= 0xF0 {
      for near in max(0, index - 9)...min(bytes.count, index + 9) { offsets.insert(near) }
    }
    return offsets.sorted()
  }

  @Test(arguments: seeds)
  func forwardSegmentationPairsFlagsAsSwiftDoes(seed: UInt64) {
    let bytes = Self.text(seed: seed)
    let forward = Self.forwardBoundaries(TextStorage(bytes: bytes))
    #expect(
      forward == GraphemePropertyTests.referenceBoundaries(bytes), "seed \(seed) (QUIRE_SEED to replay)")
  }

  @Test(arguments: seeds)
  func boundariesInsideLongRunsAgreeWithTheForwardSegmentation(seed: UInt64) {
    let bytes = Self.text(seed: seed)
    let text = TextStorage(bytes: bytes)
    let forward = Self.forwardBoundaries(text)
    let isBoundary = Set(forward)
    for offset in Self.offsets(in: bytes, seed: seed) {
      let after = forward.first { $0 > offset } ?? bytes.count
      let before = forward.last { $0 < offset } ?? 0
      let at = ByteOffset(offset)
      #expect(text.graphemeBoundary(after: at).value == after, "seed \(seed), after \(offset)")
      #expect(text.graphemeBoundary(before: at).value == before, "seed \(seed), before \(offset)")
      #expect(text.isGraphemeBoundary(at) == isBoundary.contains(offset), "seed \(seed), at \(offset)")
    }
  }

  @Test(arguments: seeds)
  func rowsInLongRunsHoldTheClustersOfTheForwardSegmentation(seed: UInt64) {
    var random = SeededRandom(seed: seed ^ 0x5A0)
    let text = TextStorage(bytes: Self.text(seed: seed))
    // Line breaks end rows and are not placed in them.
    let forward = text.graphemes(in: .zero..<text.endOffset)
      .filter { $0.character != "\n" && $0.character != "\r\n" }.map(\.range)
    let mode: WrapLayout.Mode = Bool.random(using: &random) ? .word : .character
    let layout = WrapLayout(width: Int.random(in: 1...9, using: &random), wrap: mode)
      .withAnchorSpacing(Int.random(in: 5...300, using: &random))
    let rows = layout.rows(from: .zero, count: text.byteCount + text.lineCount + 1, in: text)
    let placed = rows.flatMap { $0.clusters.map(\.range) }
    let differs = (0..<max(placed.count, forward.count)).first {
      $0 >= placed.count || $0 >= forward.count || placed[$0] != forward[$0]
    }
    #expect(
      differs == nil,
      "seed \(seed) (QUIRE_SEED to replay), \(layout): cluster \(differs ?? 0) of \(forward.count)")
    // Laid out again from any row in the middle, as a screen scrolled there is: the same rows.
    for _ in 0..<8 where !rows.isEmpty {
      let index = Int.random(in: 0..<rows.count, using: &random)
      let offset = Int.random(
        in: rows[index].range.lowerBound.value...rows[index].contentEnd.value, using: &random)
      let top = layout.rowStart(containing: ByteOffset(offset), in: text)
      let again = layout.rows(from: top, count: 5, in: text)
      let expected = rows.drop { $0.start < top }.prefix(5)
      #expect(again == Array(expected), "seed \(seed), rows from \(top) holding \(offset), \(layout)")
    }
  }

  @Test(arguments: [
    ("🇫🇷|🇩🇪🇮🇹", "🇫🇷🇩🇪|🇮🇹", "|🇫🇷🇩🇪🇮🇹"),
    ("🇫🇷🇩|🇪🇮🇹", "🇫🇷🇩🇪|🇮🇹", "🇫🇷|🇩🇪🇮🇹"),
    ("x🇫🇷🇩🇪|🇮y", "x🇫🇷🇩🇪🇮|y", "x🇫🇷|🇩🇪🇮y"),
    ("x🇫🇷🇩🇪🇮|🇹", "x🇫🇷🇩🇪🇮🇹|", "x🇫🇷🇩🇪|🇮🇹"),
    ("\u{600}🇫🇷|🇩🇪", "\u{600}🇫🇷🇩🇪|", "|\u{600}🇫🇷🇩🇪"),
    ("🇫\u{301}🇷|🇩", "🇫\u{301}🇷🇩|", "🇫\u{301}|🇷🇩"),
  ])
  func theCaretStepsOverWholeFlags(markup: String, after: String, before: String) {
    let (string, selection) = CaretMarkup.parse(markup)
    let text = TextStorage(string)
    let forward = text.graphemeBoundary(after: selection.head)
    let backward = text.graphemeBoundary(before: selection.head)
    #expect(CaretMarkup.render(string, TextSelection(anchor: forward, head: forward)) == after)
    #expect(CaretMarkup.render(string, TextSelection(anchor: backward, head: backward)) == before)
  }

  @Test func flagsWrapWholeAndRowsStopAtAnchorsInsideAFlag() {
    // Anchor places every 12 bytes fall inside every third flag (8 bytes): the anchors are
    // the ends of those flags, at 16, 24, 40, 48, 64 and 72.
    let text = TextStorage(String(repeating: "🇫🇷", count: 10))
    let layout = WrapLayout(width: 6, wrap: .character).withAnchorSpacing(12)
    let rows = layout.rows(from: .zero, count: 20, in: text)
    #expect(rows.map(\.start.value) == [0, 16, 24, 40, 48, 64, 72])
    #expect(drawnRows(rows) == "🇫🇷🇫🇷|\n🇫🇷|\n🇫🇷🇫🇷|\n🇫🇷|\n🇫🇷🇫🇷|\n🇫🇷|\n🇫🇷¶")
  }
}
