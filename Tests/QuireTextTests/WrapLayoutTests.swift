import QuireText
import Testing

/// Rows drawn as text, one line per row, so that expected layouts read like the screen: each
/// cluster in its cells (a tab as `»` and `·`, a control as its stand-in, a cluster hanging
/// past the edge with no cells not at all), then `|` when the line goes on in the next row or
/// `¶` when the row ends its line.
func drawnRows(_ rows: [VisualRow]) -> String {
  rows.map { row in
    var cells = ""
    for cluster in row.clusters where cluster.width > 0 || !cluster.isHanging {
      switch cluster.glyph {
      case .text(let character): cells.append(character)
      case .tab: cells += "»" + String(repeating: "·", count: max(0, cluster.width - 1))
      case .control(let symbol): cells += symbol
      case .invalid: cells += "\u{FFFD}"
      }
    }
    return cells + (row.endsLine ? "¶" : "|")
  }.joined(separator: "\n")
}

/// All rows of `text` laid out by `layout`.
func allWrappedRows(_ text: TextStorage, _ layout: WrapLayout) -> [VisualRow] {
  layout.rows(from: .zero, count: text.byteCount + text.lineCount + 1, in: text)
}

extension VisualRow.Cluster {
  /// Whitespace left past the right edge takes no cells and is not drawn.
  fileprivate var isHanging: Bool {
    if case .text(let character) = glyph { return width == 0 && character.isWhitespace }
    return width == 0 && glyph == .tab
  }
}

@Suite struct WrapLayoutTests {
  @Test(arguments: [
    (
      "the quick brown fox jumps", 10,
      """
      the quick |
      brown fox |
      jumps¶
      """
    ),
    (
      "a supercalifragilistic word", 8,
      """
      a |
      supercal|
      ifragili|
      stic |
      word¶
      """
    ),
    (
      "hello world", 5,
      """
      hello|
      world¶
      """
    ),
    (
      "one two  three", 7,
      """
      one two|
       three¶
      """
    ),
    (
      "a\u{00A0}bcd e", 4,
      """
      a\u{00A0}bc|
      d e¶
      """
    ),
    (
      "short", 20,
      """
      short¶
      """
    ),
  ])
  func wordWrapBreaksAfterWhitespaceAndSplitsOnlyWordsLongerThanTheRow(
    text: String, width: Int, expected: String
  ) {
    #expect(drawnRows(allWrappedRows(TextStorage(text), WrapLayout(width: width))) == expected)
  }

  @Test func characterWrapFillsEveryRow() {
    let rows = allWrappedRows(TextStorage("hello world"), WrapLayout(width: 4, wrap: .character))
    #expect(
      drawnRows(rows) == """
        hell|
        o wo|
        rld¶
        """)
  }

  @Test func linesOfEveryBreakKindStartNewRowsAndEmptyLinesTakeOneRow() {
    let rows = allWrappedRows(TextStorage("one\r\n\r\ntwo\rthree\n"), WrapLayout(width: 10))
    #expect(
      drawnRows(rows) == """
        one¶
        ¶
        two¶
        three¶
        ¶
        """)
    #expect(rows.map(\.line.value) == [0, 1, 2, 3, 4])
  }

  @Test func theEmptyTextHasOneEmptyRow() {
    let rows = allWrappedRows(TextStorage(""), WrapLayout(width: 10))
    #expect(rows.count == 1)
    #expect(rows.first?.range == ByteOffset(0)..<ByteOffset(0))
  }

  @Test func tabsReachTheNextTabStopCountedFromTheRowStart() {
    let rows = allWrappedRows(TextStorage("\tab\tc\td"), WrapLayout(width: 12, tabSize: 4))
    #expect(drawnRows(rows) == "»···ab»·c»··|\nd¶")
  }

  @Test func aTabThatWouldPassTheRightEdgeStopsAtIt() {
    let rows = allWrappedRows(TextStorage("abcdef\tx"), WrapLayout(width: 7, tabSize: 4))
    #expect(drawnRows(rows) == "abcdef»|\nx¶")
    #expect(rows.first?.clusters.last?.width == 1)
  }

  @Test func whitespaceThatDoesNotFitHangsPastTheEdgeInsteadOfStartingTheNextRow() {
    let rows = allWrappedRows(TextStorage("abcd\tx abcd  y"), WrapLayout(width: 4, tabSize: 4))
    #expect(drawnRows(rows) == "abcd|\nx |\nabcd|\n y¶")
    #expect(rows.map { $0.clusters.last?.width } == [0, 1, 0, 1])
  }

  @Test func controlCharactersTakeTheCellsOfTheirStandIn() {
    let rows = allWrappedRows(TextStorage("a\u{1B}b\u{7F}"), WrapLayout(width: 4))
    #expect(drawnRows(rows) == "a^[b|\n^?¶")
    #expect(rows.first?.clusters.map(\.column) == [0, 1, 3])
  }

  @Test func wrappedRowsEndEarlyAtAnchorsInLongLines() {
    let line = String(repeating: "x", count: 40)
    let layout = WrapLayout(width: 100).withAnchorSpacing(16)
    #expect(
      drawnRows(allWrappedRows(TextStorage(line), layout)) == """
        xxxxxxxxxxxxxxxx|
        xxxxxxxxxxxxxxxx|
        xxxxxxxx¶
        """)
  }

  @Test func withoutWrapARowShowsTheWindowOfItsLineFromTheHorizontalOffset() {
    let layout = WrapLayout(width: 5, wrap: .none, horizontalOffset: 3)
    let rows = allWrappedRows(TextStorage("0123456789\nab\n\tx"), layout)
    #expect(rows.count == 3)
    #expect(rows.map { $0.clusters.map(\.column) } == [[3, 4, 5, 6, 7], [], [0, 4]])
    #expect(drawnRows(rows) == "34567¶\n¶\n»···x¶")
    #expect(rows.allSatisfy { $0.leadingColumn == 3 })
  }

  @Test func withoutWrapAWideClusterCutByTheWindowsLeftEdgeIsStillListed() {
    let layout = WrapLayout(width: 3, wrap: .none, horizontalOffset: 1)
    let row = layout.rows(from: .zero, count: 1, in: TextStorage("你好世界"))
    #expect(row.first?.clusters.map(\.column) == [0, 2])
    #expect(row.first?.clusters.map(\.width) == [2, 2])
  }

  @Test func rowsFromAStartInTheMiddleOfALineGoOnIntoTheNextLines() {
    let text = TextStorage("alpha beta gamma\ndelta")
    let layout = WrapLayout(width: 6)
    let second = layout.rowStart(containing: ByteOffset(7), in: text)
    #expect(second == ByteOffset(6))
    #expect(drawnRows(layout.rows(from: second, count: 3, in: text)) == "beta |\ngamma¶\ndelta¶")
  }
}
