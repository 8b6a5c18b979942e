import QuireTestSupport
import QuireText
import Testing

@Suite struct WrapLayoutPositionTests {
  @Test(arguments: [
    ("hello wor|ld", 6, 6, 3),
    ("hello |world", 6, 6, 0),
    ("hello| world", 6, 0, 5),
    ("hello world|", 6, 6, 5),
    ("ab\n|cd", 6, 3, 0),
    ("ab|\ncd", 6, 0, 2),
    ("\tx|", 8, 0, 5),
    ("hello|", 5, 0, 5),
  ])
  func theCaretIsDrawnOnTheRowAndColumnOfItsOffset(markup: String, width: Int, row: Int, column: Int) {
    let (string, selection) = CaretMarkup.parse(markup)
    let layout = WrapLayout(width: width, tabSize: 4)
    let cell = layout.cell(of: selection.head, in: TextStorage(string))
    #expect(cell == WrapLayout.CellPosition(rowStart: ByteOffset(row), column: column), "\(markup)")
  }

  @Test(arguments: [
    (0, "|hello world"),
    (2, "he|llo world"),
    (4, "hell|o world"),
    (9, "hello| world"),
  ])
  func aClickOnTheFirstRowPutsTheCaretBeforeTheClusterUnderIt(column: Int, expected: String) {
    let text = TextStorage("hello world")
    let offset = WrapLayout(width: 6).offset(atColumn: column, inRowStarting: .zero, in: text)
    #expect(CaretMarkup.render(text.string, TextSelection(caret: offset)) == expected)
  }

  @Test func aClickPastTheLastRowOfALineGoesToTheLineEnd() {
    let text = TextStorage("hello world\nnext")
    let offset = WrapLayout(width: 6).offset(atColumn: 9, inRowStarting: ByteOffset(6), in: text)
    #expect(CaretMarkup.render(text.string, TextSelection(caret: offset)) == "hello world|\nnext")
  }

  @Test func movingDownKeepsTheDesiredColumnAcrossAShortRow() {
    let (string, selection) = CaretMarkup.parse("abcdefgh|\nab\nabcdefghij")
    let text = TextStorage(string)
    let layout = WrapLayout(width: 20)
    let first = layout.move(selection.head, byRows: 1, in: text)
    #expect(CaretMarkup.render(string, TextSelection(caret: first.offset)) == "abcdefgh\nab|\nabcdefghij")
    let second = layout.move(first.offset, byRows: 1, desiredColumn: first.desiredColumn, in: text)
    #expect(CaretMarkup.render(string, TextSelection(caret: second.offset)) == "abcdefgh\nab\nabcdefgh|ij")
  }

  @Test func movingUpAndDownCrossesWrappedRowsOfOneLine() {
    let (string, selection) = CaretMarkup.parse("one two thr|ee four")
    let text = TextStorage(string)
    let layout = WrapLayout(width: 8)
    let up = layout.move(selection.head, byRows: -1, in: text)
    #expect(CaretMarkup.render(string, TextSelection(caret: up.offset)) == "one| two three four")
    let down = layout.move(selection.head, byRows: 1, in: text)
    #expect(CaretMarkup.render(string, TextSelection(caret: down.offset)) == "one two three fou|r")
  }

  @Test func movingPastTheFirstOrLastRowGoesToTheTextStartOrEnd() {
    let text = TextStorage("abc\ndef")
    let layout = WrapLayout(width: 8)
    #expect(layout.move(ByteOffset(2), byRows: -1, in: text).offset == .zero)
    #expect(layout.move(ByteOffset(5), byRows: 1, in: text).offset == text.endOffset)
    #expect(layout.move(ByteOffset(5), byRows: 1, in: text).desiredColumn == 1)
  }

  @Test func theTopRowStaysWhileTheCaretIsOnScreen() {
    let text = TextStorage((0..<20).map { "line \($0)" }.joined(separator: "\n"))
    let layout = WrapLayout(width: 10)
    let top = text.lineStart(LineNumber(5))
    let caret = text.lineStart(LineNumber(9))
    #expect(layout.topRow(revealing: caret, from: top, visibleRows: 5, in: text) == top)
  }

  @Test func aCaretBelowTheScreenBringsItsRowToTheBottom() {
    let text = TextStorage((0..<20).map { "line \($0)" }.joined(separator: "\n"))
    let layout = WrapLayout(width: 10)
    let top = text.lineStart(LineNumber(5))
    let caret = text.lineStart(LineNumber(10)) + 2
    #expect(
      layout.topRow(revealing: caret, from: top, visibleRows: 5, in: text) == text.lineStart(LineNumber(6)))
  }

  @Test func aCaretAboveTheScreenBringsItsRowToTheTop() {
    let text = TextStorage("alpha beta gamma delta\nepsilon")
    let layout = WrapLayout(width: 6)
    let caret = ByteOffset(13)
    let top = text.lineStart(LineNumber(1))
    #expect(layout.topRow(revealing: caret, from: top, visibleRows: 2, in: text) == ByteOffset(11))
  }

  @Test func whenTheScreenShrinksTheCaretRowMovesUpIntoIt() {
    let text = TextStorage((0..<20).map { "line \($0)" }.joined(separator: "\n"))
    let layout = WrapLayout(width: 10)
    let caret = text.lineStart(LineNumber(9))
    #expect(layout.topRow(revealing: caret, from: .zero, visibleRows: 10, in: text) == .zero)
    #expect(
      layout.topRow(revealing: caret, from: .zero, visibleRows: 3, in: text) == text.lineStart(LineNumber(7)))
  }

  @Test func aTopInsideARowAfterAnEditSnapsToTheStartOfItsRow() {
    let text = TextStorage("alpha beta gamma delta")
    let layout = WrapLayout(width: 6)
    #expect(
      layout.topRow(revealing: ByteOffset(13), from: ByteOffset(8), visibleRows: 3, in: text) == ByteOffset(6)
    )
  }

  @Test(arguments: [(2, 2), (4, 4), (8, 4), (9, 5), (12, 8)])
  func withoutWrapTheWindowScrollsJustEnoughToShowTheCaret(caret: Int, expected: Int) {
    let text = TextStorage("0123456789abcdef")
    let layout = WrapLayout(width: 5, wrap: .none, horizontalOffset: 4)
    #expect(layout.horizontalOffset(revealing: ByteOffset(caret), in: text) == expected)
  }

  @Test func withoutWrapColumnsCountFromTheLineStart() {
    let text = TextStorage("ab\tcdefgh")
    let layout = WrapLayout(width: 4, tabSize: 4, wrap: .none, horizontalOffset: 3)
    #expect(layout.cell(of: ByteOffset(4), in: text) == WrapLayout.CellPosition(rowStart: .zero, column: 5))
    #expect(layout.offset(atColumn: 6, inRowStarting: .zero, in: text) == ByteOffset(5))
    #expect(layout.offset(atColumn: 3, inRowStarting: .zero, in: text) == ByteOffset(2))
  }

  @Test func settingsOutOfRangeAreClamped() {
    var layout = WrapLayout(width: 0, tabSize: 0, wrap: .none, horizontalOffset: -3)
    #expect(layout.width == 1 && layout.tabSize == 1 && layout.horizontalOffset == 0)
    layout.width = -5
    layout.tabSize = .max
    layout.horizontalOffset = .max
    #expect(layout.width == 1 && layout.tabSize == 1 << 24 && layout.horizontalOffset == 1 << 48)
    #expect(layout.rows(from: .zero, count: 2, in: TextStorage("a\tb")).first?.clusters == [])
  }

  @Test(arguments: [Int.max, Int.min, 1 << 40])
  func aMoveByMoreRowsThanTheTextHasStopsAtItsStartOrEnd(rows: Int) {
    let text = TextStorage("one two\nthree")
    let move = WrapLayout(width: 4).move(ByteOffset(5), byRows: rows, in: text)
    #expect(move.offset == (rows > 0 ? text.endOffset : .zero))
    #expect(WrapLayout(width: 4).rows(from: .zero, count: .max, in: text).count == 4)
  }
}
