/// What the document browser's tasks and timers send back to it.
enum BrowserMessage: Sendable {
  /// The folder was listed.
  case listed(Result<[FolderEntry], FolderError>)
  /// Heads were read, each for the file as it was listed.
  case heads([(entry: FolderEntry, head: DocumentHead)])
  /// The watcher saw the folder change.
  case folderChanged
  /// The watcher stopped.
  case watchEnded
  /// Time for the ages to be drawn again.
  case tick
  /// A note was created (its file name), or why not.
  case created(name: String, Result<Void, FolderError>)
  /// A note was renamed, or why not.
  case renamed(newName: String, Result<Void, FolderError>)
  /// A note went to the trash, or why not.
  case trashed(Result<Void, DocumentError>)
  /// The header of the note `name` was written, or why not; with the history's warning, if
  /// recording in it failed.
  case headerChanged(name: String, Result<Void, FolderError>, historyWarning: String?)
  /// The tags remembered before were read, for tagging the note `name`.
  case tagHistory(name: String, remembered: [String], warning: String?)
}
