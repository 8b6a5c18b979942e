/// An edit or a caret move that both the single-line field and the multi-line area perform
/// the same way: readline motions and deletions, selection, undo, and the clipboard.
public enum TextEditAction: Hashable, Sendable {
  /// Moves the caret (a selection collapses; see `TextStorage.moving`).
  case move(TextMotion)
  /// Moves the selection's head, keeping its anchor (Shift with a motion).
  case select(TextMotion)
  /// Deletes (the selection, when there is one).
  case delete(TextDeletion)
  /// Reverts the last step.
  case undo
  /// Applies again the step last undone.
  case redo
  /// Selects the whole text.
  case selectAll
  /// Copies the selection and deletes it.
  case cut
  /// Copies the selection.
  case copy
  /// Puts the clipboard's text in place of the selection.
  case paste
}
