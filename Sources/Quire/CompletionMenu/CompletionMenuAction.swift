/// What a key does while a `CompletionMenu` is open (or, for `open`, at any time).
public enum CompletionMenuAction: Hashable, Sendable {
  /// Moves the cursor up or down a row, or a page.
  case up, down, pageUp, pageDown
  /// Puts the completion under the cursor in place of the query and closes (Tab, Return).
  case accept
  /// Closes, leaving the text as typed (Esc).
  case close
  /// Asks the completer whether to open here (Ctrl-Space).
  case open
}
