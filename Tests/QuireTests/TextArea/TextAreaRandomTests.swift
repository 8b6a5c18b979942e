import QuireTestSupport
import Testing

@testable import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Random keys, pastes, clicks, wheel turns and resizes: after each, the area drawn from the
/// rows and column checkpoints it kept is the area laid out afresh, it covers every cell of its
/// canvas, and the caret is on screen; a vertical move lands where it would with nothing kept. `QUIRE_SEED=n`
/// replays one seed.
@MainActor @Suite struct TextAreaRandomTests {
  nonisolated static func seeds(_ defaults: [UInt64]) -> [UInt64] {
    if let value = getenv("QUIRE_SEED"), let seed = UInt64(String(cString: value)) { return [seed] }
    return defaults
  }

  static let characters: [Character] =
    Array("abc de fgh ijk lmn opq") + ["日", "本", "👍🏽", "e\u{301}", "\t", "é"]
  static let keys: [KeyChord] = [
    KeyChord(.left), KeyChord(.right), KeyChord(.up), KeyChord(.down), KeyChord(.home), KeyChord(.end),
    KeyChord(.pageUp), KeyChord(.pageDown), KeyChord(.backspace), KeyChord(.delete), KeyChord(.enter),
    .shift(.left), .shift(.down), .shift(.pageUp), .alt("b"), .alt("f"), .control("w"), .control("k"),
    .control("u"), .control("z"), .control("y"), KeyChord(.home, modifiers: .control),
    KeyChord(.end, modifiers: .control), .control("x"), .control("v"), .alt("c"),
  ]

  @Test(arguments: seeds(Array(1...24)))
  func theKeptRowsAreTheRowsLaidOutAfresh(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let modes: [WrapLayout.Mode] = [.word, .none, .character]
    let wrap = modes[Int(seed % 3)]
    let lines = (0..<Int.random(in: 0...30, using: &random)).map { _ in
      String(
        (0..<Int.random(in: 0...40, using: &random)).map { _ in
          Self.characters.randomElement(using: &random) ?? "a"
        })
    }
    var harness = TextAreaHarness(lines.joined(separator: "\n") + "|", columns: 12, rows: 4, wrap: wrap)
    harness.area.showsLineNumbers = seed % 2 == 0
    // Checkpoints every 8 bytes, so that short lines have them and edits move them.
    harness.area.checkpoints = LineColumnCheckpoints(spacing: 8)
    for step in 0..<300 {
      let what = Int.random(in: 0..<100, using: &random)
      var done = ""
      switch what {
      case 0..<35:
        let character = Self.characters.randomElement(using: &random) ?? "a"
        harness.type(String(character))
        done = "type \(character.debugDescription)"
      case 35..<75:
        let key = Self.keys.randomElement(using: &random) ?? KeyChord(.left)
        // A vertical move read from the rows kept lands where the layout's own move does.
        var twin = harness
        twin.area.shownMemo = nil
        harness.press(key)
        done = "press \(key.label)"
        if [.up, .down, .pageUp, .pageDown].contains(key.key) {
          twin.press(key)
          #expect(
            harness.area.buffer.selection == twin.area.buffer.selection
              && harness.area.desiredColumn == twin.area.desiredColumn,
            "seed \(seed), step \(step): \(done) lands as the layout's move does")
        }
      case 75..<80:
        let pasted = (0..<Int.random(in: 1...4, using: &random)).map { _ in "pasted line" }.joined(
          separator: "\r\n")
        harness.paste(pasted)
        done = "paste"
      case 80..<88:
        let column = Int.random(in: 0..<harness.area.viewport.columns, using: &random)
        let row = Int.random(in: 0..<harness.area.viewport.rows, using: &random)
        harness.click(column: column, row: row)
        done = "click \(column),\(row)"
      case 88..<94:
        let kind: MouseEvent.Kind = Bool.random(using: &random) ? .wheelUp : .wheelDown
        harness.mouse(kind, column: 0, row: 0, button: .none)
        done = "wheel \(kind)"
      default:
        let size = TerminalSize(
          columns: Int.random(in: 3...30, using: &random), rows: Int.random(in: 1...8, using: &random))
        harness.area.viewport = size
        done = "resize \(size)"
      }
      var fresh = harness.area
      fresh.shownMemo = nil
      fresh.checkpoints = LineColumnCheckpoints(spacing: 8)
      let violations = harness.area.checkpoints.invariantViolations(in: harness.area.storage)
      #expect(violations.isEmpty, "seed \(seed), step \(step): \(done): \(violations)")
      let kept = harness.grid()
      let afresh = TextAreaHarness.draw(fresh, size: fresh.viewport)
      #expect(kept == afresh, "seed \(seed), step \(step): \(done); replay with QUIRE_SEED=\(seed)")
      #expect(kept.cursor != nil, "seed \(seed), step \(step): \(done): the caret is on screen")
      var dirty = Canvas(CellGrid(size: harness.area.viewport, fill: Cell("#")))
      harness.area.draw(in: &dirty, context: DrawContext())
      #expect(dirty.grid == kept, "seed \(seed), step \(step): \(done): every cell is drawn")
      if kept != afresh || kept.cursor == nil { return }
    }
  }
}
