import QuireTestSupport
import Testing

@testable import QuireText

/// Random texts of long lines, edited at random places: every column question asked with
/// `LineColumnCheckpoints` kept across the edits gets the answer the same question gets
/// without them. Small spacings and line limits make the checkpoints fill, go stale at each
/// edit, get dropped and fill again. A failure prints its seed; `QUIRE_SEED=n` replays it.
@Suite struct LineColumnCheckpointsPropertyTests {
  /// Pieces of text: tabs (whose width depends on the column), wide, combining and zero-width
  /// clusters, controls, flags and lone regional indicators, line breaks, and bytes that begin,
  /// continue or break UTF-8 sequences, so that an edit can join or split the scalar at a
  /// checkpoint.
  static let pieces: [[UInt8]] =
    [
      "a", "word ", " ", "\t", "\t\t", "é", "e\u{301}", "\u{301}", "中文", "👍🏽", "🇫🇷", "\u{1F1E6}", "\u{1B}",
      "\u{9B}", "\u{200B}", "\u{0915}\u{093E}\u{093F}", "\n", "\r\n", "\r", "xyz",
    ].map { Array($0.utf8) } + [[0xCC], [0x81], [0xE4, 0xB8], [0xAD], [0xFF], [0xF0, 0x9F]]

  static func randomBytes(_ random: inout SeededRandom, count: Int, lineBreaks: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<count {
      var piece = pieces[Int.random(in: 0..<pieces.count, using: &random)]
      if !lineBreaks, piece.contains(0x0A) || piece.contains(0x0D) { piece = [0x20] }
      bytes += piece
    }
    return bytes
  }

  struct Case: CustomStringConvertible {
    var seed: UInt64
    var text: TextStorage
    var layout: WrapLayout
    var checkpoints: LineColumnCheckpoints

    var description: String {
      "seed \(seed) (QUIRE_SEED=\(seed)): width \(layout.width) tab \(layout.tabSize) offset "
        + "\(layout.horizontalOffset) spacing \(checkpoints.spacing) lines \(checkpoints.lineLimit) "
        + "text \(String(reflecting: text.string))"
    }
  }

  @Test(arguments: SeededRandom.seeds(Array(1...120)))
  func answersWithCheckpointsAreThoseWithout(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var test = Case(
      seed: seed,
      text: TextStorage(
        bytes: Self.randomBytes(
          &random, count: Int.random(in: 20...160, using: &random), lineBreaks: seed % 4 == 0)),
      layout: WrapLayout(
        width: Int.random(in: 1...12, using: &random), tabSize: Int.random(in: 1...8, using: &random),
        wrap: .none),
      checkpoints: LineColumnCheckpoints(
        spacing: Int.random(in: 1...24, using: &random), lineLimit: Int.random(in: 1...3, using: &random)))
    for round in 0..<30 {
      if round > 0 { edit(&test, &random) }
      if Int.random(in: 0..<8, using: &random) == 0 {
        test.layout.tabSize = Int.random(in: 1...8, using: &random)
      }
      for _ in 0..<6 { ask(&test, &random, round: round) }
    }
  }

  /// Replaces a random range with random pieces and tells the checkpoints; now and then undoes
  /// it too, as a text area's undo hands back its change.
  private func edit(_ test: inout Case, _ random: inout SeededRandom) {
    let count = test.text.byteCount
    let a = Int.random(in: 0...count, using: &random)
    let b = min(count, a + Int.random(in: 0...6, using: &random))
    let inserted = Self.randomBytes(&random, count: Int.random(in: 0...2, using: &random), lineBreaks: true)
    let change = test.text.replace(ByteOffset(a)..<ByteOffset(b), with: inserted)
    test.checkpoints.update(after: change)
    if Int.random(in: 0..<5, using: &random) == 0 {
      let undo = change.inverted()
      test.checkpoints.update(after: test.text.replace(undo.removedRange, with: undo.inserted))
    }
  }

  /// Asks every column question once at random places and compares the answers.
  private func ask(_ test: inout Case, _ random: inout SeededRandom, round: Int) {
    let text = test.text
    var layout = test.layout
    let context = Comment(rawValue: "round \(round): \(test)")
    let offset = ByteOffset(Int.random(in: 0...text.byteCount, using: &random))
    let column = Int.random(in: -1...(text.byteCount * 3 + 2), using: &random)
    let line = LineNumber(Int.random(in: 0..<text.lineCount, using: &random))
    layout.horizontalOffset = Int.random(in: 0...(text.byteCount * 2 + 1), using: &random)
    let rowStart = text.lineStart(line)
    var checkpoints = test.checkpoints
    switch Int.random(in: 0..<9, using: &random) {
    case 0:
      #expect(
        layout.cell(of: offset, in: text, checkpoints: &checkpoints) == layout.cell(of: offset, in: text),
        context)
    case 1:
      #expect(
        layout.offset(atColumn: column, inRowStarting: rowStart, in: text, checkpoints: &checkpoints)
          == layout.offset(atColumn: column, inRowStarting: rowStart, in: text), context)
    case 2:
      #expect(
        layout.horizontalOffset(revealing: offset, in: text, checkpoints: &checkpoints)
          == layout.horizontalOffset(revealing: offset, in: text), context)
    case 3:
      #expect(
        layout.rows(from: rowStart, count: 3, in: text, checkpoints: &checkpoints)
          == layout.rows(from: rowStart, count: 3, in: text), context)
    case 4:
      #expect(
        layout.row(containing: offset, in: text, checkpoints: &checkpoints)
          == layout.row(containing: offset, in: text),
        context)
    case 5:
      let rows = Int.random(in: -2...2, using: &random)
      let desired = Bool.random(using: &random) ? nil : Optional(column)
      #expect(
        layout.move(offset, byRows: rows, desiredColumn: desired, in: text, checkpoints: &checkpoints)
          == layout.move(offset, byRows: rows, desiredColumn: desired, in: text), context)
    case 6:
      #expect(
        text.cellColumn(of: offset, tabSize: layout.tabSize, checkpoints: &checkpoints)
          == text.cellColumn(of: offset, tabSize: layout.tabSize), context)
    case 7:
      #expect(
        text.offset(in: line, atCellColumn: column, tabSize: layout.tabSize, checkpoints: &checkpoints)
          == text.offset(in: line, atCellColumn: column, tabSize: layout.tabSize), context)
    default:
      let selection = TextSelection(caret: offset)
      let lines = Int.random(in: -2...2, using: &random)
      let with = text.movingVertically(
        selection, lines: lines, desiredColumn: nil, extend: false, tabSize: layout.tabSize,
        checkpoints: &checkpoints)
      let without = text.movingVertically(
        selection, lines: lines, desiredColumn: nil, extend: false, tabSize: layout.tabSize)
      #expect(with.selection == without.selection && with.desiredColumn == without.desiredColumn, context)
    }
    #expect(checkpoints.invariantViolations(in: text) == [], context)
    test.checkpoints = checkpoints
  }
}
