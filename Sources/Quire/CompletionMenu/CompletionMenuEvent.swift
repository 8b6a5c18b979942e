/// What a `CompletionMenu` is told: the text changed or the caret moved, the user asked for
/// it, the completer answered, a key or the mouse acted on it.
public enum CompletionMenuEvent: Sendable {
  /// The host's text or caret changed; `typed` when a character was typed (what may open
  /// the menu at a trigger).
  case edited(CompletionText, typed: Bool)
  /// The user asked for completion here (Ctrl-Space).
  case asked(CompletionText)
  /// The completer answered.
  case answered(CompletionAnswer)
  /// A key of the menu's.
  case perform(CompletionMenuAction)
  /// The completion at this index of the rows (among the matches, best first) was clicked.
  case chose(Int)
  /// The wheel scrolled the rows by this many (down when positive).
  case scrolled(Int)
}

/// What a `CompletionMenu` asks its host to do after an event.
public enum CompletionMenuEffect: Sendable {
  /// Run the completer (`CompletionFetch.run()`, a task) and give its answer back as
  /// `.answered`.
  case fetch(CompletionFetch)
  /// Put `text` in place of `range` of the host's text, the caret after it, as one edit.
  case replace(Range<ByteOffset>, with: String)
  /// Ring the bell (asked where nothing completes).
  case bell
}
