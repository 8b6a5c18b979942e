extension EditHistory {
  /// Records `change`, made at `time` by an edit of `kind` that took the selection from
  /// `selectionBefore` to `selectionAfter`, and clears the redo list.
  ///
  /// The change joins the newest step when all of these hold, and starts a new step otherwise:
  /// - the step is still open: no `breakGroup()`, undo or redo since its last change;
  /// - the change is typing of one character (no line break, nothing replaced) into a typing or
  ///   line-break step, or a deletion (nothing inserted) into a deleting step; so a line break,
  ///   a paste, a multi-character insert, typing over a selection, any other edit, and a switch
  ///   between typing and deleting each start a step;
  /// - less than `pause` passed since the previous change;
  /// - the caret did not move in between: `selectionBefore` is the step's `selectionAfter`;
  /// - the change touches the step's last change: it types right after it, or deletes right
  ///   before or after it.
  ///
  /// A change that changes nothing (the same bytes removed as inserted) is not recorded.
  /// Amortised O(k) for the k bytes of the change; dropping old steps over `memoryLimit` adds
  /// O(s) for the s steps kept.
  public mutating func record(
    _ change: TextChange,
    kind: EditKind,
    selectionBefore: TextSelection,
    selectionAfter: TextSelection,
    at time: Duration
  ) {
    guard change.removed != change.inserted else { return }
    let gap = time - lastEditTime
    lastEditTime = time
    clearRedo()
    let joined =
      gap >= .zero && gap < pause
      && join(change, kind: kind, selectionBefore: selectionBefore, selectionAfter: selectionAfter)
    if !joined {
      let step = Step(change, kind: kind, selectionBefore: selectionBefore, selectionAfter: selectionAfter)
      undoSteps.append(step)
      memoryUsed += step.memoryCost
    }
    isGroupOpen = kind == .typing || kind == .deleting || kind == .lineBreak
    dropStepsOverLimit()
  }

  /// Folds `change` into the newest step's last change and returns true, or returns false when
  /// `change` must start a new step (every rule of `record` but the pause). O(k) for the k bytes
  /// of the two changes.
  mutating func join(
    _ change: TextChange, kind: EditKind, selectionBefore: TextSelection, selectionAfter: TextSelection
  ) -> Bool {
    guard isGroupOpen, let newest = newestChange(), newest.selectionAfter == selectionBefore else {
      return false
    }
    let (stepKind, lastOffset, lastInsertedEnd) = (newest.kind, newest.offset, newest.insertedEnd)
    let index = undoSteps.count - 1
    let lastIndex = undoSteps[index].changes.count - 1
    switch kind {
    case .typing:
      guard stepKind == .typing || stepKind == .lineBreak, change.removed.isEmpty,
        change.offset == lastInsertedEnd, Self.isOneCharacter(change.inserted)
      else { return false }
      undoSteps[index].changes[lastIndex].inserted.append(contentsOf: change.inserted)
    case .deleting:
      guard stepKind == .deleting, change.inserted.isEmpty else { return false }
      if change.removedRange.upperBound == lastOffset {
        undoSteps[index].changes[lastIndex].removed.insert(contentsOf: change.removed, at: 0)
        undoSteps[index].changes[lastIndex].offset = change.offset
      } else if change.offset == lastInsertedEnd {
        undoSteps[index].changes[lastIndex].removed.append(contentsOf: change.removed)
      } else {
        return false
      }
    case .paste, .lineBreak, .other:
      return false
    }
    undoSteps[index].selectionAfter = selectionAfter
    memoryUsed += change.removed.count + change.inserted.count
    return true
  }

  /// What `join` needs to know of the newest step and its last change, read without keeping a
  /// copy of their bytes alive (which would make appending to them copy).
  private func newestChange() -> (
    kind: EditKind, selectionAfter: TextSelection, offset: ByteOffset, insertedEnd: ByteOffset
  )? {
    guard let step = undoSteps.last, let last = step.changes.last else { return nil }
    return (step.kind, step.selectionAfter, last.offset, last.insertedRange.upperBound)
  }

  /// Whether `bytes` are one character that is not a line break, so typing them may join a step.
  static func isOneCharacter(_ bytes: [UInt8]) -> Bool {
    guard !bytes.isEmpty, !bytes.contains(0x0A), !bytes.contains(0x0D) else { return false }
    return String(decoding: bytes, as: UTF8.self).count == 1
  }

  /// Drops the redo steps, as every new change does.
  mutating func clearRedo() {
    guard !redoSteps.isEmpty else { return }
    for step in redoSteps { memoryUsed -= step.memoryCost }
    redoSteps = []
  }
}
