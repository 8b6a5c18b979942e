/// The document editor's reading of its file again after a change on disk (part of
/// `DocumentDiskState`), and what the text read is for.
enum DocumentReload: Hashable, Sendable {
  /// No reload runs.
  case idle
  /// A reload runs to follow a change made while there were no unsaved edits; edits typed
  /// meanwhile turn it into the question about the change.
  case following
  /// A reload runs because the user took theirs, after keeping theirs a conflict copy of
  /// the text at `copy` when they chose Save a copy: it replaces the unsaved edits (undo
  /// brings them back), and it ends a leave the question interrupted, so the user sees
  /// their text and can still take the edits back.
  case takingTheirs(copy: String?)

  /// Whether a reload runs.
  var isRunning: Bool { self != .idle }

  /// Whether the text read replaces unsaved edits.
  var replacesEdits: Bool {
    if case .takingTheirs = self { return true }
    return false
  }
}
