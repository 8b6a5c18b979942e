import QuireTestSupport
import QuireText
import Testing

/// Random texts: cell columns and the offsets found from them agree, and every deletion key
/// removes what its description promises, from every grapheme boundary. A failure prints its
/// seed; `QUIRE_SEED=n` replays it.
@Suite struct AuditColumnAndDeletionPropertyTests {
  static let pieces: [[UInt8]] =
    [
      "a", "bc", " ", "  ", "\t", "\n", "\r\n", "\r", "é", "e\u{301}", "中", "😀", "👍🏽", "🇫🇷", "\u{1B}",
      "\u{3000}", "-", ".", "'", "_", "7",
    ].map { Array($0.utf8) } + [[0xFF], [0xE4, 0xB8]]

  static func randomText(_ random: inout SeededRandom) -> TextStorage {
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 0...40, using: &random) {
      bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
    }
    return TextStorage(bytes: bytes)
  }

  /// Every grapheme boundary of `text`, its start and end included.
  static func boundaries(_ text: TextStorage) -> [ByteOffset] {
    [.zero] + text.graphemes(in: .zero..<text.endOffset).map(\.range.upperBound)
  }

  @Test(arguments: SeededRandom.seeds(Array(1...60)))
  func theOffsetAtACaretsCellColumnIsTheCaret(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let text = Self.randomText(&random)
    let tabSize = Int.random(in: 1...8, using: &random)
    for caret in Self.boundaries(text) {
      let line = text.lineNumber(at: caret)
      let column = text.cellColumn(of: caret, tabSize: tabSize)
      let back = text.offset(in: line, atCellColumn: column, tabSize: tabSize)
      let expected = min(caret, text.lineEnd(line))
      // No piece is a zero-width cluster, so each column has one offset.
      #expect(back == expected, "seed \(seed) (QUIRE_SEED to replay): caret \(caret) column \(column)")
    }
  }

  @Test(arguments: SeededRandom.seeds(Array(1...60)))
  func everyDeletionRemovesWholeClustersNextToTheCaretAndStaysOnItsLine(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let text = Self.randomText(&random)
    let all = Self.boundaries(text)
    let boundarySet = Set(all)
    for caret in all {
      let line = text.lineNumber(at: caret)
      let (start, end) = (text.lineStart(line), text.lineEnd(line))
      for deletion in TextDeletion.allCases {
        let range = text.range(of: deletion, at: TextSelection(caret: caret))
        let context = Comment(rawValue: "seed \(seed) (QUIRE_SEED to replay): \(deletion) at \(caret)")
        #expect(boundarySet.contains(range.lowerBound) && boundarySet.contains(range.upperBound), context)
        let backward = [.graphemeBackward, .wordRubout, .wordBackward, .toLineStart].contains(deletion)
        #expect((backward ? range.upperBound : range.lowerBound) == caret, context)
        // Off the line's edges a deletion stays in the line; at an edge it takes one cluster,
        // the line break (or nothing at the text's ends).
        if backward && caret == start || !backward && caret >= end {
          let one = backward ? text.graphemeBoundary(before: caret) : text.graphemeBoundary(after: caret)
          #expect(range == min(one, caret)..<max(one, caret), context)
        } else {
          #expect(range.lowerBound >= start && range.upperBound <= end, context)
          #expect(!range.isEmpty, context)
        }
      }
    }
  }

  @Test(arguments: SeededRandom.seeds(Array(1...60)))
  func ctrlWRemovesSpacesThenOneRunOfNonSpace(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let text = Self.randomText(&random)
    for caret in Self.boundaries(text) where caret > text.lineStart(text.lineNumber(at: caret)) {
      let range = text.range(of: .wordRubout, at: TextSelection(caret: caret))
      let clusters = text.graphemes(in: range).map { $0.isValid && $0.character.isWhitespace }
      // Non-space clusters, then space clusters: the spaces nearest the caret go first.
      let firstSpace = clusters.firstIndex(of: true) ?? clusters.count
      #expect(
        clusters[firstSpace...].allSatisfy { $0 }, "seed \(seed) (QUIRE_SEED to replay): Ctrl-W at \(caret)")
      // And it stops at whitespace, or at the line start.
      let lineStart = text.lineStart(text.lineNumber(at: caret))
      if firstSpace == 0 {
        #expect(range.lowerBound == lineStart, "seed \(seed): Ctrl-W at \(caret) stopped in spaces")
      } else if range.lowerBound > lineStart {
        let before = text.graphemes(in: text.graphemeBoundary(before: range.lowerBound)..<range.lowerBound)
        #expect(before.first?.character.isWhitespace == true, "seed \(seed): Ctrl-W at \(caret)")
      }
    }
  }
}
