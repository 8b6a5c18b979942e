/// What a `DocumentEditor` does with unsaved edits when the app ends under it without the
/// editor finishing (Ctrl-C, SIGTERM, SIGHUP, the terminal gone).
public enum DocumentEditorEnding: Hashable, Sendable {
  /// The edits go to the recovery copy only and the file stays as last saved: `quire
  /// edit`'s Ctrl-C, "quit without saving".
  case keepRecoveryCopy
  /// The edits are saved, after the save running if one is, waiting for the disk at most
  /// `limit`, so that a hung disk cannot hold the exit forever; when the save fails or takes
  /// longer, the edits go to the recovery copy. The notes app, whose editor saves as you
  /// type.
  case save(limit: Duration)
}
