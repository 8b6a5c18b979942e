import Testing

@testable import Quire

/// The spans of the lines drawn after an edit: a line the edit reached (its bytes, or the
/// break before or after it) is forgotten; the lines after it move with the text and no
/// longer know their state; the lines before it stay as they were.
@Suite struct HighlightedLinesTests {
  /// The lines of `ab\ncd\nef` (the last with one more byte of extent, for typing at the end).
  static let drawn = HighlightedLines(
    theme: .standard, run: .restart(line: 128),
    lines: [line(0, length: 2, extent: 3), line(3, length: 2, extent: 3), line(6, length: 2, extent: 3)])

  static func line(_ start: Int, length: Int, extent: Int) -> HighlightedLines.Line {
    HighlightedLines.Line(
      start: ByteOffset(start), length: length, extent: extent, state: HighlightState(rawValue: 0),
      next: HighlightState(rawValue: 0), knowsState: true, spans: [HighlightSpan(0..<length, .plain)])
  }

  /// The starts of the lines kept after `change`, each with whether it knows its state.
  func kept(after change: TextChange) -> [(Int, Bool)] {
    Self.drawn.after(change).lines.map { ($0.start.value, $0.knowsState) }
  }

  func insert(_ text: String, at offset: Int) -> TextChange {
    TextChange(offset: ByteOffset(offset), removed: [], inserted: Array(text.utf8))
  }

  func remove(_ range: Range<Int>, _ text: String) -> TextChange {
    TextChange(offset: ByteOffset(range.lowerBound), removed: Array(text.utf8), inserted: [])
  }

  @Test func anEditInsideALineForgetsItAndMovesTheLinesAfter() {
    let lines = kept(after: insert("x", at: 4))
    #expect(lines.map(\.0) == [0, 7])
    #expect(lines.map(\.1) == [true, false], "the line after may now start in another state")
  }

  @Test func typingAtTheEndOfALineLeavesTheNextLineMoved() {
    #expect(kept(after: insert("xy", at: 2)).map(\.0) == [5, 8], "the break before line 1 is untouched")
  }

  @Test func typingAtTheStartOfALineReachesItAndNotTheLineAbove() {
    let lines = kept(after: insert("x", at: 3))
    #expect(lines.map(\.0) == [0, 7])
    #expect(lines.map(\.1) == [true, false])
  }

  @Test func removingALineBreakReachesBothLinesItJoined() {
    #expect(kept(after: remove(2..<3, "\n")).map(\.0) == [5])
  }

  @Test func removingALinesTextUpToItsBreakLeavesTheNextLine() {
    #expect(kept(after: remove(0..<2, "ab")).map(\.0) == [1, 4])
  }

  @Test func typingAtTheEndOfTheTextReachesTheLastLine() {
    #expect(kept(after: insert("x", at: 8)).map(\.0) == [0, 3])
  }

  @Test func aReplacementAcrossLinesForgetsEachLineItReaches() {
    let change = TextChange(offset: ByteOffset(1), removed: Array("b\ncd\ne".utf8), inserted: Array("Z".utf8))
    #expect(kept(after: change).isEmpty)
  }

  @Test func aLineCutAtTheLimitIsNotReachedPastTheBytesGiven() {
    let long = HighlightedLines(theme: .standard, lines: [Self.line(0, length: 16, extent: 16)])
    #expect(long.after(insert("x", at: 16)).lines.map(\.start) == [ByteOffset(0)])
    #expect(long.after(insert("x", at: 15)).lines.isEmpty)
  }

  @Test func changesApplyInTurnAndKeepTheThemeAndRun() {
    let after = Self.drawn.after([insert("x", at: 4), insert("y", at: 0)])
    #expect(after.lines.map(\.start.value) == [8])
    #expect(after.theme == .standard)
    #expect(after.run == .restart(line: 128))
    #expect(after.lines[0].spans == [HighlightSpan(0..<2, .plain)], "the spans stay relative to the line")
  }
}
