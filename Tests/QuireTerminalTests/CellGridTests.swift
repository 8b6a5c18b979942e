import QuireTerminal
import Testing

@Suite struct CellGridTests {
  static let size = TerminalSize(columns: 8, rows: 2)

  @Test func drawReturnsTheColumnAfterTheText() {
    var grid = CellGrid(size: Self.size)
    #expect(grid.draw("abc", at: CellPosition(column: 2, row: 0)) == 5)
    #expect(grid.lines == ["  abc", ""])
  }

  @Test func drawStopsAtTheClip() {
    var grid = CellGrid(size: Self.size)
    let clip = CellRect(column: 1, row: 0, columns: 4, rows: 1)
    #expect(grid.draw("abcdefgh", at: CellPosition(column: 0, row: 0), clip: clip) == 5)
    #expect(grid.draw("xyz", at: CellPosition(column: 0, row: 1), clip: clip) == 0)
    #expect(grid.lines == [" bcde", ""])
  }

  @Test func drawStopsAtTheGridEdge() {
    var grid = CellGrid(size: Self.size)
    #expect(grid.draw("abcdefghij", at: CellPosition(column: 3, row: 1)) == 8)
    #expect(grid.lines == ["", "   abcde"])
  }

  @Test func wideClusterThatDoesNotFitShowsAsABlank() {
    var grid = CellGrid(size: Self.size, lines: ["abcdefgh"])
    #expect(grid.put(Cell("世", width: 2), at: CellPosition(column: 7, row: 0)) == 8)
    #expect(grid.lines == ["abcdefg", ""])
    #expect(grid.invariantViolation() == nil)
  }

  @Test func aCellPastTheClipsEndDrawsNothing() {
    var grid = CellGrid(size: Self.size, lines: ["abcdefgh"])
    let clip = CellRect(column: 0, row: 0, columns: 4, rows: 1)
    #expect(grid.put(Cell("x"), at: CellPosition(column: 6, row: 0), clip: clip) == 6)
    #expect(grid.lines == ["abcdefgh", ""])
  }

  @Test func wideClusterCutByTheClipStartShowsAsABlank() {
    var grid = CellGrid(size: Self.size, lines: ["abcdefgh"])
    let clip = CellRect(column: 3, row: 0, columns: 5, rows: 1)
    #expect(grid.put(Cell("世", width: 2), at: CellPosition(column: 2, row: 0), clip: clip) == 4)
    #expect(grid.lines == ["abc efgh", ""])
  }

  @Test func overwritingHalfOfAWideClusterBlanksTheOtherHalf() {
    var grid = CellGrid(size: Self.size)
    grid.put(Cell("世", width: 2), at: CellPosition(column: 0, row: 0))
    grid.put(Cell("界", width: 2), at: CellPosition(column: 2, row: 0))
    grid.draw("x", at: CellPosition(column: 1, row: 0))
    #expect(grid.lines[0] == " x界")
    grid.draw("y", at: CellPosition(column: 2, row: 0))
    #expect(grid.lines[0] == " xy")
    #expect(grid.invariantViolation() == nil)
  }

  @Test func controlsAreDrawnAsReverseVideoStandIns() {
    var grid = CellGrid(size: TerminalSize(columns: 12, rows: 1))
    let end = grid.draw("a\u{1B}[2Jb\u{9B}", at: .zero, style: Style(foreground: .red))
    #expect(grid.lines == ["a^[[2Jb<9b>"])
    #expect(end == 11)
    #expect(grid[0, 0].style == Style(foreground: .red))
    #expect(grid[1, 0].style == Style([.reverse], foreground: .red))
    #expect(grid[2, 0].style == Style([.reverse], foreground: .red))
    #expect(grid[3, 0].style == Style(foreground: .red))
  }

  @Test func standInsStandOutInReverseVideoToo() {
    var grid = CellGrid(size: Self.size)
    grid.draw("\u{7}", at: .zero, style: Style([.reverse]))
    #expect(grid.lines[0] == "^G")
    #expect(grid[0, 0].style == .plain)
  }

  @Test func bidiControlsAreDropped() {
    var grid = CellGrid(size: Self.size)
    #expect(grid.draw("a\u{202E}b\u{2066}c", at: .zero) == 3)
    #expect(grid.lines[0] == "abc")
  }

  @Test func tabsMoveToTheNextStopFromTheDrawStart() {
    var grid = CellGrid(size: TerminalSize(columns: 20, rows: 1))
    #expect(grid.draw("ab\tc", at: CellPosition(column: 2, row: 0)) == 11)
    #expect(grid.lines[0] == "  ab      c")
  }

  @Test func putOfAControlIsSanitisedToo() {
    var grid = CellGrid(size: Self.size)
    grid.put(Cell("\u{1B}"), at: .zero)
    #expect(grid.lines[0] == "^[")
    #expect(grid.invariantViolation() == nil)
  }

  @Test func fillCoversTheRectangleAndBreaksWideClustersAtItsEdges() {
    var grid = CellGrid(size: Self.size)
    grid.put(Cell("世", width: 2), at: CellPosition(column: 0, row: 0))
    grid.put(Cell("界", width: 2), at: CellPosition(column: 4, row: 0))
    grid.fill(CellRect(column: 1, row: 0, columns: 4, rows: 2), with: Cell("#"))
    #expect(grid.lines == [" ####", " ####"])
    grid.fill(CellRect(column: 0, row: 0, columns: 2, rows: 1), with: Cell("\u{1B}"))
    #expect(grid.lines[0] == "  ###")
    #expect(grid.invariantViolation() == nil)
  }

  @Test func dimAddsDimAndDropsBoldWholeClustersAtTheEdges() {
    var grid = CellGrid(size: Self.size)
    grid.draw("ab", at: .zero, style: Style([.bold, .underline]))
    grid.put(Cell("世", width: 2), at: CellPosition(column: 2, row: 0))
    grid.dim(CellRect(column: 1, row: 0, columns: 2, rows: 1))
    #expect(grid[0, 0].style == Style([.bold, .underline]))
    #expect(grid[1, 0].style == Style([.dim, .underline]))
    #expect(grid[2, 0].style == Style([.dim]))
    #expect(grid[3, 0].style == Style([.dim]))
    #expect(grid.invariantViolation() == nil)
  }

  @Test func drawingStartingLeftOfTheClipShowsWhatEntersIt() {
    var grid = CellGrid(size: Self.size)
    #expect(grid.draw("abcdef", at: CellPosition(column: -3, row: 0)) == 3)
    #expect(grid.lines[0] == "def")
  }
}
