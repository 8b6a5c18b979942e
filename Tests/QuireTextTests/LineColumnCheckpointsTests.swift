import Testing

@testable import QuireText

/// What the checkpoints hold after questions and edits, and how far a question reads from
/// them: far into a long line, from a checkpoint at most `spacing` bytes (and a cluster)
/// before the place asked about.
@Suite struct LineColumnCheckpointsTests {
  /// Two short lines around one long line of words and tabs, 10,000 bytes.
  static let text = TextStorage(
    "first\n" + String(repeating: "ab\tcdefgh ", count: 1_000) + "\nlast")
  static let long = WrapLayout.LineSpan(LineNumber(1), in: text)
  static let layout = WrapLayout(width: 20, tabSize: 4, wrap: .none)

  @Test func aQuestionFarIntoALineFillsItUpToThereAndStartsFromTheCheckpointBefore() {
    var checkpoints = LineColumnCheckpoints(spacing: 256)
    let target = Self.long.start + 9_000
    let cell = Self.layout.cell(of: target, in: Self.text, checkpoints: &checkpoints)
    #expect(cell == Self.layout.cell(of: target, in: Self.text))
    #expect(checkpoints.count == 9_000 / 256)
    let start = checkpoints.point(atOrBefore: target, in: Self.long, text: Self.text, layout: Self.layout)
    #expect(target - start.offset < 256)
    #expect(checkpoints.invariantViolations(in: Self.text) == [])
  }

  @Test func aColumnQuestionStartsFromTheLastCheckpointBeforeTheColumn() {
    var checkpoints = LineColumnCheckpoints(spacing: 256)
    let column = 11_000
    let offset = Self.layout.offset(
      atColumn: column, inRowStarting: Self.long.start, in: Self.text, checkpoints: &checkpoints)
    #expect(offset == Self.layout.offset(atColumn: column, inRowStarting: Self.long.start, in: Self.text))
    let start = checkpoints.point(
      atOrBeforeColumn: column, strictly: false, in: Self.long, text: Self.text, layout: Self.layout)
    #expect(start.column <= column && offset - start.offset < 256)
  }

  @Test func shortLinesGetNoCheckpoints() {
    var checkpoints = LineColumnCheckpoints(spacing: 256)
    _ = Self.layout.cell(of: ByteOffset(4), in: Self.text, checkpoints: &checkpoints)
    _ = Self.layout.cell(of: Self.text.endOffset, in: Self.text, checkpoints: &checkpoints)
    #expect(checkpoints.count == 0)
  }

  /// The checkpoints of the long line filled to its end, and how many there are.
  static func filled() -> LineColumnCheckpoints {
    var checkpoints = LineColumnCheckpoints(spacing: 256)
    _ = layout.cell(of: long.contentEnd, in: text, checkpoints: &checkpoints)
    return checkpoints
  }

  @Test func anEditKeepsTheCheckpointsAtLeastFourBytesBeforeIt() {
    var checkpoints = Self.filled()
    var text = Self.text
    let all = checkpoints.count
    // Checkpoints fall every 256 bytes of ASCII from the line start: at 5,120 and 5,376.
    let edit = Self.long.start + 5_120 + 4
    checkpoints.update(after: text.replace(edit..<edit, with: "\t"))
    #expect(checkpoints.count == 20)
    #expect(all == 39)
    checkpoints.update(after: text.replace((edit - 1)..<edit, with: ""))
    #expect(checkpoints.count == 19)
    #expect(checkpoints.invariantViolations(in: text) == [])
  }

  @Test func anEditBeforeALineMovesItsCheckpoints() {
    var checkpoints = Self.filled()
    var text = Self.text
    // A CR put before the line's LF makes a CR LF that still ends where the LF did.
    checkpoints.update(after: text.replace(ByteOffset(1)..<ByteOffset(5), with: "many\nnew lines\r"))
    #expect(checkpoints.count == 39)
    #expect(checkpoints.invariantViolations(in: text) == [])
    var fresh = LineColumnCheckpoints(spacing: 256)
    let end = text.lineEnd(LineNumber(3))
    #expect(
      Self.layout.cell(of: end, in: text, checkpoints: &checkpoints)
        == Self.layout.cell(of: end, in: text, checkpoints: &fresh))
  }

  @Test(arguments: [
    (ByteOffset(5), "x"),  // the line break before the line
    (ByteOffset(6), "x"),  // the line's first byte
    (ByteOffset(5), ""),  // the line break taken away: the line joins the one before
  ])
  func anEditAtTheLinesStartOrItsBreakDropsTheLine(at offset: ByteOffset, inserting: String) {
    var checkpoints = Self.filled()
    var text = Self.text
    checkpoints.update(after: text.replace(offset..<(offset + 1), with: inserting))
    #expect(checkpoints.count == 0)
  }

  @Test func aCheckpointBeforeABrokenSequenceGoesWhenTheEditCompletesIt() {
    // A lone 0xCC is a cluster of its own; an edit right after it makes it U+0301, which joins
    // the "e" before: the boundary at 0xCC (a checkpoint with spacing 1) is gone.
    var text = TextStorage(bytes: Array("e".utf8) + [0xCC] + Array("xyz".utf8))
    var checkpoints = LineColumnCheckpoints(spacing: 1)
    let layout = WrapLayout(width: 5, tabSize: 4, wrap: .none)
    _ = layout.cell(of: text.endOffset, in: text, checkpoints: &checkpoints)
    checkpoints.update(after: text.replace(ByteOffset(2)..<ByteOffset(3), with: [0x81]))
    #expect(checkpoints.invariantViolations(in: text) == [])
    #expect(layout.cell(of: ByteOffset(3), in: text, checkpoints: &checkpoints).column == 1)
  }

  @Test func anotherTabSizeStartsOver() {
    var checkpoints = Self.filled()
    var wider = Self.layout
    wider.tabSize = 8
    let end = Self.long.contentEnd
    #expect(
      wider.cell(of: end, in: Self.text, checkpoints: &checkpoints) == wider.cell(of: end, in: Self.text))
    #expect(checkpoints.tabSize == 8)
    #expect(checkpoints.invariantViolations(in: Self.text) == [])
  }

  @Test func theLeastRecentlyUsedLineGoesBeyondTheLimit() {
    let line = String(repeating: "word ", count: 100)
    let text = TextStorage(line + "\n" + line + "\n" + line)
    var checkpoints = LineColumnCheckpoints(spacing: 64, lineLimit: 2)
    let layout = WrapLayout(width: 10, tabSize: 4, wrap: .none)
    for number in [0, 1, 0, 2] {
      _ = layout.cell(of: text.lineEnd(LineNumber(number)), in: text, checkpoints: &checkpoints)
    }
    #expect(checkpoints.lines.map(\.start).sorted() == [.zero, text.lineStart(LineNumber(2))])
  }
}
