import QuireDocuments

/// What happens to a document browser that its state takes (`BrowserState.receive`): the
/// screen appearing, the outcomes of its tasks, the watcher's reports, and what the user
/// did to the notes.
public enum BrowserEvent: Sendable {
  /// The browser was pushed: the folder is to be listed.
  case appeared
  /// The folder may have changed (an editor of one of its notes closed): it is listed again.
  case refresh
  /// The watcher saw the folder change.
  case folderChanged
  /// The watcher stopped.
  case watchEnded
  /// The folder was listed, or why not, at `wallClock` of the wall clock and `now` of the
  /// app's time.
  case listed(Result<NoteListing, FolderError>, wallClock: FileTime, now: Duration)
  /// The notes as the note index last knew them were read (`nil`: the index could not say),
  /// at `wallClock` of the wall clock and `now` of the app's time.
  case storedListingRead(NoteListing?, wallClock: FileTime, now: Duration)
  /// Heads were read, each for the file as it was listed.
  case headsRead([ReadHead])
  /// The list's view moved, or what it shows changed (a move, a scroll, another order): the
  /// heads of the notes now near it are read if they are not.
  case viewChanged
  /// The filter's text (the query) changed.
  case queryChanged(String)
  /// The note index's search for `query` found `results`, best first.
  case searched(query: String, SearchOutcome)
  /// Return: open the note under the cursor, or create the one a query that matches nothing
  /// names.
  case chosen
  /// The note index's update has come this far.
  case indexProgress(NoteIndexProgress)
  /// The note index is up to date with the folder; with what it says once, if it could not
  /// be used as it was (rebuilt, or bypassed).
  case indexUpdated(notice: String?)
  /// The note index took the files a listing found changed.
  case reindexed
  /// A note was created (its file name), or why not.
  case created(name: String, Result<Void, FolderError>)
  /// The note `oldName` was renamed `newName`, or why not.
  case renamed(oldName: String, newName: String, Result<Void, FolderError>)
  /// The notes `notes` link to the note renamed from `old` to `new` (file names): the user
  /// is offered to update their links.
  case linkingNotesFound(old: String, new: String, notes: [String])
  /// The user agreed to point the links in `notes` from `old` at `new`.
  case linkUpdateAccepted(old: String, new: String, notes: [String])
  /// The links to a renamed note were updated: which notes were changed, and which could
  /// not be.
  case linksRenamed(LinkRenameOutcome)
  /// A note went to the trash, or why not.
  case trashed(Result<Void, DocumentError>)
  /// A note's header is being written with `head`: shown at once, before the write ends.
  case headerChanging(FolderEntry, DocumentHead)
  /// The header of the note `name` was written, or why not; with the history's warning, if
  /// recording in it failed.
  case headerChanged(name: String, Result<Void, FolderError>, historyWarning: String?)
  /// The tags remembered before were read, for tagging the note `name`.
  case tagHistoryRead(name: String, remembered: [String], warning: String?)
  /// The screen a note opened in was closed, having failed with `failure` if it did.
  case noteClosed(failure: String?)
  /// The user asked for today's note.
  case todayRequested
  /// Today's note is the note `name`, found or made; or why it could not be.
  case todayReady(Result<String, FolderError>)
  /// The user named a new note `name` (a file name the add overlay or a query gave).
  case noteNamed(String)
  /// The folder has `templates` for the new note `name`: one is to be chosen.
  case templatesRead(name: String, [NoteTemplate])
  /// The new note `name` is to start from `template`, or blank when `nil`.
  case templateChosen(name: String, NoteTemplate?)
  /// The user asked for the tags of every note.
  case tagsRequested
  /// Every tag was counted, the most used first.
  case tagsCounted([TagCount])
  /// The user chose `tag` in the tag list: the browser shows the notes with it.
  case tagChosen(String)
  /// The user asked for the tag `old` to be renamed `new` in every note.
  case tagRenameRequested(old: String, new: String)
  /// The rename of a tag ended: which notes were changed, and which could not be.
  case tagRenamed(TagRenameOutcome)

  /// Whether the folder is kept in git (git is on `PATH` and the folder is a work tree).
  case versioningFound(Bool)
  /// The user asked for a sync with the folder's remote.
  case syncRequested
  /// The wait for quiet numbered `generation` is over: commit, if it is still the latest.
  case commitWoke(generation: Int)
  /// A commit of what changed ended: whether there was anything, or why it failed.
  case committed(Result<Bool, SyncFailure>)
  /// A sync ended, at `wallClock` of the wall clock.
  case synced(Result<SyncReport, SyncFailure>, wallClock: FileTime)

  /// The head of a note's file, as it was listed.
  public struct ReadHead: Hashable, Sendable {
    /// The note's file, as it was listed.
    public var entry: FolderEntry
    /// Its front matter and first lines, as read.
    public var head: DocumentHead

    /// The head `head` read of the file `entry`.
    public init(entry: FolderEntry, head: DocumentHead) {
      self.entry = entry
      self.head = head
    }
  }
}
