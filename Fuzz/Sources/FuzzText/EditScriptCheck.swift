import FuzzSupport
import QuireText

/// A short edit script through `TextBuffer`: replacements with bytes of the input, deletions,
/// line breaks, undos and redos. After every step the text equals a plain byte array that
/// went through the same changes, its tree and line index are sound and the history counts
/// its memory right; undoing everything gives back the text loaded (unless a memory limit
/// dropped steps), and redoing everything the text of the newest step.
///
/// A step is checked where it changed the text, at a cost that grows with the edit rather
/// than the text: the byte and line counts, the bytes around the change, the tree's nodes
/// over it (`invariantViolations(near:)`) and the lines that hold it. The text after the
/// script, after undoing all and after redoing all is checked whole.
enum EditScriptCheck {
  /// Runs the script of `input` on `text`; returns the text after it, for further checks.
  static func run(_ text: TextStorage, _ input: TextFuzzInput) -> TextStorage {
    var buffer = TextBuffer(text)
    if let limit = input.historyLimit { buffer.historyMemoryLimit = limit }
    var model = text.allBytes
    let initial = model
    var reader = OperandReader(input.raw, from: TextFuzzInput.headerSize)
    var time = Duration.zero
    var changed: Range<Int>?
    for step in 0..<input.editSteps {
      changed = nil
      let (operation, first, second, third) = (reader.next(), reader.next(), reader.next(), reader.next())
      time += .milliseconds(Int(operation >> 4) * 150)
      let count = model.count
      let low = (Int(first) << 8 | Int(second)) % (count + 1)
      switch operation % 8 {
      case 0, 1, 2:
        let high = third >= 0xF0 ? count : min(count, low + Int(third) % 16)
        let start = (Int(second) * 7 + Int(third)) % max(1, input.raw.count)
        // Now and then a long insert, so that the tree gains and loses levels.
        let length = third & 0x0F == 0x0F ? 200 : Int(operation >> 3) % 12
        let inserted = Array(input.raw[start...].prefix(length))
        let kind = EditKind.allCases[Int(third) % EditKind.allCases.count]
        buffer.selection = TextSelection(anchor: ByteOffset(low), head: ByteOffset(high))
        let change = buffer.replace(
          ByteOffset(low)..<ByteOffset(high), with: inserted, kind: kind, at: time)
        apply([change], to: &model, &changed, "step \(step) of the edit script of \(input)")
      case 3:
        let deletion = TextDeletion.allCases[Int(third) % TextDeletion.allCases.count]
        buffer.selection = TextSelection(caret: ByteOffset(low))
        let range = buffer.text.range(of: deletion, at: buffer.selection)
        apply(
          [buffer.delete(range, at: time)], to: &model, &changed,
          "step \(step) of the edit script of \(input)")
      case 4: apply(buffer.undo(), to: &model, &changed, "step \(step) of the edit script of \(input)")
      case 5: apply(buffer.redo(), to: &model, &changed, "step \(step) of the edit script of \(input)")
      case 6:
        buffer.breakGroup()
        buffer.selection = TextSelection(anchor: ByteOffset(low), head: ByteOffset(Int(third) % (count + 1)))
        if let change = buffer.deleteSelection(at: time) {
          apply([change], to: &model, &changed, "step \(step) of the edit script of \(input)")
        }
      default:
        buffer.lineBreak = TextFormat.LineBreak.allCases[Int(third) % 3].bytes
        buffer.selection = TextSelection(caret: ByteOffset(low))
        apply(
          [buffer.insertLineBreak(at: time)], to: &model, &changed,
          "step \(step) of the edit script of \(input)")
      }
      checkBuffer(buffer, model, near: changed ?? 0..<0, "step \(step) of the edit script of \(input)")
    }
    checkBuffer(buffer, model, "after the edit script of \(input)")
    var ignored: Range<Int>?
    while buffer.canRedo { apply(buffer.redo(), to: &model, &ignored, "redoing all of \(input)") }
    let newest = model
    var steps = 0
    while buffer.canUndo {
      apply(buffer.undo(), to: &model, &ignored, "undoing all of \(input)")
      steps += 1
      check(steps <= input.editSteps, "more steps to undo than edits made: \(input)")
    }
    // Steps over the memory limit are gone: undoing the rest goes back only as far as they allow.
    checkBuffer(buffer, input.historyLimit == nil ? initial : model, "after undoing all of \(input)")
    while buffer.canRedo { apply(buffer.redo(), to: &model, &ignored, "redoing all again of \(input)") }
    checkBuffer(buffer, newest, "after redoing all again of \(input)")
    return buffer.text
  }

  /// Applies to `model` the changes the buffer reports, checking that each removed what the
  /// model held there, and widens `changed` to hold what they inserted.
  private static func apply(
    _ changes: [TextChange], to model: inout [UInt8], _ changed: inout Range<Int>?,
    _ context: @autoclosure () -> String
  ) {
    for change in changes {
      let low = change.offset.value
      let delta = change.inserted.count - change.removed.count
      let before = changed.map {
        $0.lowerBound..<max($0.lowerBound, $0.upperBound + ($0.upperBound > low ? delta : 0))
      }
      let inserted = low..<(low + change.inserted.count)
      changed =
        before.map { min($0.lowerBound, inserted.lowerBound)..<max($0.upperBound, inserted.upperBound) }
        ?? inserted
      let range = change.removedRange
      check(
        range.lowerBound.value >= 0 && range.upperBound.value <= model.count
          && Array(model[range.lowerBound.value..<range.upperBound.value]) == change.removed,
        "\(context()): change at \(change.offset) removed bytes the text did not hold there")
      model.replaceSubrange(range.lowerBound.value..<range.upperBound.value, with: change.inserted)
    }
  }

  /// The buffer holds `expected`, its tree and line index are sound and its selection is in
  /// the text. O(n).
  private static func checkBuffer(
    _ buffer: TextBuffer, _ expected: [UInt8], _ context: @autoclosure () -> String
  ) {
    check(buffer.text.allBytes == expected, "\(context()): the text is not the model's bytes")
    checkTree(buffer.text, context())
    LineModel(expected).check(buffer.text, context())
    checkHistoryAndSelection(buffer, context())
  }

  /// The buffer holds `expected` where `changed` (bytes of the text after the step) is: its
  /// byte and line counts, the bytes from a little before to a little after it, the tree
  /// over it and the lines that hold it; its history and selection are sound. O(log n + k)
  /// queries for k bytes changed, and one scan of the model's bytes.
  private static func checkBuffer(
    _ buffer: TextBuffer, _ expected: [UInt8], near changed: Range<Int>, _ context: @autoclosure () -> String
  ) {
    let text = buffer.text
    check(
      text.byteCount == expected.count, "\(context()): \(text.byteCount) bytes, expected \(expected.count)")
    let low = max(0, changed.lowerBound - 4)
    let high = min(expected.count, changed.upperBound + 4)
    check(
      low > high || text.bytes(in: ByteOffset(low)..<ByteOffset(high)) == Array(expected[low..<high]),
      "\(context()): the bytes at @\(low)..<@\(high) are not the model's")
    let problems = text.invariantViolations(near: ByteOffset(low)..<ByteOffset(max(low, high)))
    check(problems.isEmpty, "\(context()): broken tree: \(problems.prefix(5).joined(separator: "; "))")
    LineModel(expected).check(text, around: low..<max(low, high), context())
    checkHistoryAndSelection(buffer, context())
  }

  /// The history counts its memory right and keeps to its limit, and the selection is in the
  /// text.
  private static func checkHistoryAndSelection(_ buffer: TextBuffer, _ context: @autoclosure () -> String) {
    let history = buffer.history
    let steps = history.undoSteps + history.redoSteps
    check(
      history.memoryUsed == steps.reduce(0) { $0 + $1.memoryCost }
        && (history.memoryUsed <= history.memoryLimit || steps.count <= 1),
      "\(context()): history counts \(history.memoryUsed) bytes in \(steps.count) steps")
    let end = buffer.text.endOffset
    let selection = buffer.selection
    check(
      selection.anchor >= .zero && selection.anchor <= end && selection.head >= .zero
        && selection.head <= end,
      "\(context()): selection \(selection) outside the text")
  }
}
