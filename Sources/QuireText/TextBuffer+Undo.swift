extension TextBuffer {
  /// Whether there is a step to undo. O(1).
  public var canUndo: Bool { history.canUndo }

  /// Whether there is a step to redo. O(1).
  public var canRedo: Bool { history.canRedo }

  /// Reverts the newest step: the text as it was before it, and the selection it started with.
  /// Returns the changes made to the text, in order (empty when there was nothing to undo), so
  /// a view can redraw their ranges. O(k) plus the storage's cost of one `replace` per change of
  /// the step, for the k bytes it holds.
  @discardableResult
  public mutating func undo() -> [TextChange] {
    guard let step = history.undo() else { return [] }
    let changes = step.undoChanges
    for change in changes { text.apply(change) }
    selection = step.selectionBefore
    return changes
  }

  /// Applies again the step last undone: the text as it was after it, and the selection it
  /// ended with. Returns the changes made to the text, in order (empty when there was nothing to
  /// redo). O(k) plus the storage's cost of one `replace` per change of the step.
  @discardableResult
  public mutating func redo() -> [TextChange] {
    guard let step = history.redo() else { return [] }
    for change in step.changes { text.apply(change) }
    selection = step.selectionAfter
    return step.changes
  }

  /// Ends the current undo step, so the next edit starts a new one: the owner calls it on save
  /// and when the caret moves. O(1).
  public mutating func breakGroup() {
    history.breakGroup()
  }

  /// The most bytes the history may hold before it drops its oldest steps; see
  /// `EditHistory.memoryLimit`.
  public var historyMemoryLimit: Int {
    get { history.memoryLimit }
    set { history.memoryLimit = newValue }
  }
}
