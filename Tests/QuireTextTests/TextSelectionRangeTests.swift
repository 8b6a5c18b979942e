import QuireText
import Testing

/// What a double click (the word segment) and a triple click (the line) select.
@Suite struct TextSelectionRangeTests {
  @Test(
    arguments: [
      ("say hello, world", 5, 4..<9, true),  // inside a word
      ("say hello, world", 4, 4..<9, true),  // at its first byte
      ("say hello, world", 9, 9..<10, false),  // the comma after it
      ("say   hello", 4, 3..<6, false),  // a run of spaces
      ("foo.bar can't 3.14", 1, 0..<7, true),  // words as Alt-F sees them
      ("foo.bar can't 3.14", 9, 8..<13, true),
      ("foo.bar can't 3.14", 15, 14..<18, true),
      ("one\ntwo", 3, 0..<3, true),  // at the end of a line: the segment before
      ("one\n\ntwo", 4, 4..<4, false),  // an empty line
      ("one\r\ntwo", 5, 5..<8, true),
      ("日本語の文", 3, 3..<6, true),  // an ideograph is a segment of its own
      ("e\u{301}t\u{301}e more", 2, 0..<7, true),  // in the middle of a cluster of a word
    ] as [(String, Int, Range<Int>, Bool)])
  func aDoubleClickSelectsTheSegmentUnderIt(text: String, offset: Int, expected: Range<Int>, isWord: Bool) {
    let segment = TextStorage(text).wordSegment(at: ByteOffset(offset))
    #expect(segment.range.lowerBound.value..<segment.range.upperBound.value == expected)
    #expect(segment.isWord == isWord)
  }

  @Test func aDoubleClickInALongWordSelectsAllOfIt() {
    let word = String(repeating: "abcdefghij", count: 1_000)
    let text = TextStorage("x " + word + " y")
    let segment = text.wordSegment(at: ByteOffset(5_000))
    #expect(segment.range == ByteOffset(2)..<ByteOffset(2 + word.utf8.count))
  }

  @Test(
    arguments: [
      ("one\ntwo\r\nthree", 5, true, 4..<9),
      ("one\ntwo\r\nthree", 5, false, 4..<7),
      ("one\ntwo\r\nthree", 12, true, 9..<14),
      ("one\n", 4, true, 4..<4),
      ("one\n", 3, true, 0..<4),
    ] as [(String, Int, Bool, Range<Int>)])
  func aTripleClickSelectsTheLine(text: String, offset: Int, includingBreak: Bool, expected: Range<Int>) {
    let range = TextStorage(text).lineRange(at: ByteOffset(offset), includingLineBreak: includingBreak)
    #expect(range.lowerBound.value..<range.upperBound.value == expected)
  }
}
