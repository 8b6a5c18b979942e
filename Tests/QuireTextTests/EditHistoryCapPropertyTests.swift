import QuireTestSupport
import QuireText
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The memory cap against a plain model: a capped history is an uncapped one with its oldest
/// undo steps removed until the rest fit, the newest always kept.
///
/// Two buffers take the same random edits, undos and redos; the uncapped one is the model.
/// A failure prints its seed; `QUIRE_SEED=n swift test --filter EditHistoryCapPropertyTests`
/// replays it.
@Suite struct EditHistoryCapPropertyTests {
  static func seeds() -> [UInt64] {
    if let value = getenv("QUIRE_SEED"), let seed = UInt64(String(cString: value)) { return [seed] }
    return Array(1...40)
  }

  @Test(arguments: seeds())
  func aCappedHistoryKeepsTheNewestStepsThatFit(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let limit = Int(random.next(upperBound: UInt64(3_000))) + 50
    var capped = TextBuffer(TextStorage("start"), history: EditHistory(memoryLimit: limit))
    var model = TextBuffer(TextStorage("start"), history: EditHistory(memoryLimit: Int.max))
    var time = Duration.seconds(1)
    for action in 0..<1_500 {
      let context = Comment(rawValue: "seed \(seed), action \(action), limit \(limit); QUIRE_SEED=\(seed)")
      time += [.milliseconds(100), .seconds(2)].randomElement(using: &random) ?? .zero
      let choice = random.next(upperBound: UInt64(12))
      let caret = capped.selection.head
      // Undo stops where the capped history does; the model could go further back.
      let canUndo = capped.canUndo
      let pieces = ["a", "é", "\n", "pasted text"]
      let piece = pieces.randomElement(using: &random) ?? "a"
      func act(_ buffer: inout TextBuffer) {
        switch choice {
        case 0..<5: buffer.insert(piece, kind: piece.count > 1 ? .paste : .typing, at: time)
        case 5..<8 where caret > .zero: buffer.delete((caret - 1)..<caret, at: time)
        case 8: buffer.selection = TextSelection(caret: .zero)
        case 9, 10: if canUndo { buffer.undo() }
        default: buffer.redo()
        }
      }
      let droppedBefore = model.history.undoSteps.count - capped.history.undoSteps.count
      act(&capped)
      act(&model)
      let droppedNow = model.history.undoSteps.count - capped.history.undoSteps.count > droppedBefore
      #expect(capped.text.allBytes == model.text.allBytes, context)
      #expect(capped.history.invariantViolations() == [], context)
      let kept = Array(capped.history.undoSteps)
      let all = Array(model.history.undoSteps)
      #expect(kept == Array(all.suffix(kept.count)), context)
      #expect(capped.history.redoSteps == model.history.redoSteps, context)
      // A drop keeps as many steps as fit: the last one dropped did not.
      let cost = (kept + capped.history.redoSteps).reduce(0) { $0 + $1.memoryCost }
      #expect(cost == capped.history.memoryUsed, context)
      #expect(cost <= limit || kept.count + capped.history.redoSteps.count <= 1, context)
      if droppedNow, let older = all.dropLast(kept.count).last {
        #expect(cost + older.memoryCost > limit, context)
      }
    }
  }
}
