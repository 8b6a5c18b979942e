import QuireTerminal
import Testing

@Suite struct InMemoryTerminalTests {
  /// A prompt's frame: `lines`, the caret at `caret` on the first row.
  static func prompt(_ lines: [String], caret: Int, columns: Int = 20) -> CellGrid {
    var grid = CellGrid(size: TerminalSize(columns: columns, rows: lines.count), lines: lines)
    grid.cursor = CellCursor(column: caret, row: 0)
    return grid
  }

  static func shell(rows: Int, lines: [String]) -> InMemoryTerminal {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 20, rows: rows), surface: .inline)
    terminal.write(Array(lines.map { $0 + "\r\n" }.joined().utf8))
    return terminal
  }

  @Test func inlinePromptDrawsBelowTheShellAndErasesItself() {
    let terminal = Self.shell(rows: 6, lines: ["$ quire input"])
    terminal.render(Self.prompt(["Name: Ada", "enter to confirm"], caret: 9))
    #expect(
      terminal.text == """
        $ quire input
        Name: Ada
        enter to confirm
        """)
    #expect(terminal.cursor == CellPosition(column: 9, row: 1))
    terminal.finish()
    #expect(terminal.text == "$ quire input")
    #expect(terminal.cursor == CellPosition(column: 0, row: 1))
  }

  @Test func inlinePromptAtTheBottomScrollsTheShellUpToMakeRoom() {
    let terminal = Self.shell(rows: 4, lines: ["one", "two", "three"])
    terminal.render(Self.prompt(["Pick:", "> red", "  blue"], caret: 5))
    #expect(
      terminal.text == """
        three
        Pick:
        > red
          blue
        """)
    #expect(terminal.emulator.scrollback == ["one", "two"])
    terminal.finish()
    #expect(terminal.text == "three")
    #expect(terminal.cursor == CellPosition(column: 0, row: 1))
  }

  @Test func inlineAreaGrowsAndShrinks() {
    let terminal = Self.shell(rows: 6, lines: ["$ pick"])
    terminal.render(Self.prompt(["> "], caret: 2))
    terminal.render(Self.prompt(["> b", "  banana", "  blueberry"], caret: 3))
    #expect(
      terminal.text == """
        $ pick
        > b
          banana
          blueberry
        """)
    terminal.render(Self.prompt(["> bl", "  blueberry"], caret: 4))
    #expect(
      terminal.text == """
        $ pick
        > bl
          blueberry
        """)
    #expect(terminal.cursor == CellPosition(column: 4, row: 1))
    terminal.finish()
    #expect(terminal.text == "$ pick")
  }

  @Test func countsTheBytesOfEachFrame() {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 20, rows: 3))
    var grid = CellGrid(size: terminal.size, lines: ["hello"])
    grid.cursor = CellCursor(column: 5, row: 0)
    terminal.render(grid)
    grid.draw("!", at: CellPosition(column: 5, row: 0))
    grid.cursor = CellCursor(column: 6, row: 0)
    terminal.render(grid)
    #expect(terminal.lastFrame == Array("!".utf8))
    #expect(terminal.frameByteCounts.count == 2)
    #expect(terminal.frameByteCounts.last == 1)
    #expect(terminal.bytesWritten == terminal.frameByteCounts.reduce(0, +))
    #expect(terminal.lines[0] == "hello!")
  }

  @Test func resizeQueuesAnEventAndRedrawsEverything() {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 20, rows: 3))
    terminal.render(CellGrid(size: terminal.size, lines: ["before"]))
    terminal.size = TerminalSize(columns: 10, rows: 2)
    #expect(terminal.nextEvent() == .resize(TerminalSize(columns: 10, rows: 2)))
    #expect(terminal.nextEvent() == nil)
    terminal.render(CellGrid(size: terminal.size, lines: ["after"]))
    #expect(terminal.lines == ["after", ""])
  }

  @Test func queuedEventsComeOutInOrder() {
    let terminal = InMemoryTerminal()
    terminal.type("hi")
    terminal.send(.key(KeyEvent(.enter)), .paste("x"))
    #expect(terminal.nextEvent() == .key(KeyEvent(.character("h"))))
    #expect(terminal.nextEvent() == .key(KeyEvent(.character("i"))))
    #expect(terminal.nextEvent() == .key(KeyEvent(.enter)))
    #expect(terminal.nextEvent() == .paste("x"))
    #expect(terminal.nextEvent() == nil)
  }

  @Test func stylesCanBeReadBackAtACell() {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 10, rows: 1))
    var grid = CellGrid(size: terminal.size)
    grid.draw("ok", at: .zero, style: Style([.bold], foreground: .green))
    terminal.render(grid)
    #expect(terminal.style(at: CellPosition(column: 1, row: 0)) == Style([.bold], foreground: .green))
    #expect(terminal.style(at: CellPosition(column: 2, row: 0)) == .plain)
    #expect(!terminal.isCursorVisible)
  }
}

@Suite struct ClusterSeparationTests {
  /// Two regional indicators in two cells would print as one flag; the renderer sets the
  /// cursor between them so that the terminal keeps them in two cells.
  @Test func adjacentCellsThatWouldJoinArePrintedApart() {
    let terminal = InMemoryTerminal(
      size: TerminalSize(columns: 6, rows: 1), characterWidth: TestWidth.of)
    var grid = CellGrid(size: terminal.size)
    grid.put(Cell("\u{1F1E6}"), at: CellPosition(column: 0, row: 0))
    grid.put(Cell("\u{1F1E7}"), at: CellPosition(column: 1, row: 0))
    grid.draw("ok", at: CellPosition(column: 2, row: 0))
    terminal.render(grid)
    #expect(terminal.cell(at: CellPosition(column: 0, row: 0)).text == "\u{1F1E6}")
    #expect(terminal.cell(at: CellPosition(column: 1, row: 0)).text == "\u{1F1E7}")
    #expect(terminal.lines[0] == "\u{1F1E6}\u{1F1E7}ok")
    #expect(String(decoding: terminal.lastFrame, as: UTF8.self).contains("\u{1F1E6}\u{1B}[2G\u{1F1E7}ok"))
  }
}
