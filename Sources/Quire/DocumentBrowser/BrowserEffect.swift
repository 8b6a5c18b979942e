import QuireDocuments

/// What a document browser's state asks the screen to do (`BrowserState.receive`), in the
/// order given: the tasks to run, the watcher to start or tell, what to say and what to open.
public enum BrowserEffect: Hashable, Sendable {
  /// List the folder, in a task; its outcome comes back as `BrowserEvent.listed`.
  case list
  /// Read the heads of these notes, in a task (`BrowserEvent.headsRead`).
  case readHeads([FolderEntry])
  /// Start watching the folder as listed, then wait for its first report.
  case startWatching([FolderEntry])
  /// Tell the watcher the folder was listed as this, so it reports only later changes.
  case acknowledge([FolderEntry])
  /// Wait, in a task, for the watcher's next report (`BrowserEvent.folderChanged`).
  case waitForChange
  /// Say this until the next key; `nil` says nothing.
  case notice(String?)
  /// Empty the filter's field and leave it (the state's query is empty already).
  case leaveFilter
  /// Open the note with this file name.
  case open(String)
  /// Let the user choose the tags of `note`, offering those `remembered` from before.
  case chooseTags(Note, remembered: [String])
}
