extension Word {
  // The document browser's titles and rows.
  public static let notes = Word("browser.notes", "Notes")
  public static let noteFilterPlaceholder = Word("browser.filter-placeholder", "filter")
  /// The field's placeholder when it searches every note's text.
  public static let noteSearchPlaceholder = Word("browser.search-placeholder", "search, or name a new note")
  /// A search found nothing: `{name}` is the query, what Return names the new note.
  public static let noNoteFoundCreate = Word(
    "browser.no-match-create", "No notes match. Return creates “{name}”.")
  /// Said beside the count while the results shown answer an earlier query.
  public static let searchingNotes = Word("browser.searching", "searching…")
  /// `{done}` notes of `{total}` indexed so far.
  public static let indexingNotes = Word("browser.indexing", "indexing {done} of {total}")
  public static let loadingNotes = Word("browser.loading", "Loading…")
  /// `{key}` is the key that adds a note.
  public static let noNotesYet = Word("browser.no-notes", "No notes yet. Press {key} to add one.")
  public static let noNotesMatch = Word("browser.no-match", "No notes match.")
  public static let oneNote = Word("browser.one-note", "1 note")
  /// `{count}` is the number of notes.
  public static let noteCount = Word("browser.note-count", "{count} notes")
  /// `{shown}` notes match the filter, of `{count}`.
  public static let noteMatchCount = Word("browser.match-count", "{shown} of {count}")
  public static let newestFirst = Word("browser.newest-first", "newest first")
  public static let byName = Word("browser.by-name", "by name")
  public static let description = Word("browser.description", "Description")
  public static let tags = Word("browser.tags", "Tags")
  /// The line shown under the title of a note that holds binary data.
  public static let binaryNote = Word("browser.binary", "binary data, not shown")
  /// `{name}` is the note's title, its bytes that are not UTF-8 as `\xHH`; `{key}` renames.
  public static let noteNameNotUTF8 = Word(
    "browser.name-not-utf8", "“{name}”: its name is not UTF-8; rename it ({key}) to open it.")

  // The overlays and the alert.
  public static let newNote = Word("browser.new-note", "New note")
  public static let renameNote = Word("browser.rename-note", "Rename")
  public static let noteNamePlaceholder = Word("browser.note-name", "Note name")
  /// `{name}` is the note's title.
  public static let deleteNoteQuestion = Word("browser.delete-question", "Delete “{name}”?")
  public static let deleteNoteMessage = Word("browser.delete-message", "It goes to the trash.")
  public static let delete = Word("delete", "Delete")

  // Why a name is refused.
  public static let nameEmpty = Word("browser.name-empty", "Type a name.")
  public static let nameHasSlash = Word("browser.name-slash", "A name cannot contain /.")
  public static let nameHidden = Word("browser.name-hidden", "A name cannot start with a dot.")
  public static let nameHasControl = Word("browser.name-control", "A name cannot contain control characters.")
  public static let nameTooLong = Word("browser.name-too-long", "The name is too long.")
  public static let nameExists = Word("browser.name-exists", "A note with this name already exists.")

  // Ages (the others are the document editor's).
  public static let ageYesterday = Word("age.yesterday", "yesterday")

  // Help-bar actions.
  public static let helpOpen = Word("help.open", "open")
  public static let helpRename = Word("help.rename", "rename")
  public static let helpTag = Word("help.tag", "tag")
  public static let helpDescription = Word("help.description", "description")
  public static let helpFilterNotes = Word("help.filter-notes", "filter")
  public static let helpSearchNotes = Word("help.search-notes", "search")
  public static let helpCreateNote = Word("help.create-note", "create")
  public static let helpSort = Word("help.sort", "sort")
  public static let helpClearFilter = Word("help.clear-filter", "clear")
  public static let helpTags = Word("help.tags", "tags")
  public static let helpSync = Word("help.sync", "sync")

  /// What the browser says of a letter that is no key in the list: `{key}` and the key that
  /// starts a search, `{search}`.
  public static let notAKeyHere = Word(
    "browser.not-a-key", "{key} is not a key here: {search} searches the notes.")

  // Notes kept in git.
  /// The header while a sync runs.
  public static let syncing = Word("browser.syncing", "syncing…")
  /// The header after a sync: `{age}` is when it ended (`2 min ago`).
  public static let syncedAgo = Word("browser.synced", "synced {age}")
  /// The header after a sync that failed: `{reason}` says why.
  public static let syncFailed = Word("browser.sync-failed", "not synced: {reason}")
  /// What the browser says when a sync kept both sides of a note: `{names}` of the copies.
  public static let conflictCopiesKept = Word(
    "browser.conflict-copies",
    "Changed on both machines: the other side's text is kept beside the note as {names}.")

  // Templates and tags.
  /// The title of the list that asks which template a new note starts from.
  public static let chooseTemplate = Word("browser.choose-template", "Start from")
  /// The first row of that list: a note with nothing in it.
  public static let blankNote = Word("browser.blank-note", "Blank note")
  /// The title of the overlay that renames a tag.
  public static let renameTag = Word("browser.rename-tag", "Rename tag")
  public static let tagNamePlaceholder = Word("browser.tag-name", "Tag name")
  public static let tagNameInvalid = Word(
    "browser.tag-invalid", "A tag is letters, digits, _, - and /, without #.")
  /// The title of the alert that lists the notes a tag rename left alone; `{count}` of them.
  public static let tagRenameFailed = Word(
    "browser.tag-rename-failed", "{count} notes were left as they were")
  public static let tagRenameFailedOne = Word("browser.tag-rename-failed-one", "1 note was left as it was")
  /// The title of the alert that offers to update the links to a renamed note in `{count}`
  /// notes.
  public static let updateLinks = Word("browser.update-links", "Update links in {count} notes?")
  public static let updateLinksOne = Word("browser.update-links-one", "Update links in 1 note?")
  /// Its message: the links to `{old}` are to point at `{new}`.
  public static let updateLinksMessage = Word(
    "browser.update-links-message", "They link to “{old}”; each would link to “{new}”, saved safely.")
  public static let updateLinksMessageOne = Word(
    "browser.update-links-message-one", "It links to “{old}”; it would link to “{new}”, saved safely.")
  public static let updateLinksButton = Word("browser.update-links-button", "Update")
  public static let leaveLinksButton = Word("browser.leave-links-button", "Leave")
  /// What the browser says once the links were updated in `{count}` notes.
  public static let linksUpdated = Word("browser.links-updated", "Links updated in {count} notes.")
  public static let linksUpdatedOne = Word("browser.links-updated-one", "Links updated in 1 note.")
  /// What the browser says once a tag was renamed in `{count}` notes.
  public static let tagRenamed = Word("browser.tag-renamed", "#{old} is #{new} in {count} notes.")
  public static let tagRenamedOne = Word("browser.tag-renamed-one", "#{old} is #{new} in 1 note.")
  /// The tag list's empty screen.
  public static let noTags = Word("browser.no-tags", "No tags yet. Add #tags to notes, or tag them with t.")
}
