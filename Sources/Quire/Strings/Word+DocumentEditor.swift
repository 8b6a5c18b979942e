/// The words of the document editor: its help bar, its states, its status line, find, go to
/// line, and the questions it asks about a file changed on disk, a recovery copy and a save
/// that failed as the user left. Words with `{name}` are templates (`Strings.text(_:_:)`).
extension Word {
  // The bar and the help bar.
  /// The label of the bar's way back, when the editor is given none: “Back”.
  public static let backTitle = Word("document.back-title", "Back")
  /// The help bar's word for going back: “back”.
  public static let helpBack = Word("help.back", "back")
  /// The help bar's word for finding: “find”.
  public static let helpFind = Word("help.find", "find")
  /// The help bar's word for going to a line: “line”.
  public static let helpGoToLine = Word("help.go-to-line", "line")
  /// The help bar's word for the next match: “next”.
  public static let helpNextMatch = Word("help.next-match", "next")
  /// The help bar's word for the previous match: “previous”.
  public static let helpPreviousMatch = Word("help.previous-match", "previous")
  /// The help bar's word for closing (the find bar, the completion menu): “close”.
  public static let helpClose = Word("help.close", "close")

  // The state at the right of the bar.
  /// The state while the document opens: “Opening…”
  public static let stateOpening = Word("document.state.opening", "Opening…")
  /// The state while the text loads: “Loading {percent}%”.
  public static let stateLoading = Word("document.state.loading", "Loading {percent}%")
  /// The state of text with unsaved edits: “Edited •”.
  public static let stateEdited = Word("document.state.edited", "Edited •")
  /// The state while the text is saved: “Saving…”
  public static let stateSaving = Word("document.state.saving", "Saving…")
  /// The state once the text is saved: “Saved ✓”.
  public static let stateSaved = Word("document.state.saved", "Saved ✓")
  /// The state of a file not yet on disk: “New file”.
  public static let stateNew = Word("document.state.new", "New file")
  /// The state of a file deleted on disk: “Deleted on disk”.
  public static let stateDeleted = Word("document.state.deleted", "Deleted on disk")
  /// The state of a file another program changed: “Changed on disk”.
  public static let stateChangedOnDisk = Word("document.state.changed-on-disk", "Changed on disk")
  /// The state after a save failed: “Not saved: {reason}”.
  public static let stateNotSaved = Word("document.state.not-saved", "Not saved: {reason}")
  /// The state of a file that could not be opened: “Not opened”.
  public static let stateNotOpened = Word("document.state.not-opened", "Not opened")

  // The status line.
  /// The caret's line and column in the status line: “Ln {line}, Col {column}”.
  public static let statusPosition = Word("document.status.position", "Ln {line}, Col {column}")
  /// The status line's count of words: “{count} words”.
  public static let statusWords = Word("document.status.words", "{count} words")
  /// The status line's count for one word: “1 word”.
  public static let statusOneWord = Word("document.status.one-word", "1 word")
  /// The status line's count of lines: “{count} lines”.
  public static let statusLines = Word("document.status.lines", "{count} lines")
  /// The status line's count for one line: “1 line”.
  public static let statusOneLine = Word("document.status.one-line", "1 line")
  /// The status line's name of UTF-8 text: “UTF-8”.
  public static let formatUTF8 = Word("document.format.utf8", "UTF-8")
  /// The status line's name of UTF-8 text with a byte order mark: “UTF-8 BOM”.
  public static let formatUTF8WithMark = Word("document.format.utf8-bom", "UTF-8 BOM")
  /// The status line's name of text that is not UTF-8: “not UTF-8”.
  public static let formatNotUTF8 = Word("document.format.not-utf8", "not UTF-8")
  /// The status line's name of mixed line breaks, `{kind}` the most common: “mixed {kind}”.
  public static let formatMixedBreaks = Word("document.format.mixed", "mixed {kind}")

  // Find and go to line.
  /// The label of the find field: “Find:”.
  public static let findLabel = Word("document.find.label", "Find:")
  /// The find field's mode that ignores case: “any case”.
  public static let findIgnoringCase = Word("document.find.any-case", "any case")
  /// The find field's mode that matches case: “match case”.
  public static let findMatchingCase = Word("document.find.match-case", "match case")
  /// Said when a search goes on from the start: “Search wrapped to the start”.
  public static let findWrappedToStart = Word("document.find.wrapped-start", "Search wrapped to the start")
  /// Said when a search goes on from the end: “Search wrapped to the end”.
  public static let findWrappedToEnd = Word("document.find.wrapped-end", "Search wrapped to the end")
  /// Said when the query is nowhere in the text: No matches for “{query}”.
  public static let findNoMatches = Word("document.find.none", "No matches for “{query}”")
  /// The title of the overlay that goes to a line: “Go to line”.
  public static let goToLineTitle = Word("document.line.title", "Go to line")
  /// The placeholder of the go-to-line field, `{last}` the last line: “1 to {last}”.
  public static let goToLinePlaceholder = Word("document.line.placeholder", "1 to {last}")
  /// Why a line number is refused: “A line number from 1 to {last}.”
  public static let goToLineInvalid = Word("document.line.invalid", "A line number from 1 to {last}.")

  // Questions.
  /// The title of the question about a file changed on disk: “{name} changed on disk”.
  public static let conflictTitle = Word("document.conflict.title", "{name} changed on disk")
  /// The message of the question about a file changed on disk: “Another program changed it while
  /// you had unsaved edits. Keep mine writes over it; Take theirs loads it (^Z brings yours back);
  /// Save a copy keeps yours beside it.”
  public static let conflictMessage = Word(
    "document.conflict.message",
    "Another program changed it while you had unsaved edits. Keep mine writes over it; Take theirs "
      + "loads it (^Z brings yours back); Save a copy keeps yours beside it.")
  /// The button that writes the user's text over the file: “Keep mine”.
  public static let conflictKeepMine = Word("document.conflict.keep-mine", "Keep mine")
  /// The button that loads the file as it is on disk: “Take theirs”.
  public static let conflictTakeTheirs = Word("document.conflict.take-theirs", "Take theirs")
  /// The button that saves the user's text beside the file: “Save a copy”.
  public static let conflictSaveCopy = Word("document.conflict.save-copy", "Save a copy")
  /// The title of the question about a recovery copy: “Restore unsaved text?”
  public static let recoveryTitle = Word("document.recovery.title", "Restore unsaved text?")
  /// The message of the question about a recovery copy: “A recovery copy of {name} from {time}
  /// ({age}) holds text that was not saved.”
  public static let recoveryMessage = Word(
    "document.recovery.message",
    "A recovery copy of {name} from {time} ({age}) holds text that was not saved.")
  /// The button that restores the recovery copy's text: “Restore”.
  public static let recoveryRestore = Word("document.recovery.restore", "Restore")
  /// The button that discards the recovery copy: “Discard”.
  public static let recoveryDiscard = Word("document.recovery.discard", "Discard")
  /// The button that leaves the recovery copy for later: “Not now”.
  public static let recoveryLater = Word("document.recovery.later", "Not now")
  /// The title of the question when a save failed as the user left: “Not saved”.
  public static let leaveFailedTitle = Word("document.leave.title", "Not saved")
  /// The button that stays in the editor: “Stay”.
  public static let leaveStay = Word("document.leave.stay", "Stay")
  /// The button that tries the save again: “Try again”.
  public static let leaveRetry = Word("document.leave.retry", "Try again")
  /// The button that leaves with the text in a recovery copy: “Leave, keep a recovery copy”.
  public static let leaveKeepingRecovery = Word("document.leave.keep", "Leave, keep a recovery copy")
  /// The button that leaves without the edits: “Leave, lose the edits”.
  public static let leaveDiscarding = Word("document.leave.discard", "Leave, lose the edits")
  /// The message when the text cannot be kept in a recovery copy either: “{reason}. The text cannot
  /// be kept in a recovery copy either: {recovery}.”
  public static let leaveNoRecovery = Word(
    "document.leave.no-recovery", "{reason}. The text cannot be kept in a recovery copy either: {recovery}.")

  // Ages.
  /// The age of something less than a minute old: “just now”.
  public static let ageJustNow = Word("age.just-now", "just now")
  /// An age in minutes: “{count} min ago”.
  public static let ageMinutes = Word("age.minutes", "{count} min ago")
  /// An age in hours: “{count} h ago”.
  public static let ageHours = Word("age.hours", "{count} h ago")
  /// An age in days: “{count} days ago”.
  public static let ageDays = Word("age.days", "{count} days ago")

  // Notices.
  /// Said when the file changed on disk was loaded again: “Reloaded: the file changed on disk”.
  public static let noticeReloaded = Word("document.notice.reloaded", "Reloaded: the file changed on disk")
  /// Said when the file was deleted on disk: “The file was deleted on disk; saving writes it
  /// again”.
  public static let noticeDeleted = Word(
    "document.notice.deleted", "The file was deleted on disk; saving writes it again")
  /// Said once the user's text was saved as a copy: “Your text was saved as {name}”.
  public static let noticeCopySaved = Word("document.notice.copy-saved", "Your text was saved as {name}")
  /// Said once a recovery copy's text was restored: “Unsaved text restored; ^Z undoes it”.
  public static let noticeRestored = Word("document.notice.restored", "Unsaved text restored; ^Z undoes it")
  /// Said when a recovery copy fails, `{reason}` saying why: “{reason}”.
  public static let noticeRecoveryFailed = Word("document.notice.recovery-failed", "{reason}")
  /// Said of a file with NUL bytes: “Read-only: the file holds NUL bytes (binary data)”.
  public static let noticeBinary = Word(
    "document.notice.binary", "Read-only: the file holds NUL bytes (binary data)")
  /// Said of a file the user may not write: “Read-only: you may not write this file”.
  public static let noticeNoPermission = Word(
    "document.notice.no-permission", "Read-only: you may not write this file")
  /// Said of a file on a read-only file system: “Read-only: the file system is read-only”.
  public static let noticeReadOnlyFileSystem = Word(
    "document.notice.read-only-fs", "Read-only: the file system is read-only")
  /// Said of a file in a folder that is not writable: “Read-only: the folder {folder} is not
  /// writable”.
  public static let noticeFolderNotWritable = Word(
    "document.notice.folder", "Read-only: the folder {folder} is not writable")
  /// Said of a damaged recovery copy: “Recovery copy damaged ({problem}): {path}”.
  public static let noticeRecoveryDamaged = Word(
    "document.notice.recovery-damaged", "Recovery copy damaged ({problem}): {path}")
}
