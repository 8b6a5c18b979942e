import QuireText
import Testing

/// Offsets, columns and line counts far outside the text, up to `Int.min` and `Int.max`, are
/// clamped to it: none of them traps on an overflow or asks for more memory than there is.
@Suite struct TextStorageFarOffsetTests {
  static let values = [Int.min, Int.min / 4, -1, Int.max / 4, Int.max - 1, Int.max]
  static let text = TextStorage("ab\r\ncd é👍🏽")

  @Test(arguments: values)
  func readingOutsideTheTextGivesNothingMore(value: Int) {
    let text = Self.text
    let offset = ByteOffset(value)
    #expect(text.byte(at: offset) == nil)
    #expect(text.bytes(in: min(offset, .zero)..<max(offset, text.endOffset)) == text.allBytes)
    #expect(text.bytes(in: offset..<offset).isEmpty)
  }

  @Test(arguments: values)
  func aFarColumnOrLineCountStopsAtTheEdgeOfTheText(value: Int) {
    let text = Self.text
    let expectedColumn = value < 0 ? ByteOffset.zero : text.lineEnd(LineNumber(0))
    #expect(text.offset(of: LinePosition(line: LineNumber(0), byteColumn: value)) == expectedColumn)
    let moved = text.movingVertically(
      TextSelection(caret: ByteOffset(1)), lines: value, desiredColumn: nil, extend: false, tabSize: 4)
    #expect(moved.selection.head == (value < 0 ? .zero : text.endOffset))
    let noWrap = WrapLayout(width: 4, wrap: .none)
    #expect(noWrap.offset(atColumn: value, inRowStarting: .zero, in: text) == expectedColumn)
  }

  @Test(arguments: values)
  func motionsFromAFarOffsetLandInTheText(value: Int) {
    let text = Self.text
    let offset = ByteOffset(value)
    let inText = ByteOffset.zero...text.endOffset
    #expect(inText.contains(text.graphemeBoundary(after: offset)))
    #expect(inText.contains(text.graphemeBoundary(before: offset)))
    for motion in TextMotion.allCases {
      #expect(inText.contains(text.offset(motion, from: offset)), "\(motion)")
    }
    for deletion in TextDeletion.allCases {
      let range = text.range(of: deletion, at: TextSelection(caret: offset))
      #expect(inText.contains(range.lowerBound) && inText.contains(range.upperBound), "\(deletion)")
    }
    for mode in [WrapLayout.Mode.word, .character, .none] {
      let layout = WrapLayout(width: 3, wrap: mode)
      #expect(inText.contains(layout.cell(of: offset, in: text).rowStart), "\(mode)")
      #expect(inText.contains(layout.move(offset, byRows: value, in: text).offset), "\(mode)")
    }
  }
}
