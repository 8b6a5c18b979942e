/// What a key does on a note's links in the document editor of the notes app.
public enum NoteLinksAction: Hashable, Sendable {
  /// Opens the note the link under the caret names, making it when missing (Ctrl-]).
  case follow
  /// Returns to the note a link was followed from (Ctrl-O).
  case back
  /// Lists the notes that link to this one (Alt-L).
  case backlinks

  /// Ctrl-] follows (the tag jump of vi and Emacs), Ctrl-O goes back (vim's jump back),
  /// Alt-L lists the backlinks. None is a key of the editor or its text area.
  public static let defaultKeyMap = KeyMap<NoteLinksAction>([
    KeyBinding(.control("]"), .follow, help: .helpFollowLink),
    KeyBinding(.control("o"), .back, help: .helpLinkBack),
    KeyBinding(.alt("l"), .backlinks, help: .helpBacklinks),
  ])
}
