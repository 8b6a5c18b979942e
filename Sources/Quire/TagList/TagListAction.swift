/// What a key does in a `TagList`.
public enum TagListAction: Hashable, Sendable {
  /// Shows the notes with the tag under the cursor.
  case choose
  /// Asks for a new name for the tag under the cursor.
  case rename
  /// Goes back to the notes, choosing nothing.
  case back
  /// Moves the cursor.
  case move(ListAction)

  /// Return, `r`, Esc and the list's moves.
  public static let defaultKeys = KeyMap<TagListAction>(
    [
      KeyBinding(KeyChord(.enter), .choose, help: .helpShowNotes),
      KeyBinding(.character("r"), .rename, help: .helpRename),
      KeyBinding(KeyChord(.escape), .back, help: .helpBack),
    ] + ListAction.bindings(as: TagListAction.move))
}
