/// The undo and redo history of a text: its changes grouped into steps the way a person edits.
///
/// Every change to the text is recorded with its kind, its time and the selection before and
/// after it. A change either joins the newest step or starts a new one (the rules are on
/// `record(_:kind:selectionBefore:selectionAfter:at:)`). `undo()` hands back the newest step for
/// the owner of the text to revert, `redo()` the step to apply again; a new change clears redo.
///
/// The history reads no clock: each change comes with its time as a `Duration` since an origin
/// the caller chooses (the start of the program, say). Only the gaps between changes matter.
///
/// Memory is capped: when the steps hold more than `memoryLimit` bytes the oldest are dropped,
/// so old edits can no longer be undone. The newest step is always kept, however large.
public struct EditHistory: Sendable {
  /// The memory limit a history has unless told otherwise: 32 MiB of recorded bytes.
  ///
  /// Typing costs tens of bytes per step, so this keeps hundreds of thousands of typed steps;
  /// a whole-text replace (a reload, an `$EDITOR` hand-off) costs the old and new text.
  public static let defaultMemoryLimit = 32 * 1024 * 1024

  /// The pause between two edits that starts a new step unless told otherwise: 1 s.
  public static let defaultPause: Duration = .seconds(1)

  /// The steps that `undo()` reverts, oldest first. Its indices start where the live steps
  /// start in the history's storage, not at 0: use `first`, `last` and `indices`. O(1).
  public var undoSteps: ArraySlice<Step> { undoStorage[firstUndoStep...] }

  /// The undo steps, after `firstUndoStep` slots of steps dropped over the memory limit (kept
  /// empty until they are compacted away), so that dropping the oldest step costs O(1).
  var undoStorage: [Step] = []

  /// The index in `undoStorage` of the oldest undo step.
  var firstUndoStep = 0

  /// The steps that `redo()` applies again, the next one last.
  public internal(set) var redoSteps: [Step] = []

  /// The most bytes the steps may hold (see `Step.memoryCost`); the oldest steps are dropped
  /// beyond it. Lowering it drops steps at once.
  public var memoryLimit: Int {
    didSet { dropStepsOverLimit() }
  }

  /// A gap between two edits at least this long starts a new step.
  public var pause: Duration

  /// The bytes the undo and redo steps hold, as `Step.memoryCost` counts them. O(1).
  public internal(set) var memoryUsed = 0

  /// Whether the newest undo step may take more changes: false after `breakGroup()`, an undo
  /// or a redo.
  var isGroupOpen = false

  /// When the last change was recorded.
  var lastEditTime: Duration = .zero

  /// An empty history.
  public init(memoryLimit: Int = EditHistory.defaultMemoryLimit, pause: Duration = EditHistory.defaultPause) {
    self.memoryLimit = memoryLimit
    self.pause = pause
  }

  /// Whether there is a step to undo. O(1).
  public var canUndo: Bool { undoStorage.count > firstUndoStep }

  /// Whether there is a step to redo. O(1).
  public var canRedo: Bool { !redoSteps.isEmpty }

  /// Ends the newest step: the next change starts a new one. The owner calls it on save and when
  /// the caret moves. O(1).
  public mutating func breakGroup() {
    isGroupOpen = false
  }

  /// Takes the newest step off the undo list and puts it on the redo list; `nil` when there is
  /// none. Either way the next change starts a new step. The caller reverts the step: applies
  /// `Step.undoChanges` and restores `Step.selectionBefore`. O(1).
  public mutating func undo() -> Step? {
    isGroupOpen = false
    guard canUndo, var step = undoStorage.popLast() else { return nil }
    if !canUndo { removeDroppedSteps() }
    step.settle()
    redoSteps.append(step)
    return step
  }

  /// Takes the next step off the redo list and puts it back on the undo list; `nil` when there is
  /// none. Either way the next change starts a new step. The caller applies `Step.changes` again
  /// and restores `Step.selectionAfter`. O(1).
  public mutating func redo() -> Step? {
    isGroupOpen = false
    guard let step = redoSteps.popLast() else { return nil }
    undoStorage.append(step)
    return step
  }

  /// Forgets every step, as when another text is loaded in place of this one. O(1).
  public mutating func removeAll() {
    undoStorage = []
    firstUndoStep = 0
    redoSteps = []
    memoryUsed = 0
    isGroupOpen = false
  }
}
