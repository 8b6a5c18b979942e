import QuireTestSupport
import QuireText
import Testing

/// `markup` after moving down (or up) by each step of `steps`, keeping the desired column.
func movedVertically(_ markup: String, _ steps: [Int], extend: Bool = false, tabSize: Int = 8) -> String {
  let (text, start) = CaretMarkup.parse(markup)
  let storage = TextStorage(text)
  var selection = start
  var column: Int?
  for step in steps {
    (selection, column) = {
      let result = storage.movingVertically(
        selection, lines: step, desiredColumn: column, extend: extend, tabSize: tabSize)
      return (result.selection, result.desiredColumn)
    }()
  }
  return CaretMarkup.render(text, selection)
}

@Suite struct TextMotionVerticalTests {
  @Test(arguments: [
    ("ab|c\ndef", [1], "abc\nde|f"),
    ("abc\nde|f", [-1], "ab|c\ndef"),
    ("abc|d\nab\nabcdef", [1], "abcd\nab|\nabcdef"),  // a short line: its end
    ("abc|d\nab\nabcdef", [1, 1], "abcd\nab\nabc|def"),  // the desired column comes back
    ("ab|c\nxyz", [-1], "|abc\nxyz"),  // above the first line: the start
    ("abc\nx|yz", [1], "abc\nxyz|"),  // below the last line: the end
    ("ab|cd\r\nabcd", [1], "abcd\r\nab|cd"),
  ])
  func upAndDownKeepTheColumn(before: String, steps: [Int], after: String) {
    #expect(movedVertically(before, steps) == after)
  }

  @Test(arguments: [
    ("中|文\nabcd", [1], "中文\nab|cd"),  // a wide character is two cells
    ("abc|\n中文", [1], "abc\n中|文"),  // column 3 is inside 文: before it
    ("ab|\n😀x", [1], "ab\n😀|x"),
    ("e\u{301}|x\nabc", [1], "e\u{301}x\na|bc"),  // a combining mark takes no cell
    ("\tx|\nabcdefghijk", [1], "\tx\nabcdefghi|jk"),  // tab to column 8
  ])
  func columnsAreCountedInCells(before: String, steps: [Int], after: String) {
    #expect(movedVertically(before, steps) == after)
  }

  @Test func shiftExtendsVertically() {
    #expect(movedVertically("ab|c\ndef", [1], extend: true) == "ab[c\nde|]f")
  }

  @Test func aTabTakesTheTextToTheNextTabStop() {
    let text = TextStorage("a\tb")
    #expect(text.cellColumn(of: ByteOffset(2), tabSize: 4) == 4)
    #expect(text.cellColumn(of: ByteOffset(2), tabSize: 8) == 8)
    #expect(text.offset(in: LineNumber(0), atCellColumn: 3, tabSize: 4) == ByteOffset(1))
  }
}
