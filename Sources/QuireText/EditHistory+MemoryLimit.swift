extension EditHistory {
  /// Drops the oldest undo steps, then the farthest redo steps, until the steps hold no more
  /// than `memoryLimit` bytes; the newest undo step (or, with none, the next redo step) is
  /// always kept. Amortised O(1) per undo step dropped (per change it held); redo steps, only
  /// ever over the limit when it is lowered, cost O(s) for the s steps kept.
  mutating func dropStepsOverLimit() {
    guard memoryUsed > memoryLimit else { return }
    while memoryUsed > memoryLimit, firstUndoStep + 1 < undoStorage.count {
      memoryUsed -= undoStorage[firstUndoStep].memoryCost
      undoStorage[firstUndoStep].release()
      firstUndoStep += 1
    }
    // Compacting moves the live steps only once as many have been dropped: O(1) per drop.
    if firstUndoStep >= 32, firstUndoStep * 2 >= undoStorage.count { removeDroppedSteps() }
    let keep = canUndo ? 0 : 1
    var dropped = 0
    while memoryUsed > memoryLimit, dropped + keep < redoSteps.count {
      memoryUsed -= redoSteps[dropped].memoryCost
      dropped += 1
    }
    redoSteps.removeFirst(dropped)
  }

  /// Forgets the slots of the steps dropped so far. O(s) for the s steps kept.
  mutating func removeDroppedSteps() {
    undoStorage.removeFirst(firstUndoStep)
    firstUndoStep = 0
  }
}
