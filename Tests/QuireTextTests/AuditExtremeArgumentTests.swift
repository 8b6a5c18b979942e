import QuireText
import Testing

/// Offsets, lines, columns, counts and tab sizes far outside the text: every public function
/// of the engine clamps them instead of stopping the program, as `WrapLayout` does for its
/// settings and row counts.
@Suite struct AuditExtremeArgumentTests {
  static let extremes = [Int.min, Int.min + 1, -1, 0, 3, 1 << 40, Int.max - 1, Int.max]
  static let text = TextStorage("ab\r\n中\tc\nlast")

  @Test(arguments: extremes)
  func readingAtAnyOffsetClampsToTheText(value: Int) {
    let text = Self.text
    let offset = ByteOffset(value)
    let inside = min(max(value, 0), text.byteCount)
    #expect(text.byte(at: offset) == (value >= 0 && value < text.byteCount ? text.allBytes[value] : nil))
    #expect(text.bytes(in: offset..<ByteOffset(Int.max)) == Array(text.allBytes[inside...]))
    #expect(text.bytes(in: ByteOffset(Int.min)..<offset) == Array(text.allBytes[..<inside]))
    #expect(text.string(in: ByteOffset(Int.min)..<ByteOffset(Int.max)) == text.string)
    #expect(text.withBytes(in: offset..<ByteOffset(Int.max)) { Array($0) } == Array(text.allBytes[inside...]))
    var chunks: [UInt8] = []
    text.forEachChunk(in: ByteOffset(Int.min)..<offset) { chunk in
      chunks += chunk
      return true
    }
    #expect(chunks == Array(text.allBytes[..<inside]))
    #expect(text.lineNumber(at: offset) == text.lineNumber(at: ByteOffset(inside)))
    #expect(text.position(of: offset) == text.position(of: ByteOffset(inside)))
  }

  @Test(arguments: extremes)
  func linesAndColumnsClampToTheText(value: Int) {
    let text = Self.text
    let line = LineNumber(min(max(value, 0), text.lineCount - 1))
    #expect(text.lineStart(LineNumber(value)) == text.lineStart(line))
    #expect(text.lineEnd(LineNumber(value)) == text.lineEnd(line))
    let column = min(max(value, 0), text.lineEnd(line) - text.lineStart(line))
    #expect(
      text.offset(of: LinePosition(line: LineNumber(value), byteColumn: value))
        == text.lineStart(line) + column)
  }

  @Test(arguments: extremes)
  func segmentationAtAnyOffsetClampsToTheText(value: Int) {
    let text = Self.text
    let offset = ByteOffset(value)
    let inside = ByteOffset(min(max(value, 0), text.byteCount))
    #expect(text.graphemeBoundary(after: offset) == text.graphemeBoundary(after: inside))
    #expect(text.graphemeBoundary(before: offset) == text.graphemeBoundary(before: inside))
    #expect(text.isGraphemeBoundary(offset) == text.isGraphemeBoundary(inside))
    #expect(text.wordEnd(after: offset) == text.wordEnd(after: inside))
    #expect(text.wordStart(before: offset) == text.wordStart(before: inside))
    #expect(text.graphemes(in: ByteOffset(Int.min)..<offset) == text.graphemes(in: .zero..<inside))
    #expect(text.wordSegments(in: offset..<ByteOffset(Int.max)).count <= text.byteCount)
  }

  @Test(arguments: extremes)
  func motionsAndDeletionsFromAnyOffsetStayInTheText(value: Int) {
    var text = Self.text
    let selection = TextSelection(anchor: ByteOffset(0 &- value), head: ByteOffset(value))
    for motion in TextMotion.allCases {
      for extend in [false, true] {
        let moved = text.moving(selection, by: motion, extend: extend)
        #expect(moved.head >= .zero && moved.head <= text.endOffset, "\(motion)")
        #expect(moved.anchor >= .zero && moved.anchor <= text.endOffset, "\(motion)")
      }
    }
    for deletion in TextDeletion.allCases {
      let range = text.range(of: deletion, at: selection)
      #expect(range.lowerBound >= .zero && range.upperBound <= text.endOffset, "\(deletion)")
    }
    text.delete(.graphemeBackward, at: selection)
    #expect(text.invariantViolations().isEmpty)
  }

  @Test(arguments: extremes)
  func verticalMotionByAnyCountWithAnyTabSizeStaysInTheText(value: Int) {
    let text = TextStorage("\t\tab\n\t中\t\tx\n")
    for tabSize in [Int.min, -1, 0, 1, 4, Int.max] {
      let column = text.cellColumn(of: ByteOffset(value), tabSize: tabSize)
      #expect(column >= 0)
      let offset = text.offset(in: LineNumber(value), atCellColumn: value, tabSize: tabSize)
      #expect(offset >= .zero && offset <= text.endOffset)
      let moved = text.movingVertically(
        TextSelection(caret: ByteOffset(value)), lines: value, desiredColumn: nil, extend: false,
        tabSize: tabSize)
      #expect(moved.selection.head >= .zero && moved.selection.head <= text.endOffset)
      let aimed = text.movingVertically(
        TextSelection(caret: .zero), lines: 1, desiredColumn: value, extend: true, tabSize: tabSize)
      #expect(aimed.selection.head >= text.lineStart(LineNumber(1)))
      #expect(aimed.selection.head <= text.lineEnd(LineNumber(1)))
    }
  }

  @Test(arguments: [(Int.max, "last|"), (Int.max - 1, "last|"), (Int.min, "|ab"), (Int.min + 1, "|ab")])
  func verticalMotionPastEitherEndGoesToThatEnd(lines: Int, expected: String) {
    let text = TextStorage("ab\ncd\nlast")
    let moved = text.movingVertically(
      TextSelection(caret: ByteOffset(4)), lines: lines, desiredColumn: nil, extend: false, tabSize: 4)
    let shown =
      expected.hasPrefix("|") ? moved.selection.head == .zero : moved.selection.head == text.endOffset
    #expect(shown, "\(moved.selection)")
  }

  @Test(arguments: extremes)
  func layoutsTakeAnyOffsetColumnAndCount(value: Int) {
    let text = Self.text
    for mode in [WrapLayout.Mode.word, .character, .none] {
      let layout = WrapLayout(width: 3, tabSize: 4, wrap: mode, horizontalOffset: value)
      let offset = ByteOffset(value)
      let row = layout.row(containing: offset, in: text)
      #expect(row.start >= .zero && row.range.upperBound <= text.endOffset)
      #expect(layout.rows(from: row.start, count: value, in: text).count <= text.byteCount + text.lineCount)
      let cell = layout.cell(of: offset, in: text)
      let back = layout.offset(atColumn: value, inRowStarting: cell.rowStart, in: text)
      #expect(back >= .zero && back <= text.endOffset)
      #expect(layout.rowStarts(before: offset, count: value, in: text).count <= text.byteCount)
      let top = layout.topRow(revealing: offset, from: ByteOffset(0 &- value), visibleRows: value, in: text)
      #expect(top >= .zero && top <= text.endOffset)
      let move = layout.move(offset, byRows: value, desiredColumn: value, in: text)
      #expect(move.offset >= .zero && move.offset <= text.endOffset)
      _ = layout.horizontalOffset(revealing: offset, in: text)
    }
  }
}
