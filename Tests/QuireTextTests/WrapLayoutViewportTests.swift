import QuireTestSupport
import QuireText
import Testing

/// The viewport a view draws after a key is what the layout's separate questions give: the
/// top row that reveals the caret, the rows from it, the horizontal offset under no wrap and
/// the caret's cell. Random texts and layouts of `WrapLayoutPropertyTests`; a failure prints
/// its seed, `QUIRE_SEED=n` replays it.
@Suite struct WrapLayoutViewportTests {
  @Test(arguments: WrapLayoutPropertyTests.seeds)
  func theViewportIsTheTopRowTheRowsAndTheCaretsCell(seed: UInt64) {
    let test = WrapLayoutPropertyTests.Case(seed: seed)
    var random = SeededRandom(seed: seed ^ 0x5CA1E)
    let text = test.text
    var checkpoints = LineColumnCheckpoints(spacing: Int.random(in: 1...16, using: &random))
    for _ in 0..<12 {
      let caret = ByteOffset(Int.random(in: 0...text.byteCount, using: &random))
      let top = ByteOffset(Int.random(in: 0...text.byteCount, using: &random))
      let visible = Int.random(in: 1...6, using: &random)
      let context = Comment(rawValue: "\(test): caret \(caret) top \(top) rows \(visible)")
      let viewport = test.layout.viewport(
        revealing: caret, from: top, visibleRows: visible, in: text, checkpoints: &checkpoints)
      var scrolled = test.layout
      scrolled.horizontalOffset = test.layout.horizontalOffset(revealing: caret, in: text)
      let expectedTop = test.layout.topRow(revealing: caret, from: top, visibleRows: visible, in: text)
      let rows = scrolled.rows(from: expectedTop, count: visible, in: text)
      let cell = test.layout.cell(of: caret, in: text)
      #expect(viewport.top == expectedTop, context)
      #expect(viewport.rows == rows, context)
      if test.layout.mode == .none {
        #expect(viewport.horizontalOffset == scrolled.horizontalOffset, context)
      }
      #expect(rows.indices.contains(viewport.caretRow), context)
      guard rows.indices.contains(viewport.caretRow) else { continue }
      #expect(rows[viewport.caretRow].start == cell.rowStart, context)
      #expect(viewport.caretColumn == cell.column - rows[viewport.caretRow].leadingColumn, context)
    }
  }
}
