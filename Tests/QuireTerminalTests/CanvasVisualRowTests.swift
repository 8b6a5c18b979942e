import QuireTerminal
import QuireText
import Testing

/// Drawing laid-out rows into a canvas: every cluster in the cells the layout measured, with
/// styled byte ranges over the base style. Screens are written as the text each row shows,
/// and below it a line of marks, one a cell: `.` the base style, `r` reverse video (a control's
/// stand-in), `s` the selection, `m` a find match, `R` the selection reversed again.
@Suite struct CanvasVisualRowTests {
  static let selection = Style([.underline], background: .blue)
  static let match = Style(background: .yellow)

  /// Lays out `text` and draws the rows from its start into a canvas of `size`, each with
  /// `highlights`, and returns the screen and its marks.
  static func draw(
    _ text: String, layout: WrapLayout, size: TerminalSize,
    highlights: [(range: Range<ByteOffset>, style: Style)] = []
  ) -> (screen: String, marks: String, grid: CellGrid) {
    let storage = TextStorage(text)
    let rows = layout.rows(from: .zero, count: size.rows, in: storage)
    var canvas = Canvas(CellGrid(size: size))
    for (index, row) in rows.enumerated() {
      canvas.draw(row, at: CellPosition(column: 0, row: index), highlights: highlights)
    }
    return (canvas.grid.lines.joined(separator: "\n"), marks(canvas.grid), canvas.grid)
  }

  /// One mark a cell (continuations too), trailing base cells left out.
  static func marks(_ grid: CellGrid) -> String {
    var lines: [String] = []
    for row in 0..<grid.size.rows {
      var line = ""
      for column in 0..<grid.size.columns {
        switch grid[column, row].style {
        case .plain: line += "."
        case Style([.reverse]): line += "r"
        case selection: line += "s"
        case match: line += "m"
        case selection.adding(.reverse): line += "R"
        default: line += "?"
        }
      }
      while line.last == "." { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  @Test func wideClustersTabsAndControlsTakeTheCellsTheLayoutMeasured() {
    let drawn = Self.draw(
      "a\t中😀\u{1B}b\u{9B}é|", layout: WrapLayout(width: 20, tabSize: 4),
      size: TerminalSize(columns: 20, rows: 1))
    #expect(
      drawn.screen == """
        a   中😀^[b<9b>é|
        """)
    #expect(
      drawn.marks == """
        ........rr.rrrr
        """)
    #expect(drawn.grid.invariantViolation() == nil)
  }

  @Test func aSelectionOverPartOfAWideClusterTakesAllOfIt() {
    // Bytes 1..<5: the "b" and the first byte of 中.
    let drawn = Self.draw(
      "ab中文cd", layout: WrapLayout(width: 10), size: TerminalSize(columns: 10, rows: 1),
      highlights: [(ByteOffset(1)..<ByteOffset(5), Self.selection)])
    #expect(
      drawn.screen == """
        ab中文cd
        """)
    #expect(
      drawn.marks == """
        .sss
        """)
  }

  @Test func laterRangesWinAndStandInsFlipReverseInsideThem() {
    let drawn = Self.draw(
      "abc\u{7}ef", layout: WrapLayout(width: 10), size: TerminalSize(columns: 10, rows: 1),
      highlights: [
        (ByteOffset(0)..<ByteOffset(3), Self.match), (ByteOffset(2)..<ByteOffset(4), Self.selection),
      ])
    #expect(
      drawn.screen == """
        abc^Gef
        """)
    #expect(
      drawn.marks == """
        mmsRR
        """)
  }

  @Test func aHorizontalOffsetInsideAWideClusterShowsItsVisibleHalfBlank() {
    var layout = WrapLayout(width: 4, wrap: .none)
    layout.horizontalOffset = 1
    let drawn = Self.draw("中文字", layout: layout, size: TerminalSize(columns: 4, rows: 1))
    // 中 at columns 0-1 is cut by the left edge, 字 at 5-6 by the right: blanks both.
    #expect(
      drawn.screen == """
         文
        """)
    #expect(drawn.grid[0, 0] == .space && drawn.grid[3, 0] == .space)
    #expect(drawn.grid.invariantViolation() == nil)
  }

  @Test func invalidBytesShowTheReplacementCharacterAndWideClustersStayInTheirCells() {
    let storage = TextStorage(bytes: Array("x".utf8) + [0xFF] + Array("\u{0915}\u{093E}\u{093F}y".utf8))
    let row = WrapLayout(width: 10).rows(from: .zero, count: 1, in: storage)[0]
    var canvas = Canvas(CellGrid(size: TerminalSize(columns: 10, rows: 1)))
    canvas.draw(row, at: .zero)
    // The Devanagari cluster is measured three cells (a letter and two spacing marks): drawn
    // in two, then a blank, so that "y" stands where the layout put it.
    #expect(row.clusters.map(\.width) == [1, 1, 3, 1])
    #expect(
      canvas.grid.lines.joined(separator: "\n") == """
        x�\u{0915}\u{093E}\u{093F} y
        """)
    #expect(canvas.grid[5, 0].text == "y")
  }

  @Test func aSelectedLineBreakShowsAsOneCellAfterTheLine() {
    // The selection runs from the "b" over the line break to the "c".
    let drawn = Self.draw(
      "ab\ncd\r\nef", layout: WrapLayout(width: 10), size: TerminalSize(columns: 10, rows: 3),
      highlights: [(ByteOffset(1)..<ByteOffset(4), Self.selection)])
    #expect(
      drawn.screen == """
        ab
        cd
        ef
        """)
    #expect(
      drawn.marks == """
        .ss
        s

        """)
  }

  @Test func theLineBreakCellIsNotDrawnWhenTheWindowEndsBeforeTheLine() {
    let drawn = Self.draw(
      "abcdefgh\nij", layout: WrapLayout(width: 4, wrap: .none), size: TerminalSize(columns: 6, rows: 2),
      highlights: [(ByteOffset(0)..<ByteOffset(9), Self.selection)])
    #expect(
      drawn.marks == """
        ssss
        """ + "\n")
  }

  @Test func rowsAreClippedToTheRegionAndPlacedAtTheOrigin() {
    let storage = TextStorage("abcdef中")
    let row = WrapLayout(width: 20).rows(from: .zero, count: 1, in: storage)[0]
    var canvas = Canvas(CellGrid(size: TerminalSize(columns: 10, rows: 2)))
    canvas.withRegion(CellRect(column: 2, row: 1, columns: 7, rows: 1)) { region in
      region.draw(row, at: CellPosition(column: 1, row: 0))
    }
    #expect(canvas.grid.lines == ["", "   abcdef"])
    #expect(canvas.grid.invariantViolation() == nil)
  }

  @Test(arguments: [("ab\tc\td", 4), ("\tx", 3), ("abcd\te", 4), ("a\t\tb", 2), ("tab\tat the end\t", 8)])
  func theGridsTabRuleIsTheLayoutsWithTheSameTabSize(text: String, tabSize: Int) {
    let drawn = Self.draw(
      text, layout: WrapLayout(width: 30, tabSize: tabSize, wrap: .none),
      size: TerminalSize(columns: 30, rows: 1))
    var grid = CellGrid(size: TerminalSize(columns: 30, rows: 1))
    grid.draw(text, at: .zero, tabSize: tabSize)
    #expect(grid == drawn.grid)
  }
}
