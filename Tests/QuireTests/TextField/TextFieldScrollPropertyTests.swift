import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Random typing and motion over narrow, wide, combining, emoji and control clusters in
/// fields of every small width: the cursor stays in the field, never on the second half of a
/// cluster, on the cluster after the caret, and the row holds no half cluster. A failure
/// names its seed; `QUIRE_SEED=n swift test --filter TextFieldScrollPropertyTests` replays it.
@MainActor @Suite struct TextFieldScrollPropertyTests {
  static let pool: [Character] = ["a", "b", " ", "é", "e\u{301}", "漢", "字", "👍🏽", "🇫🇷", "\u{1B}", "\t"]
  static let keys: [KeyChord] = [
    KeyChord(.left), KeyChord(.right), KeyChord(.home), KeyChord(.end), KeyChord(.backspace), .alt("b"),
    .alt("f"), .shift(.left), .control("z"),
  ]

  nonisolated static var seedsToRun: [UInt64] {
    if let value = getenv("QUIRE_SEED"), let seed = UInt64(String(cString: value)) { return [seed] }
    return Array(1...12)
  }

  @Test(arguments: seedsToRun)
  func theCaretStaysInViewOnAWholeCluster(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<16 {
      let width = Int.random(in: 1...16, using: &random)
      var harness = FieldHarness(width: width)
      for _ in 0..<80 {
        let cluster = String(Self.pool.randomElement(using: &random) ?? "a")
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: harness.type(cluster)
        case 4: harness.paste(cluster + cluster)
        default:
          harness.press(Self.keys.randomElement(using: &random) ?? KeyChord(.left))
        }
        let other = Int.random(in: 1...16, using: &random)
        for drawn in [width, other] {
          let problem = Self.problem(in: harness, width: drawn)
          #expect(problem == nil, "seed \(seed), width \(drawn), text \(harness.markup.debugDescription)")
          if problem != nil { return }
        }
      }
    }
  }

  /// What is wrong with the field drawn `width` wide, if anything.
  static func problem(in harness: FieldHarness, width: Int) -> String? {
    let grid = harness.grid(width: width)
    if let violation = grid.invariantViolation() { return violation }
    guard let cursor = grid.cursor?.position.column else { return "no cursor" }
    guard cursor >= 0, cursor < width else { return "cursor at \(cursor)" }
    if grid[cursor, 0].isContinuation { return "cursor on the second half of a cluster" }
    let text = harness.field.buffer.text
    let head = harness.field.selection.head
    guard cursor >= 1, cursor <= width - 3, harness.field.selection.isEmpty,
      let next = text.graphemes(in: head..<text.endOffset).first,
      let shown = Sanitiser.visibleText(String(next.character)).first,
      Canvas.shownWidth(of: next.character) <= width - cursor
    else { return nil }
    return grid[cursor, 0].text == String(shown) ? nil : "cursor on \(grid[cursor, 0]), not \(shown)"
  }
}
