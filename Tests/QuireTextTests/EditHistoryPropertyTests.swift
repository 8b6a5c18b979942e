import QuireTestSupport
import QuireText
import Testing

/// Random sequences of edits, caret moves, undos and redos, with random pauses, checked after
/// every action against `EditHistoryTestModel`: a byte array and selection the model edits
/// itself, and a stack of snapshots for undo and redo, grouped by the rules written out
/// plainly. The buffer's text, selection, tree, line index and whether it can undo and redo
/// must equal the model's.
///
/// A failure prints its seed and the action; `QUIRE_SEED=n swift test --filter
/// EditHistoryPropertyTests` replays it.
@Suite struct EditHistoryPropertyTests {
  /// The seeds to run: `QUIRE_SEED` alone when it is set, a fixed range otherwise.
  static func seeds() -> [UInt64] { SeededRandom.seeds(Array(1...100)) }

  @Test(arguments: seeds())
  func undoAndRedoWalkTheSnapshotsOfTheEdits(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let initial = BufferSnapshot(
      bytes: Array("The quick brown fox\njumps over the lazy dog.\n".utf8),
      selection: TextSelection(caret: ByteOffset(4)))
    var buffer = TextBuffer(TextStorage(bytes: initial.bytes), selection: initial.selection)
    var model = EditHistoryTestModel(initial)
    var time = Duration.seconds(1)
    for index in 0..<500 {
      time +=
        [.milliseconds(50), .milliseconds(300), .milliseconds(999), .seconds(1), .seconds(4)]
        .randomElement(using: &random) ?? .zero
      let action = randomAction(model.current, using: &random)
      let context = Comment(
        rawValue: "seed \(seed), action \(index) (\(action)); replay with QUIRE_SEED=\(seed)")
      action.perform(on: &buffer, at: time)
      model.perform(action, at: time)
      try check(buffer, model, context)
    }
    // Every step undone, then redone: the text and selection after each; all of it at the ends.
    for action in [BufferAction.undo, .redo] {
      let context = Comment(rawValue: "seed \(seed), \(action) of everything; replay with QUIRE_SEED=\(seed)")
      while action == .undo ? model.canUndo || buffer.canUndo : model.canRedo || buffer.canRedo {
        action.perform(on: &buffer, at: time)
        model.perform(action, at: time)
        try checkText(buffer, model, context)
      }
      try check(buffer, model, context)
      if action == .undo { #expect(buffer.text.allBytes == initial.bytes, context) }
    }
  }

  /// An action picked from what `state` allows: mostly typing and deleting at the caret,
  /// sometimes a line break, a paste, an edit anywhere, a new selection, a break, an undo or
  /// a redo.
  private func randomAction(_ state: BufferSnapshot, using random: inout SeededRandom) -> BufferAction {
    let caret = state.selection.head
    let count = state.bytes.count
    switch random.next(upperBound: UInt64(20)) {
    case 0..<7:
      return .type(["a", "b", " ", "é", "世", "👍🏽"].randomElement(using: &random) ?? "a")
    case 7..<10:
      return .delete((caret - min(caret.value, Int(random.next(upperBound: UInt64(3)))))..<caret)
    case 10:
      return .delete(caret..<(caret + min(count - caret.value, Int(random.next(upperBound: UInt64(3))))))
    case 11:
      return .lineBreak
    case 12:
      return .paste(["pasted", "x\ny", "ab"].randomElement(using: &random) ?? "ab")
    case 13:
      return .replace(randomRange(count, using: &random), "reload")
    case 14:
      return .deleteSelection
    case 15:
      let range = randomRange(count, using: &random)
      switch random.next(upperBound: UInt64(3)) {
      case 0: return .select(TextSelection(caret: range.lowerBound))
      case 1: return .select(TextSelection(anchor: range.lowerBound, head: range.upperBound))
      default: return .select(TextSelection(anchor: range.lowerBound, head: caret))
      }
    case 16:
      return .breakGroup
    case 17, 18:
      return .undo
    default:
      return .redo
    }
  }

  private func randomRange(_ count: Int, using random: inout SeededRandom) -> Range<ByteOffset> {
    let a = Int(random.next(upperBound: UInt64(count + 1)))
    let b = Int(random.next(upperBound: UInt64(count + 1)))
    return ByteOffset(min(a, b))..<ByteOffset(max(a, b))
  }

  /// The buffer against the model: text and selection, whether undo and redo are possible.
  private func checkText(_ buffer: TextBuffer, _ model: EditHistoryTestModel, _ context: Comment) throws {
    try #require(BufferSnapshot(buffer) == model.current, context)
    try #require(buffer.canUndo == model.canUndo, context)
    try #require(buffer.canRedo == model.canRedo, context)
  }

  /// `checkText`, and the tree and line index against the model's bytes, and the history's
  /// own invariants.
  private func check(_ buffer: TextBuffer, _ model: EditHistoryTestModel, _ context: Comment) throws {
    try checkText(buffer, model, context)
    let problems = TextStorageTestModel(bytes: model.current.bytes).differences(
      from: buffer.text, offsetStride: 7)
    try #require(problems.isEmpty, "\(context): \(problems.prefix(3))")
    try #require(buffer.history.invariantViolations() == [], context)
  }
}
