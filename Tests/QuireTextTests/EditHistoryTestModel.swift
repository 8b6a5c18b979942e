import QuireTestSupport
import QuireText

/// The bytes and selection of a buffer at one moment, drawn with its selection inline.
struct BufferSnapshot: Equatable, CustomStringConvertible {
  var bytes: [UInt8]
  var selection: TextSelection

  init(bytes: [UInt8], selection: TextSelection) {
    self.bytes = bytes
    self.selection = selection
  }

  init(_ buffer: TextBuffer) {
    self.init(bytes: buffer.text.allBytes, selection: buffer.selection)
  }

  var description: String { CaretMarkup.render(String(decoding: bytes, as: UTF8.self), selection) }
}

/// One thing a person does to a buffer, as data, so that the buffer and the model are told
/// the same thing.
enum BufferAction: Equatable, CustomStringConvertible {
  /// `insert(_:at:)`: one character typed over the selection.
  case type(String)
  /// `delete(_:at:)` of a range next to the caret.
  case delete(Range<ByteOffset>)
  /// `insertLineBreak(at:)` with the buffer's LF.
  case lineBreak
  /// `insert(_:kind: .paste, at:)`.
  case paste(String)
  /// `replace(_:with:kind: .other, at:)`: a reload or a command's edit of any range.
  case replace(Range<ByteOffset>, String)
  /// `deleteSelection(at:)`.
  case deleteSelection
  /// Setting `selection`.
  case select(TextSelection)
  case breakGroup
  case undo
  case redo

  var description: String {
    switch self {
    case .type(let text): "type \(text.debugDescription)"
    case .delete(let range): "delete \(range.lowerBound.value)..<\(range.upperBound.value)"
    case .lineBreak: "line break"
    case .paste(let text): "paste \(text.debugDescription)"
    case .replace(let range, let text):
      "replace \(range.lowerBound.value)..<\(range.upperBound.value) with \(text.debugDescription)"
    case .deleteSelection: "delete the selection"
    case .select(let selection): "select \(selection)"
    case .breakGroup: "break the group"
    case .undo: "undo"
    case .redo: "redo"
    }
  }

  /// Does the action to `buffer` through its public operations.
  func perform(on buffer: inout TextBuffer, at time: Duration) {
    switch self {
    case .type(let text): buffer.insert(text, at: time)
    case .delete(let range): buffer.delete(range, at: time)
    case .lineBreak: buffer.insertLineBreak(at: time)
    case .paste(let text): buffer.insert(text, kind: .paste, at: time)
    case .replace(let range, let text): buffer.replace(range, with: text, kind: .other, at: time)
    case .deleteSelection: buffer.deleteSelection(at: time)
    case .select(let selection): buffer.selection = selection
    case .breakGroup: buffer.breakGroup()
    case .undo: buffer.undo()
    case .redo: buffer.redo()
    }
  }
}

/// What a buffer with an undo history should hold, worked out without it: the text as a byte
/// array the model edits itself, the history as two stacks of steps, each step the snapshots
/// before and after it, and the grouping rules of `EditHistory.record` written out plainly.
struct EditHistoryTestModel {
  /// One undo step: what undo goes back to, what redo comes back to.
  struct Step {
    var before: BufferSnapshot
    var after: BufferSnapshot
    /// The kind of the step's first edit.
    var kind: EditKind
    /// Where the bytes inserted by the step's last edit lie in `after` (empty after a deletion).
    var lastEdit: Range<ByteOffset>
  }

  /// The text and selection now.
  var current: BufferSnapshot
  /// The steps undo reverts, the newest last.
  var undoSteps: [Step] = []
  /// The steps redo applies, the next one last.
  var redoSteps: [Step] = []
  /// Whether a break, an undo or a redo came since the last edit.
  var groupBroken = true
  var lastEditTime = Duration.zero
  let pause = Duration.seconds(1)

  init(_ initial: BufferSnapshot) { current = initial }

  /// Whether the model has a step to undo.
  var canUndo: Bool { !undoSteps.isEmpty }

  /// Whether the model has a step to redo.
  var canRedo: Bool { !redoSteps.isEmpty }

  /// Does `action` to the model.
  mutating func perform(_ action: BufferAction, at time: Duration) {
    let selected = current.selection.range
    switch action {
    case .type(let text): edit(selected, with: Array(text.utf8), kind: .typing, at: time)
    case .delete(let range): edit(range, with: [], kind: .deleting, at: time)
    case .lineBreak: edit(selected, with: [0x0A], kind: .lineBreak, at: time)
    case .paste(let text): edit(selected, with: Array(text.utf8), kind: .paste, at: time)
    case .replace(let range, let text): edit(range, with: Array(text.utf8), kind: .other, at: time)
    case .deleteSelection:
      if !selected.isEmpty { edit(selected, with: [], kind: .deleting, at: time) }
    case .select(let selection): current.selection = selection
    case .breakGroup: groupBroken = true
    case .undo:
      groupBroken = true
      if let step = undoSteps.popLast() {
        redoSteps.append(step)
        current = step.before
      }
    case .redo:
      groupBroken = true
      if let step = redoSteps.popLast() {
        undoSteps.append(step)
        current = step.after
      }
    }
  }

  /// Puts `inserted` in place of `range` of the model's bytes, leaves a caret after it, and
  /// records the edit: into the newest step when the grouping rules let it join, as a new step
  /// otherwise. An edit that leaves the bytes as they were moves the caret and records nothing.
  private mutating func edit(
    _ range: Range<ByteOffset>, with inserted: [UInt8], kind: EditKind, at time: Duration
  ) {
    var after = current
    after.bytes.replaceSubrange(range.lowerBound.value..<range.upperBound.value, with: inserted)
    let end = range.lowerBound + inserted.count
    after.selection = TextSelection(caret: end)
    defer { current = after }
    guard after.bytes != current.bytes else { return }
    let gap = time - lastEditTime
    lastEditTime = time
    if gap >= .zero, gap < pause, joins(range, inserted, kind: kind), let newest = undoSteps.indices.last {
      // Typing extends the last edit; a deletion leaves an empty one where it was.
      let start = kind == .typing ? undoSteps[newest].lastEdit.lowerBound : range.lowerBound
      undoSteps[newest].after = after
      undoSteps[newest].lastEdit = start..<end
    } else {
      undoSteps.append(Step(before: current, after: after, kind: kind, lastEdit: range.lowerBound..<end))
    }
    redoSteps = []
    groupBroken = false
  }

  /// Whether an edit joins the newest step (all rules of `EditHistory.record` but the pause):
  /// the step is open and ended where the caret still is; typing one character (no line break,
  /// nothing replaced) right after a typing or line-break step's last edit; deleting (nothing
  /// inserted) right before or after a deleting step's last edit.
  private func joins(_ range: Range<ByteOffset>, _ inserted: [UInt8], kind: EditKind) -> Bool {
    guard !groupBroken, let step = undoSteps.last, step.after.selection == current.selection else {
      return false
    }
    switch kind {
    case .typing:
      let character = String(decoding: inserted, as: UTF8.self)
      return (step.kind == .typing || step.kind == .lineBreak) && range.isEmpty && character.count == 1
        && !inserted.contains(0x0A) && !inserted.contains(0x0D)
        && range.lowerBound == step.lastEdit.upperBound
    case .deleting:
      return step.kind == .deleting && inserted.isEmpty
        && (range.upperBound == step.lastEdit.lowerBound || range.lowerBound == step.lastEdit.upperBound)
    case .paste, .lineBreak, .other:
      return false
    }
  }
}
