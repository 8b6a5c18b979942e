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
  /// Amortised O(k) for the k bytes of the change, also in a run of backspaces; dropping an
  /// old step over `memoryLimit` adds amortised O(1) per change it held.
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
      if canUndo { undoStorage[undoStorage.count - 1].settle() }
      let step = Step(change, kind: kind, selectionBefore: selectionBefore, selectionAfter: selectionAfter)
      undoStorage.append(step)
      memoryUsed += step.memoryCost
    }
    isGroupOpen = kind == .typing || kind == .deleting || kind == .lineBreak
    dropStepsOverLimit()
  }

  /// Folds `change` into the newest step's last change and returns true, or returns false when
  /// `change` must start a new step (every rule of `record` but the pause). Amortised O(k) for
  /// the k bytes of `change`.
  mutating func join(
    _ change: TextChange, kind: EditKind, selectionBefore: TextSelection, selectionAfter: TextSelection
  ) -> Bool {
    guard isGroupOpen, canUndo else { return false }
    let index = undoStorage.count - 1
    let stepKind = undoStorage[index].kind
    guard undoStorage[index].selectionAfter == selectionBefore, let edges = undoStorage[index].lastChangeEdges
    else { return false }
    let (lastOffset, lastInsertedEnd) = edges
    switch kind {
    case .typing:
      guard stepKind == .typing || stepKind == .lineBreak, change.removed.isEmpty,
        change.offset == lastInsertedEnd, Self.isOneCharacter(change.inserted)
      else { return false }
      undoStorage[index].appendInserted(change.inserted)
    case .deleting:
      guard stepKind == .deleting, change.inserted.isEmpty else { return false }
      if change.removedRange.upperBound == lastOffset {
        undoStorage[index].prependRemoved(change.removed, movingTo: change.offset)
      } else if change.offset == lastInsertedEnd {
        undoStorage[index].appendRemoved(change.removed)
      } else {
        return false
      }
    case .paste, .lineBreak, .other:
      return false
    }
    undoStorage[index].selectionAfter = selectionAfter
    memoryUsed += change.removed.count + change.inserted.count
    return true
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
