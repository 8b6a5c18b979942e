/// What a key does in the list editor.
public enum ListEditorAction: Hashable, Sendable {
  /// Moves the cursor (arrows, PgUp/PgDn, Home/End).
  case cursor(ListAction)
  /// Adds an item after the cursor's, through an input overlay (the screen's part).
  case add
  /// Edits the cursor's item, through an input overlay in edit mode (the screen's part).
  case edit
  /// Deletes the cursor's item (undoable).
  case delete
  /// Moves the cursor's item up one place.
  case moveUp
  /// Moves the cursor's item down one place.
  case moveDown
  /// Undoes the last edit.
  case undo
  /// Redoes the last edit undone.
  case redo
  /// Leaves the editor with the list as edited (the screen's part).
  case done
}
