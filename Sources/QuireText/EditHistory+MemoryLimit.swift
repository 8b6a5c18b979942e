extension EditHistory {
  /// Drops the oldest undo steps, then the farthest redo steps, until the steps hold no more
  /// than `memoryLimit` bytes; the newest undo step (or, with none, the next redo step) is
  /// always kept. O(s) for the s steps kept.
  mutating func dropStepsOverLimit() {
    guard memoryUsed > memoryLimit else { return }
    var dropped = 0
    while memoryUsed > memoryLimit, dropped + 1 < undoSteps.count {
      memoryUsed -= undoSteps[dropped].memoryCost
      dropped += 1
    }
    undoSteps.removeFirst(dropped)
    let keep = undoSteps.isEmpty ? 1 : 0
    dropped = 0
    while memoryUsed > memoryLimit, dropped + keep < redoSteps.count {
      memoryUsed -= redoSteps[dropped].memoryCost
      dropped += 1
    }
    redoSteps.removeFirst(dropped)
  }
}
