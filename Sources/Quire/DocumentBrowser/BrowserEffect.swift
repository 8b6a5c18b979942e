import QuireDocuments

/// What a document browser's state asks the screen to do (`BrowserState.receive`), in the
/// order given: the tasks to run, the watcher to start or tell, what to say and what to open.
public enum BrowserEffect: Hashable, Sendable {
  /// List the folder, in a task; its outcome comes back as `BrowserEvent.listed`.
  case list
  /// Read the notes as the note index last knew them, in a task
  /// (`BrowserEvent.storedListingRead`): shown until the folder's own listing comes.
  case readStoredListing
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
  /// Open the note under the cursor, the editor looking for `find` when given.
  case openSelected(find: String?)
  /// Create the note this query names (as the add overlay would name it), and open it.
  case create(String)
  /// Bring the note index up to date with the folder as `listing` found it (`nil`: as the
  /// update lists it), in a task, reporting its progress (`BrowserEvent.indexProgress`,
  /// then `indexUpdated`).
  case updateIndex(listing: [FolderEntry]?)
  /// Search the note index for this query, in a task (`BrowserEvent.searched`).
  case search(String)
  /// Tell the note index these files of the folder changed, in a task (`reindexed`).
  case reindex([String])
  /// Let the user choose the tags of `note`, offering those `remembered` from before.
  case chooseTags(Note, remembered: [String])
  /// Find today's note, or make it (from the daily template when there is one), in a task
  /// (`BrowserEvent.todayReady`).
  case openToday
  /// Read the folder's templates for the new note `name`, in a task: with none, the note is
  /// created blank at once (`created`); else `templatesRead`.
  case prepareNote(String)
  /// Let the user choose which of `templates` the new note `name` starts from.
  case chooseTemplate(name: String, [NoteTemplate])
  /// Create the note `name` from `template` (blank when `nil`), in a task (`created`).
  case createNote(name: String, NoteTemplate?)
  /// Count every note's tags, in a task (`tagsCounted`).
  case countTags
  /// Show the tag list with these counts.
  case showTags([TagCount])
  /// Put this text in the filter's field, as if typed there (the query follows it).
  case setFilter(String)
  /// Rename the tag `old` to `new` in every note that has it, in a task (`tagRenamed`).
  case renameTag(old: String, new: String)
  /// Say what renaming a tag did: how many notes changed, and each note left as it was.
  case reportTagRename(TagRenameOutcome)
  /// Find the notes that link to the note renamed from the file `old` to `new`, in a task
  /// (`BrowserEvent.linkingNotesFound`).
  case findLinkingNotes(old: String, new: String)
  /// Ask whether the links in `notes` are to follow the rename of `old` to `new`
  /// (`linkUpdateAccepted` when they are).
  case offerLinkUpdate(old: String, new: String, notes: [String])
  /// Point the links in `notes` from `old` at `new`, each note saved safely, in a task
  /// (`linksRenamed`).
  case renameLinks(old: String, new: String, notes: [String])
  /// Ask git, in a task, whether the folder is kept in it (`versioningFound`).
  case findVersioning
  /// Commit what changed, in a task (`committed`).
  case commit
  /// Sync with the remote, in a task (`synced`).
  case sync
  /// Wake, after the quiet a commit waits for, with `commitWoke(generation)`.
  case wakeForCommit(generation: Int)
  /// Say that a sync kept both sides of notes changed on both machines: these copies.
  case reportConflictCopies([String])
  /// Say what updating the links did: how many notes changed, and each note left as it was.
  case reportLinkRename(LinkRenameOutcome)
}
