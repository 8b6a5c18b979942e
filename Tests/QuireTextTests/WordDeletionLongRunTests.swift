import QuireTestSupport
import QuireText
import Testing

/// Word deletions over words, spaces and clusters longer than the windows they read: the
/// same ranges as the plain rules give, written out on the whole line. A failure prints its
/// seed; `QUIRE_SEED=n` replays it.
@Suite struct WordDeletionLongRunTests {
  /// Long runs: words of hundreds of letters, ideographs and flags, a cluster of a letter
  /// and hundreds of accents, runs of spaces and of punctuation, line breaks.
  static let pieces: [String] = [
    String(repeating: "abcdefghij", count: 40), String(repeating: "漢字", count: 100),
    String(repeating: "🇫🇷", count: 90), "a" + String(repeating: "\u{301}", count: 300),
    String(repeating: " ", count: 300), String(repeating: ".,", count: 200), " ", "word", "\n", "\r\n",
    String(repeating: "\u{3000}", count: 50), "x",
  ]

  @Test(arguments: SeededRandom.seeds(Array(1...25)))
  func longRunsAreDeletedAsThePlainRulesSay(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var string = ""
    for _ in 0..<Int.random(in: 1...14, using: &random) {
      string += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
    }
    let text = TextStorage(string)
    let boundaries = [ByteOffset.zero] + text.graphemes(in: .zero..<text.endOffset).map(\.range.upperBound)
    for caret in boundaries.enumerated().filter({ $0.offset % 7 == 0 }).map(\.element) {
      let line = text.lineNumber(at: caret)
      let (start, end) = (text.lineStart(line), text.lineEnd(line))
      let context = Comment(rawValue: "seed \(seed) (QUIRE_SEED=\(seed)): caret \(caret)")
      let selection = TextSelection(caret: caret)
      if caret > start {
        #expect(text.range(of: .wordRubout, at: selection) == rubout(text, caret, start)..<caret, context)
        #expect(
          text.range(of: .wordBackward, at: selection) == max(start, text.wordStart(before: caret))..<caret,
          context)
      }
      if caret < end {
        #expect(
          text.range(of: .wordForward, at: selection) == caret..<min(end, text.wordEnd(after: caret)), context
        )
      }
    }
  }

  /// Ctrl-W written plainly: the line's clusters from its start, then back from the caret
  /// over whitespace and then over what is not.
  private func rubout(_ text: TextStorage, _ caret: ByteOffset, _ lineStart: ByteOffset) -> ByteOffset {
    let clusters = text.graphemes(in: lineStart..<caret)
    var index = clusters.count - 1
    while index >= 0, clusters[index].character.isWhitespace { index -= 1 }
    while index >= 0, !clusters[index].character.isWhitespace { index -= 1 }
    return index >= 0 ? clusters[index + 1].range.lowerBound : lineStart
  }

  @Test(arguments: [
    String(repeating: "abcdefghij", count: 300), String(repeating: "漢字", count: 500),
    String(repeating: "🇫🇷", count: 375), "a" + String(repeating: "\u{301}", count: 600),
  ])
  func ctrlWTakesAWholeLongWordBackToTheSpace(word: String) {
    let text = TextStorage("first line\nx " + word)
    let range = text.range(of: .wordRubout, at: TextSelection(caret: text.endOffset))
    #expect(range == ByteOffset(13)..<text.endOffset)
  }

  @Test func wordDeletionsStopAtTheLineWhateverIsBeyondIt() {
    let punctuation = String(repeating: ".", count: 5_000)
    let text = TextStorage("word " + punctuation + "\n" + punctuation + " ,x\n" + punctuation)
    let secondLine = ByteOffset(5 + 5_000 + 1)
    let caret = secondLine + 5_000 + 1
    #expect(text.range(of: .wordBackward, at: TextSelection(caret: caret)) == secondLine..<caret)
    let afterX = caret + 2
    #expect(text.range(of: .wordForward, at: TextSelection(caret: secondLine)) == secondLine..<afterX)
    let lastLine = afterX + 1
    #expect(text.range(of: .wordForward, at: TextSelection(caret: lastLine)) == lastLine..<text.endOffset)
  }
}
