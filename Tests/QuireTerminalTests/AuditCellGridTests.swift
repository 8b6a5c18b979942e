import QuireTerminal
import Testing

/// Wide clusters against clips: a wide cluster is whole or not at all, and no half of one is
/// left behind, inside the clip or out of it.
@Suite struct AuditCellGridTests {
  static let size = TerminalSize(columns: 8, rows: 1)

  /// Each case: the row before, the text drawn, where, the clip's columns, the row after
  /// and the column `draw` returns.
  @Test(arguments: [
    ("wide cut by the clip's end", "", "a世b", 0, 0..<2, "a", 2),
    ("wide entering the clip's start", "", "世界", -1, 0..<8, " 界", 3),
    ("wide cut by a clip starting inside it", "", "世界", 2, 3..<8, "    界", 6),
    ("overwriting the trailing half from inside the clip", "世界", "x", 1, 1..<8, " x界", 2),
    ("text past the clip's end leaves what is beyond it", "世界", "xy", 1, 0..<2, " x界", 2),
    ("overwriting the leading half, the trailing one outside the clip", "ab世c", "x", 2, 0..<3, "abx c", 3),
    ("wide over two narrows", "abcd", "世", 1, 0..<8, "a世d", 3),
    ("wide over the halves of two wides", "世界", "中", 1, 0..<8, " 中", 3),
  ])
  func wideClustersAndClips(
    name: String, before: String, text: String, column: Int, clip: Range<Int>, after: String, end: Int
  ) {
    var grid = CellGrid(size: Self.size)
    grid.draw(before, at: .zero)
    let clipRect = CellRect(column: clip.lowerBound, row: 0, columns: clip.count, rows: 1)
    let returned = grid.draw(text, at: CellPosition(column: column, row: 0), clip: clipRect)
    #expect(grid.lines[0] == after, "\(name)")
    #expect(returned == end, "\(name)")
    #expect(grid.invariantViolation() == nil, "\(name)")
  }
}
