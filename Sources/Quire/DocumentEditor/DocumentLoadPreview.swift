/// How far the keys typed while a document loads are shown in the text read so far (its
/// first screen), before they are applied to the whole text once it is there.
enum DocumentLoadPreview: Hashable, Sendable {
  /// Nothing typed is shown: the first screen is not read yet, or the keys must wait for the
  /// whole text (a read-only file; a recovery copy to offer first, which takes them).
  case none
  /// Every key typed so far is shown in the first screen's text, which takes the next.
  case showing
  /// A key could not be shown (one that needs the whole text, as Ctrl-End, Enter or Ctrl-S
  /// do, or the caret near the end of what is read): it and every key after it wait unseen.
  case stopped
}
