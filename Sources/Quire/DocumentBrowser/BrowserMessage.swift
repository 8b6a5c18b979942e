import QuireDocuments

/// What the document browser's tasks and timers send back to it.
public enum BrowserMessage: Sendable {
  /// The folder was listed, or why not (the browser adds the clocks' times as it takes it).
  case listed(Result<NoteListing, FolderError>)
  /// The notes as the note index last knew them, or `nil` (the browser adds the clocks'
  /// times as it takes them).
  case storedListing(NoteListing?)
  /// Time for the ages to be drawn again.
  case tick
  /// A task's outcome or a watcher's report, for the browser's state as it is.
  case event(BrowserEvent)
}
