extension EditHistory {
  /// One undoable step: the changes of one burst of typing, one deletion run, one paste, one
  /// line break or one other edit, with the selection before and after it.
  public struct Step: Hashable, Sendable {
    /// The changes in the order they were made; each applies to the text the previous one left.
    public internal(set) var changes: [TextChange]

    /// The kind of the edit that started the step.
    public let kind: EditKind

    /// The selection just before the step's first change; undo restores it.
    public let selectionBefore: TextSelection

    /// The selection just after the step's last change; redo restores it.
    public internal(set) var selectionAfter: TextSelection

    /// A step of one change.
    public init(
      _ change: TextChange, kind: EditKind, selectionBefore: TextSelection, selectionAfter: TextSelection
    ) {
      self.changes = [change]
      self.kind = kind
      self.selectionBefore = selectionBefore
      self.selectionAfter = selectionAfter
    }

    /// The changes that revert the step, in the order to apply them. O(k) for k changes.
    public var undoChanges: [TextChange] { changes.reversed().map { $0.inverted() } }

    /// An estimate of the memory the step holds: the bytes it removed and inserted, and
    /// `EditHistory.changeOverhead` for each change. O(k) for k changes.
    public var memoryCost: Int {
      changes.reduce(0) { $0 + $1.removed.count + $1.inserted.count + EditHistory.changeOverhead }
    }
  }

  /// The bytes a recorded change is counted to hold beyond its text: the change itself and
  /// the headers of its two byte arrays.
  public static let changeOverhead = 96
}
