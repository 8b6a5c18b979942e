import QuireTestSupport
import QuireText
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Random sequences of edits, caret moves, undos and redos, with random pauses, checked after
/// every action against a model: the full text and selection around every edit, and the
/// grouping rules written out plainly.
///
/// A failure prints its seed; `QUIRE_SEED=n swift test --filter EditHistoryPropertyTests`
/// replays it.
@Suite struct EditHistoryPropertyTests {
  /// The seeds to run: `QUIRE_SEED` alone when it is set, a fixed range otherwise.
  static func seeds() -> [UInt64] { SeededRandom.seeds(Array(1...100)) }

  @Test(arguments: seeds())
  func undoAndRedoWalkTheSnapshotsOfTheEdits(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let initial = Array("The quick brown fox\njumps over the lazy dog.\n".utf8)
    var buffer = TextBuffer(TextStorage(bytes: initial), selection: TextSelection(caret: ByteOffset(4)))
    var model = HistoryModel(initial: initial, selection: buffer.selection)
    var time = Duration.seconds(1)
    for action in 0..<500 {
      let context = Comment(rawValue: "seed \(seed), action \(action); replay with QUIRE_SEED=\(seed)")
      time +=
        [.milliseconds(50), .milliseconds(300), .milliseconds(999), .seconds(1), .seconds(4)]
        .randomElement(using: &random) ?? .zero
      switch random.next(upperBound: UInt64(20)) {
      case 0..<7:
        let character = ["a", "b", " ", "é", "世", "👍🏽"].randomElement(using: &random) ?? "a"
        model.edit(&buffer, kind: .typing, at: time) { $0.insert(character, at: time) }
      case 7..<10:
        let caret = buffer.selection.head
        let start = caret - min(caret.value, Int(random.next(upperBound: UInt64(3))))
        model.edit(&buffer, kind: .deleting, at: time) { $0.delete(start..<caret, at: time) }
      case 10:
        let caret = buffer.selection.head
        let end = caret + min(buffer.text.endOffset - caret, Int(random.next(upperBound: UInt64(3))))
        model.edit(&buffer, kind: .deleting, at: time) { $0.delete(caret..<end, at: time) }
      case 11:
        model.edit(&buffer, kind: .lineBreak, at: time) { $0.insertLineBreak(at: time) }
      case 12:
        let text = ["pasted", "x\ny", "ab"].randomElement(using: &random) ?? "ab"
        model.edit(&buffer, kind: .paste, at: time) { $0.insert(text, kind: .paste, at: time) }
      case 13:
        let range = randomRange(in: buffer.text, using: &random)
        model.edit(&buffer, kind: .other, at: time) {
          $0.replace(range, with: "reload", kind: .other, at: time)
        }
      case 14:
        model.edit(&buffer, kind: .deleting, at: time) { _ = $0.deleteSelection(at: time) }
      case 15:
        let range = randomRange(in: buffer.text, using: &random)
        switch random.next(upperBound: UInt64(3)) {
        case 0: buffer.selection = TextSelection(caret: range.lowerBound)
        case 1: buffer.selection = TextSelection(anchor: range.lowerBound, head: range.upperBound)
        default: buffer.selection = TextSelection(anchor: range.lowerBound, head: buffer.selection.head)
        }
      case 16:
        buffer.breakGroup()
        model.groupBroken = true
      case 17, 18:
        buffer.undo()
        try model.undo(buffer, context)
      default:
        buffer.redo()
        try model.redo(buffer, context)
      }
      try model.check(buffer, context)
      #expect(buffer.history.invariantViolations() == [], context)
    }
    let context = Comment(rawValue: "seed \(seed), undo and redo all; replay with QUIRE_SEED=\(seed)")
    while buffer.canUndo {
      buffer.undo()
      try model.undo(buffer, context)
    }
    #expect(BufferSnapshot(buffer) == model.first, context)
    while buffer.canRedo {
      buffer.redo()
      try model.redo(buffer, context)
    }
    #expect(BufferSnapshot(buffer) == model.latest, context)
  }

  private func randomRange(in text: TextStorage, using random: inout SeededRandom) -> Range<ByteOffset> {
    let a = Int(random.next(upperBound: UInt64(text.byteCount + 1)))
    let b = Int(random.next(upperBound: UInt64(text.byteCount + 1)))
    return ByteOffset(min(a, b))..<ByteOffset(max(a, b))
  }
}

/// The bytes and selection of a buffer at one moment.
private struct BufferSnapshot: Equatable, CustomStringConvertible {
  var bytes: [UInt8]
  var selection: TextSelection

  init(bytes: [UInt8], selection: TextSelection) {
    self.bytes = bytes
    self.selection = selection
  }

  init(_ buffer: TextBuffer) {
    self.init(bytes: buffer.text.bytes(in: .zero..<buffer.text.endOffset), selection: buffer.selection)
  }

  var description: String { CaretMarkup.render(String(decoding: bytes, as: UTF8.self), selection) }
}

/// The model: every edit on the current line of history with the snapshots around it and
/// whether the grouping rules make it start a step.
private struct HistoryModel {
  struct Edit {
    var before: BufferSnapshot
    var after: BufferSnapshot
    var kind: EditKind
    var startsStep: Bool
  }

  var initial: BufferSnapshot
  /// The edits, oldest first; the first `position` are applied.
  var edits: [Edit] = []
  var position = 0
  /// The positions undo left, the next redo last.
  var redoPositions: [Int] = []
  /// Whether a break, an undo or a redo came since the last edit.
  var groupBroken = true
  var lastEditTime = Duration.zero

  init(initial: [UInt8], selection: TextSelection) {
    self.initial = BufferSnapshot(bytes: initial, selection: selection)
  }

  var current: BufferSnapshot { position == 0 ? initial : edits[position - 1].after }
  var first: BufferSnapshot { edits.first?.before ?? initial }
  var latest: BufferSnapshot { edits.last?.after ?? initial }

  /// Makes one edit on the buffer and works out, independently, the text and selection after it
  /// and whether it starts a step.
  mutating func edit(
    _ buffer: inout TextBuffer, kind: EditKind, at time: Duration, _ body: (inout TextBuffer) -> Void
  ) {
    let before = BufferSnapshot(buffer)
    body(&buffer)
    let after = BufferSnapshot(buffer)
    guard after.bytes != before.bytes else { return }
    let previous = position > 0 ? edits[position - 1] : nil
    let gap = time - lastEditTime
    lastEditTime = time
    let removedSomething = after.bytes.count - before.bytes.count < insertedCount(before, after)
    let joins: Bool
    switch kind {
    case .typing:
      let typed = typedBytes(before, after)
      let oneCharacter =
        !typed.contains(0x0A) && !typed.contains(0x0D) && String(decoding: typed, as: UTF8.self).count == 1
      joins =
        oneCharacter && before.selection.isEmpty && !removedSomething
        && (previous?.kind == .typing || previous?.kind == .lineBreak)
    case .deleting:
      joins = before.selection.isEmpty && previous?.kind == .deleting
    case .paste, .lineBreak, .other:
      joins = false
    }
    let startsStep =
      !joins || groupBroken || gap < .zero || gap >= .seconds(1)
      || previous?.after.selection != before.selection
    edits.removeLast(edits.count - position)
    edits.append(Edit(before: before, after: after, kind: kind, startsStep: startsStep))
    position += 1
    redoPositions = []
    groupBroken = false
  }

  /// The bytes an insert at the caret or over the selection put in, read from the snapshots.
  private func typedBytes(_ before: BufferSnapshot, _ after: BufferSnapshot) -> [UInt8] {
    let range = before.selection.range
    let count = insertedCount(before, after)
    return Array(after.bytes[range.lowerBound.value..<(range.lowerBound.value + count)])
  }

  private func insertedCount(_ before: BufferSnapshot, _ after: BufferSnapshot) -> Int {
    after.bytes.count - before.bytes.count
      + (before.selection.range.upperBound - before.selection.range.lowerBound)
  }

  /// Checks an undo: back to the snapshot before the edit that starts the newest step.
  mutating func undo(_ buffer: TextBuffer, _ context: Comment) throws {
    groupBroken = true
    guard position > 0 else { return }
    let start = try #require(edits[..<position].lastIndex { $0.startsStep }, context)
    try #require(BufferSnapshot(buffer) == edits[start].before, context)
    redoPositions.append(position)
    position = start
  }

  /// Checks a redo: forward to the snapshot after the step last undone.
  mutating func redo(_ buffer: TextBuffer, _ context: Comment) throws {
    groupBroken = true
    guard let next = redoPositions.popLast() else { return }
    try #require(BufferSnapshot(buffer) == edits[next - 1].after, context)
    position = next
  }

  /// Checks what holds after every action: the text, its tree and line index, and whether
  /// undo and redo are possible.
  func check(_ buffer: TextBuffer, _ context: Comment) throws {
    try #require(BufferSnapshot(buffer).bytes == current.bytes, context)
    let problems = TextStorageTestModel(bytes: current.bytes).differences(from: buffer.text, offsetStride: 7)
    try #require(problems.isEmpty, "\(context): \(problems.prefix(3))")
    try #require(buffer.canUndo == (position > 0), context)
    try #require(buffer.canRedo == !redoPositions.isEmpty, context)
  }
}
