extension EditHistory {
  /// One undoable step: the changes of one burst of typing, one deletion run, one paste, one
  /// line break or one other edit, with the selection before and after it.
  public struct Step: Hashable, Sendable {
    /// The changes as recorded, except that the last one's `removed` bytes lack
    /// `reversedPrefix` in front of them.
    private(set) var recorded: [TextChange]

    /// Bytes deleted backwards into the last change since it was recorded, last deleted first:
    /// reversed, they come before its `removed` bytes. A run of backspaces thus appends here
    /// instead of inserting at the front of an array each time, which would make it quadratic.
    private(set) var reversedPrefix: [UInt8] = []

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
      self.recorded = [change]
      self.kind = kind
      self.selectionBefore = selectionBefore
      self.selectionAfter = selectionAfter
    }

    /// The changes in the order they were made; each applies to the text the previous one
    /// left. O(1), or O(k) for the k bytes of the last change while a run of backspaces is
    /// still joining the newest step.
    public var changes: [TextChange] {
      guard !reversedPrefix.isEmpty, var last = recorded.last else { return recorded }
      var changes = recorded
      last.removed = reversedPrefix.reversed() + last.removed
      changes[changes.count - 1] = last
      return changes
    }

    /// The changes that revert the step, in the order to apply them. O(k) for k changes.
    public var undoChanges: [TextChange] { changes.reversed().map { $0.inverted() } }

    /// An estimate of the memory the step holds: the bytes it removed and inserted, and
    /// `EditHistory.changeOverhead` for each change. O(k) for k changes.
    public var memoryCost: Int {
      recorded.reduce(reversedPrefix.count) {
        $0 + $1.removed.count + $1.inserted.count + EditHistory.changeOverhead
      }
    }

    /// The offset of the last change and the end of its inserted bytes. O(1).
    var lastChangeEdges: (offset: ByteOffset, insertedEnd: ByteOffset)? {
      guard let last = recorded.last else { return nil }
      return (last.offset, last.insertedRange.upperBound)
    }

    /// Appends `bytes` to what the last change inserted (typing on). Amortised O(k) for k bytes.
    mutating func appendInserted(_ bytes: [UInt8]) {
      recorded[recorded.count - 1].inserted.append(contentsOf: bytes)
    }

    /// Appends `bytes` to what the last change removed (forward deletion). Amortised O(k).
    mutating func appendRemoved(_ bytes: [UInt8]) {
      recorded[recorded.count - 1].removed.append(contentsOf: bytes)
    }

    /// Puts `bytes`, removed right before the last change, in front of what it removed, and
    /// moves the change's offset to `offset` (backward deletion). Amortised O(k) for k bytes.
    mutating func prependRemoved(_ bytes: [UInt8], movingTo offset: ByteOffset) {
      reversedPrefix.append(contentsOf: bytes.reversed())
      recorded[recorded.count - 1].offset = offset
    }

    /// Folds `reversedPrefix` into the last change, once the step takes no more changes, so
    /// that reading `changes` costs O(1) again. O(k) for the k bytes of the last change.
    mutating func settle() {
      guard !reversedPrefix.isEmpty else { return }
      recorded = changes
      reversedPrefix = []
    }

    /// Lets go of the step's bytes, once it is dropped over the memory limit.
    mutating func release() {
      recorded = []
      reversedPrefix = []
    }

    /// Steps are equal when their kinds, selections and changes are, however the bytes of a
    /// run of backspaces are held.
    public static func == (lhs: Step, rhs: Step) -> Bool {
      lhs.kind == rhs.kind && lhs.selectionBefore == rhs.selectionBefore
        && lhs.selectionAfter == rhs.selectionAfter && lhs.changes == rhs.changes
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(kind)
      hasher.combine(selectionBefore)
      hasher.combine(selectionAfter)
      hasher.combine(changes)
    }
  }

  /// The bytes a recorded change is counted to hold beyond its text: the change itself and
  /// the headers of its two byte arrays.
  public static let changeOverhead = 96
}
