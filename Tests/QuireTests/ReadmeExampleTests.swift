import Quire
import Testing

/// The library example of README.md, run as written, so the README cannot drift from the code.
@Suite struct ReadmeExampleTests {
  @Test func readmeExampleWorksAsDocumented() {
    // --- README example begins
    // Edit: every change goes through one replace and can be undone.
    var buffer = TextBuffer(TextStorage("hello world"), selection: TextSelection(caret: ByteOffset(6)))
    buffer.insert("wide ", at: .seconds(0))
    #expect(buffer.text.string == "hello wide world")
    buffer.undo()
    #expect(buffer.text.string == "hello world")

    // Lay out: soft wrap at a width in cells, only the rows asked for.
    let layout = WrapLayout(width: 6)
    let rows = layout.rows(from: .zero, count: 2, in: buffer.text)
    #expect(rows.map { buffer.text.string(in: $0.range) } == ["hello ", "world"])

    // Draw: a grid of cells, diffed and written by the renderer; here into a test terminal.
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 16, rows: 2))
    var grid = CellGrid(size: terminal.size)
    grid.draw("héllo \u{1B}[2J 世界", at: CellPosition(column: 0, row: 0))
    terminal.render(grid)
    #expect(terminal.lines == ["héllo ^[[2J 世界", ""])
    // --- README example ends
  }
}
