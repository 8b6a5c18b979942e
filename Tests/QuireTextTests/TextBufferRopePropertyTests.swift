import QuireTestSupport
import QuireText
import Testing

/// Seeded random edits, undos and redos through `TextBuffer` on texts big enough that the
/// tree (with the tiny nodes of debug builds) is several levels deep, with bytes that cut
/// CR LF pairs and UTF-8 sequences in half. The test edits a plain byte array the same way
/// itself; after every step the buffer's text equals the array, and
/// `TextStorageTestModel.differences` finds its tree sound and its line count, line starts
/// and ends and positions those of the array.
///
/// Every edit is made a step of its own (a break before it) except bursts of typing, which
/// join into one step, so the model of the history is a stack of texts. A failure prints its
/// seed; `QUIRE_SEED=n swift test --filter TextBufferRopePropertyTests` replays it.
@Suite struct TextBufferRopePropertyTests {
  /// The history as texts: before each step that undo reverts, after each step redo applies.
  struct HistoryModel {
    var bytes: [UInt8]
    var undo: [[UInt8]] = []
    var redo: [[UInt8]] = []

    /// Puts `inserted` in place of `range` of the text, as one step unless it changes nothing.
    mutating func replace(_ range: Range<Int>, with inserted: [UInt8]) {
      let before = bytes
      bytes.replaceSubrange(range, with: inserted)
      guard bytes != before else { return }
      undo.append(before)
      redo = []
    }
  }

  @Test(arguments: SeededRandom.seeds(Array(1...30)))
  func editsUndosAndRedosKeepTheRopeEqualToAByteArray(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    var initial: [UInt8] = []
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      initial += RandomBytes.make(&random, maxPieces: 40)
    }
    var buffer = TextBuffer(TextStorage(bytes: initial))
    var model = HistoryModel(bytes: initial)
    var time = Duration.seconds(1)
    for step in 0..<200 {
      let context = Comment(rawValue: "seed \(seed), step \(step); replay with QUIRE_SEED=\(seed)")
      time += .seconds(2)
      let before = model.bytes
      let count = before.count
      let low = Int.random(in: 0...count, using: &random)
      buffer.breakGroup()
      switch Int.random(in: 0..<12, using: &random) {
      case 0..<5:
        let wide = Int.random(in: 0..<8, using: &random) == 0
        let high = min(count, low + Int.random(in: 0...(wide ? count : 8), using: &random))
        let inserted = RandomBytes.make(&random, maxPieces: wide ? 80 : 5)
        buffer.replace(ByteOffset(low)..<ByteOffset(high), with: inserted, kind: .other, at: time)
        model.replace(low..<high, with: inserted)
      case 5, 6:
        // A burst of typing at one caret: one step, the characters one after another.
        buffer.selection = TextSelection(caret: ByteOffset(low))
        var typed: [UInt8] = []
        for _ in 0..<Int.random(in: 1...6, using: &random) {
          time += .milliseconds(10)
          let character = ["a", "é", "中", "👍", " "].randomElement(using: &random) ?? "a"
          buffer.insert(character, at: time)
          typed += Array(character.utf8)
        }
        model.replace(low..<low, with: typed)
        try #require(buffer.selection == TextSelection(caret: ByteOffset(low + typed.count)), context)
      case 7:
        // The range to delete comes from the engine's motions; the deletion is the model's own.
        buffer.selection = TextSelection(caret: ByteOffset(low))
        let deletion = TextDeletion.allCases.randomElement(using: &random) ?? .graphemeBackward
        let range = buffer.text.range(of: deletion, at: buffer.selection)
        buffer.delete(range, at: time)
        model.replace(range.lowerBound.value..<range.upperBound.value, with: [])
      case 8, 9:
        buffer.undo()
        if let previous = model.undo.popLast() {
          model.redo.append(before)
          model.bytes = previous
        }
      default:
        buffer.redo()
        if let next = model.redo.popLast() {
          model.undo.append(before)
          model.bytes = next
        }
      }
      try check(buffer, model, context)
    }
    let newest = model.redo.first ?? model.bytes
    while buffer.canUndo { buffer.undo() }
    #expect(buffer.text.allBytes == initial, "seed \(seed): undoing everything")
    while buffer.canRedo { buffer.redo() }
    #expect(buffer.text.allBytes == newest, "seed \(seed): redoing everything")
    let problems = TextStorageTestModel(bytes: newest).differences(from: buffer.text, offsetStride: 3)
    #expect(problems.isEmpty, "seed \(seed): after redoing everything: \(problems.prefix(3))")
  }

  /// The buffer's text against the model: bytes, tree, lines and positions; undo and redo
  /// available exactly when the model has steps for them.
  private func check(_ buffer: TextBuffer, _ model: HistoryModel, _ context: Comment) throws {
    let problems = TextStorageTestModel(bytes: model.bytes).differences(from: buffer.text, offsetStride: 3)
    try #require(problems.isEmpty, "\(context): \(problems.prefix(3))")
    try #require(buffer.canUndo == !model.undo.isEmpty, context)
    try #require(buffer.canRedo == !model.redo.isEmpty, context)
  }
}
