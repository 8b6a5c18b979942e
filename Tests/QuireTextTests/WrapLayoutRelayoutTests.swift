import QuireTestSupport
import QuireText
import Testing

/// Rows laid out again after an edit, keeping the rows the edit cannot reach, are the rows
/// laid out afresh: over seeded random texts, layouts and edits (`QUIRE_SEED=n` replays one),
/// and over the edits that reach back the furthest (a combining mark after a row's last
/// cluster, a word that comes to fit at a row's end, a line break made whole).
@Suite struct WrapLayoutRelayoutTests {
  static var seeds: [UInt64] { SeededRandom.seeds(count: 200, from: 0x4E1A_7047) }

  /// What an edit inserts: pieces that join the cluster before them, end a word, break a
  /// line, make a cut sequence whole, or are plain letters.
  static let insertions: [[UInt8]] = [
    [], Array("a".utf8), Array(" ".utf8), Array("\n".utf8), Array("\u{301}".utf8), Array("\u{200D}👧".utf8),
    Array("\u{1F1E6}".utf8), [0xAC], [0x80], Array("\t".utf8), Array("你".utf8), Array("longerword ".utf8),
  ]

  @Test(arguments: seeds)
  func theRowsKeptAfterAnEditAreTheRowsLaidOutAfresh(seed: UInt64) {
    let test = WrapLayoutPropertyTests.Case(seed: seed)
    var random = SeededRandom(seed: seed ^ 0xED17)
    var layout = test.layout
    if layout.mode == .none { layout.mode = .word }
    let all = allWrappedRows(test.text, layout)
    let top = all[Int.random(in: 0..<all.count, using: &random)].start
    let count = Int.random(in: 1...10, using: &random)
    let before = layout.rowRun(from: top, count: count, in: test.text)
    #expect(before.rows == layout.rows(from: top, count: count, in: test.text), "\(test)")
    #expect(before.readEnds.count == before.rows.count, "\(test)")
    for (row, end) in zip(before.rows, before.readEnds) {
      #expect(end >= row.contentEnd, "\(test): a row read at least what it holds")
    }

    var text = test.text
    let from = Int.random(in: top.value...text.endOffset.value, using: &random)
    let to = min(text.endOffset.value, from + Int.random(in: 0...6, using: &random))
    let inserted = Self.insertions.randomElement(using: &random) ?? []
    text.replace(ByteOffset(from)..<ByteOffset(to), with: inserted)

    let again = layout.rowRun(
      from: top, count: count, in: text, reusing: before, changedFrom: ByteOffset(from))
    let afresh = layout.rowRun(from: top, count: count, in: text)
    #expect(
      again == afresh,
      "\(test), rows \(count) from \(top.value), bytes \(from)..<\(to) replaced by \(inserted)")
  }

  /// Every edit at every byte of texts where a row depends on what follows it: the kept rows
  /// are always the rows laid out afresh.
  @Test(arguments: [
    ("aaaa bbbbbb cc dd", 8), ("aaaaaaa\u{0301}bbb", 4), ("ab cd ef gh", 3), ("aaaa\r\nbbbb", 4),
    ("🇫🇷🇫🇷🇫🇷 x", 4), ("a\tb\tc d e f", 5), ("xx yy zz ww", 2),
  ])
  func everyEditInATextWhoseRowsLookAhead(text original: String, width: Int) {
    let edits: [[UInt8]] = [
      [], Array("\u{301}".utf8), Array(" ".utf8), Array("\n".utf8), Array("\u{1F1E6}".utf8),
    ]
    for mode in [WrapLayout.Mode.word, .character] {
      let layout = WrapLayout(width: width, tabSize: 4, wrap: mode)
      let source = TextStorage(bytes: Array(original.utf8))
      let before = layout.rowRun(from: .zero, count: 20, in: source)
      for offset in 0...source.endOffset.value {
        for edit in edits {
          for removed in 0...min(2, source.endOffset.value - offset) {
            var text = source
            text.replace(ByteOffset(offset)..<ByteOffset(offset + removed), with: edit)
            let again = layout.rowRun(
              from: .zero, count: 20, in: text, reusing: before, changedFrom: ByteOffset(offset))
            #expect(
              again == layout.rowRun(from: .zero, count: 20, in: text),
              "\(mode) width \(width): \(original.debugDescription), \(removed) bytes at \(offset) replaced by \(edit)"
            )
          }
        }
      }
    }
  }

  /// An edit past the rows shown keeps them all, and one in the last row lays out only from
  /// it: the rows before are the very rows of the earlier run.
  @Test func anEditAfterTheRowsKeepsThemAndOneInTheLastKeepsTheOthers() {
    let layout = WrapLayout(width: 10, tabSize: 4, wrap: .word)
    var text = TextStorage(bytes: Array(String(repeating: "word ", count: 40).utf8))
    let before = layout.rowRun(from: .zero, count: 4, in: text)
    #expect(before.rows.count == 4)
    let past = before.readEnds[3] + WrapLayout.RowRun.scalarMargin
    var longer = text
    longer.replace(past..<past, with: Array("x".utf8))
    let kept = layout.rowRun(from: .zero, count: 4, in: longer, reusing: before, changedFrom: past)
    #expect(kept == before)

    let inLast = before.rows[3].start + 6
    text.replace(inLast..<inLast, with: Array("xxxxxx".utf8))
    let again = layout.rowRun(from: .zero, count: 4, in: text, reusing: before, changedFrom: inLast)
    #expect(Array(again.rows.prefix(3)) == Array(before.rows.prefix(3)))
    #expect(again.rows[3] != before.rows[3])
    #expect(again == layout.rowRun(from: .zero, count: 4, in: text))
  }
}
