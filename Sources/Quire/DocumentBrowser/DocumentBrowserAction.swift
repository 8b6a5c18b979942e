/// What a key does in the document browser.
public enum DocumentBrowserAction: Hashable, Sendable {
  /// Opens the note under the cursor in the editor.
  case open
  /// Asks for a name and adds a note, opened at once.
  case add
  /// Renames the note under the cursor.
  case rename
  /// Chooses the tags of the note under the cursor.
  case tag
  /// Edits the description of the note under the cursor.
  case describe
  /// Moves the note under the cursor to the trash, after asking.
  case delete
  /// Puts the keyboard in the filter row.
  case filter
  /// Switches between newest first and by name.
  case sort
  /// Empties the filter (the list shows every note again) and gives the keys to the list.
  case clearFilter
  /// Gives the keyboard back to the list, keeping the filter.
  case closeFilter
  /// Leaves the browser (the notes are saved already).
  case quit
  /// Opens today's note (`YYYY-MM-DD.md`), made when missing.
  case today
  /// Shows every tag with its count; choosing one filters by it.
  case tags
  /// Syncs the notes with their git remote (when they are kept in git).
  case sync

  /// The keys of the list: Return, the letters of SCREENS.md's help bar, `/` (or Esc to
  /// clear the filter), Ctrl-C, `S` (sync, when the notes are kept in git), `n` (today's
  /// note), `#` (the tags) and `s`, in the help
  /// bar's order (what does not fit is left out from the end, so quit stays at 80 columns).
  public static let listKeys = KeyMap<DocumentBrowserAction>([
    KeyBinding(KeyChord(.enter), .open, help: .helpOpen),
    KeyBinding(.character("a"), .add, help: .helpAdd),
    KeyBinding(.character("r"), .rename, help: .helpRename),
    KeyBinding(.character("t"), .tag, help: .helpTag),
    KeyBinding(.character("e"), .describe, help: .helpDescription),
    KeyBinding([.character("d"), KeyChord(.delete)], .delete, help: .helpDelete),
    KeyBinding(.character("/"), .filter, help: .helpFilterNotes),
    KeyBinding(KeyChord(.escape), .clearFilter, help: .helpClearFilter),
    KeyBinding(.control("c"), .quit, help: .helpQuit),
    KeyBinding(.character("S"), .sync, help: .helpSync),
    KeyBinding(.character("n"), .today, help: .helpToday),
    KeyBinding(.character("#"), .tags, help: .helpTags),
    KeyBinding(.character("s"), .sort, help: .helpSort),
  ])

  /// The keys while typing in the filter row: Return opens the first note, Esc clears the
  /// filter and gives the keys back to the list (as the help says, one press), Tab gives them
  /// back keeping the filter; every other key edits the filter.
  public static let filterKeys = KeyMap<DocumentBrowserAction>([
    KeyBinding(KeyChord(.enter), .open, help: .helpOpen),
    KeyBinding(KeyChord(.escape), .clearFilter, help: .helpClearFilter),
    KeyBinding(KeyChord(.tab), .closeFilter, help: .helpDone),
    KeyBinding(.control("c"), .quit, help: .helpQuit),
  ])
}
