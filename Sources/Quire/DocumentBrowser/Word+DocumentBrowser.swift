extension Word {
  // The document browser's titles and rows.
  /// The document browser's title, when it is given none: “Notes”.
  public static let notes = Word("browser.notes", "Notes")
  /// The placeholder of the browser's filter: “filter”.
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
  /// Shown while the notes folder is listed: “Loading…”
  public static let loadingNotes = Word("browser.loading", "Loading…")
  /// `{key}` is the key that adds a note.
  public static let noNotesYet = Word("browser.no-notes", "No notes yet. Press {key} to add one.")
  /// Said when no note matches the filter: “No notes match.”
  public static let noNotesMatch = Word("browser.no-match", "No notes match.")
  /// The browser's count for one note: “1 note”.
  public static let oneNote = Word("browser.one-note", "1 note")
  /// `{count}` is the number of notes.
  public static let noteCount = Word("browser.note-count", "{count} notes")
  /// `{shown}` notes match the filter, of `{count}`.
  public static let noteMatchCount = Word("browser.match-count", "{shown} of {count}")
  /// The name of the sort that puts the newest notes first: “newest first”.
  public static let newestFirst = Word("browser.newest-first", "newest first")
  /// The name of the sort by name: “by name”.
  public static let byName = Word("browser.by-name", "by name")
  /// The title of a note's description: “Description”.
  public static let description = Word("browser.description", "Description")
  /// The title of the tag list and of a note's tags: “Tags”.
  public static let tags = Word("browser.tags", "Tags")
  /// The line shown under the title of a note that holds binary data.
  public static let binaryNote = Word("browser.binary", "binary data, not shown")
  /// `{name}` is the note's title, its bytes that are not UTF-8 as `\xHH`; `{key}` renames.
  public static let noteNameNotUTF8 = Word(
    "browser.name-not-utf8", "“{name}”: its name is not UTF-8; rename it ({key}) to open it.")

  // The overlays and the alert.
  /// The title of the overlay that names a new note: “New note”.
  public static let newNote = Word("browser.new-note", "New note")
  /// The title of the overlay that renames a note: “Rename”.
  public static let renameNote = Word("browser.rename-note", "Rename")
  /// The placeholder of the note name field: “Note name”.
  public static let noteNamePlaceholder = Word("browser.note-name", "Note name")
  /// `{name}` is the note's title.
  public static let deleteNoteQuestion = Word("browser.delete-question", "Delete “{name}”?")
  /// The message of the question before a note is deleted: “It goes to the trash.”
  public static let deleteNoteMessage = Word("browser.delete-message", "It goes to the trash.")
  /// The button that deletes: “Delete”.
  public static let delete = Word("delete", "Delete")

  // Why a name is refused.
  /// Why an empty name is refused: “Type a name.”
  public static let nameEmpty = Word("browser.name-empty", "Type a name.")
  /// Why a name with a slash is refused: “A name cannot contain /.”
  public static let nameHasSlash = Word("browser.name-slash", "A name cannot contain /.")
  /// Why a name starting with a dot is refused: “A name cannot start with a dot.”
  public static let nameHidden = Word("browser.name-hidden", "A name cannot start with a dot.")
  /// Why a name with a control character is refused: “A name cannot contain control characters.”
  public static let nameHasControl = Word("browser.name-control", "A name cannot contain control characters.")
  /// Why a name too long for a file is refused: “The name is too long.”
  public static let nameTooLong = Word("browser.name-too-long", "The name is too long.")
  /// Why the title of another note is refused: “A note with this name already exists.”
  public static let nameExists = Word("browser.name-exists", "A note with this name already exists.")

  // Ages (the others are the document editor's).
  /// The age of something changed the day before today: “yesterday”.
  public static let ageYesterday = Word("age.yesterday", "yesterday")

  // Help-bar actions.
  /// The help bar's word for opening a note: “open”.
  public static let helpOpen = Word("help.open", "open")
  /// The help bar's word for renaming a note: “rename”.
  public static let helpRename = Word("help.rename", "rename")
  /// The help bar's word for tagging a note: “tag”.
  public static let helpTag = Word("help.tag", "tag")
  /// The help bar's word for editing a note's description: “description”.
  public static let helpDescription = Word("help.description", "description")
  /// The help bar's word for filtering the notes: “filter”.
  public static let helpFilterNotes = Word("help.filter-notes", "filter")
  /// The help bar's word for searching the notes' text: “search”.
  public static let helpSearchNotes = Word("help.search-notes", "search")
  /// The help bar's word for creating a note: “create”.
  public static let helpCreateNote = Word("help.create-note", "create")
  /// The help bar's word for changing the sort: “sort”.
  public static let helpSort = Word("help.sort", "sort")
  /// The help bar's word for clearing the filter: “clear”.
  public static let helpClearFilter = Word("help.clear-filter", "clear")
  /// The help bar's word for the list of tags: “tags”.
  public static let helpTags = Word("help.tags", "tags")
  /// The help bar's word for syncing with the remote: “sync”.
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
  /// The placeholder of the tag name field: “Tag name”.
  public static let tagNamePlaceholder = Word("browser.tag-name", "Tag name")
  /// Why a tag name is refused: “A tag is letters, digits, _, - and /, without #.”
  public static let tagNameInvalid = Word(
    "browser.tag-invalid", "A tag is letters, digits, _, - and /, without #.")
  /// The title of the alert that lists the notes a tag rename left alone; `{count}` of them.
  public static let tagRenameFailed = Word(
    "browser.tag-rename-failed", "{count} notes were left as they were")
  /// The title of the alert that lists the notes a tag rename left alone, for one note: “1 note was
  /// left as it was”.
  public static let tagRenameFailedOne = Word("browser.tag-rename-failed-one", "1 note was left as it was")
  /// The title of the alert that offers to update the links to a renamed note in `{count}`
  /// notes.
  public static let updateLinks = Word("browser.update-links", "Update links in {count} notes?")
  /// The title of the alert that offers to update the links to a renamed note, for one note:
  /// “Update links in 1 note?”
  public static let updateLinksOne = Word("browser.update-links-one", "Update links in 1 note?")
  /// Its message: the links to `{old}` are to point at `{new}`.
  public static let updateLinksMessage = Word(
    "browser.update-links-message", "They link to “{old}”; each would link to “{new}”, saved safely.")
  /// The message of the alert that offers to update the links, for one note: It links to “{old}”;
  /// it would link to “{new}”, saved safely.
  public static let updateLinksMessageOne = Word(
    "browser.update-links-message-one", "It links to “{old}”; it would link to “{new}”, saved safely.")
  /// The button that updates the links: “Update”.
  public static let updateLinksButton = Word("browser.update-links-button", "Update")
  /// The button that leaves the links as they are: “Leave”.
  public static let leaveLinksButton = Word("browser.leave-links-button", "Leave")
  /// What the browser says once the links were updated in `{count}` notes.
  public static let linksUpdated = Word("browser.links-updated", "Links updated in {count} notes.")
  /// Said once the links were updated in one note: “Links updated in 1 note.”
  public static let linksUpdatedOne = Word("browser.links-updated-one", "Links updated in 1 note.")
  /// What the browser says once a tag was renamed in `{count}` notes.
  public static let tagRenamed = Word("browser.tag-renamed", "#{old} is #{new} in {count} notes.")
  /// Said once a tag was renamed in one note: “#{old} is #{new} in 1 note.”
  public static let tagRenamedOne = Word("browser.tag-renamed-one", "#{old} is #{new} in 1 note.")
  /// The tag list's empty screen.
  public static let noTags = Word("browser.no-tags", "No tags yet. Add #tags to notes, or tag them with t.")
}
