/// The words of the document editor: its help bar, its states, its status line, find, go to
/// line, and the questions it asks about a file changed on disk, a recovery copy and a save
/// that failed as the user left. Words with `{name}` are templates (`Strings.text(_:_:)`).
extension Word {
  // The bar and the help bar.
  public static let backTitle = Word("document.back-title", "Back")
  public static let helpBack = Word("help.back", "back")
  public static let helpFind = Word("help.find", "find")
  public static let helpGoToLine = Word("help.go-to-line", "line")
  // `helpNext` is the form's word; the find bar's "previous" is not the form's "back".
  public static let helpPreviousMatch = Word("help.previous-match", "previous")
  public static let helpClose = Word("help.close", "close")

  // The state at the right of the bar.
  public static let stateOpening = Word("document.state.opening", "Opening…")
  public static let stateLoading = Word("document.state.loading", "Loading {percent}%")
  public static let stateEdited = Word("document.state.edited", "Edited •")
  public static let stateSaving = Word("document.state.saving", "Saving…")
  public static let stateSaved = Word("document.state.saved", "Saved ✓")
  public static let stateNew = Word("document.state.new", "New file")
  public static let stateDeleted = Word("document.state.deleted", "Deleted on disk")
  public static let stateChangedOnDisk = Word("document.state.changed-on-disk", "Changed on disk")
  public static let stateNotSaved = Word("document.state.not-saved", "Not saved: {reason}")
  public static let stateNotOpened = Word("document.state.not-opened", "Not opened")

  // The status line.
  public static let statusPosition = Word("document.status.position", "Ln {line}, Col {column}")
  public static let statusWords = Word("document.status.words", "{count} words")
  public static let statusOneWord = Word("document.status.one-word", "1 word")
  public static let statusLines = Word("document.status.lines", "{count} lines")
  public static let statusOneLine = Word("document.status.one-line", "1 line")
  public static let formatUTF8 = Word("document.format.utf8", "UTF-8")
  public static let formatUTF8WithMark = Word("document.format.utf8-bom", "UTF-8 BOM")
  public static let formatNotUTF8 = Word("document.format.not-utf8", "not UTF-8")
  public static let formatMixedBreaks = Word("document.format.mixed", "mixed {kind}")

  // Find and go to line.
  public static let findLabel = Word("document.find.label", "Find:")
  public static let findIgnoringCase = Word("document.find.any-case", "any case")
  public static let findMatchingCase = Word("document.find.match-case", "match case")
  public static let findWrappedToStart = Word("document.find.wrapped-start", "Search wrapped to the start")
  public static let findWrappedToEnd = Word("document.find.wrapped-end", "Search wrapped to the end")
  public static let findNoMatches = Word("document.find.none", "No matches for “{query}”")
  public static let goToLineTitle = Word("document.line.title", "Go to line")
  public static let goToLinePlaceholder = Word("document.line.placeholder", "1 to {last}")
  public static let goToLineInvalid = Word("document.line.invalid", "A line number from 1 to {last}.")

  // Questions.
  public static let conflictTitle = Word("document.conflict.title", "{name} changed on disk")
  public static let conflictMessage = Word(
    "document.conflict.message",
    "Another program changed it while you had unsaved edits. Keep mine writes over it; Take theirs "
      + "loads it (^Z brings yours back); Save a copy keeps yours beside it.")
  public static let conflictKeepMine = Word("document.conflict.keep-mine", "Keep mine")
  public static let conflictTakeTheirs = Word("document.conflict.take-theirs", "Take theirs")
  public static let conflictSaveCopy = Word("document.conflict.save-copy", "Save a copy")
  public static let recoveryTitle = Word("document.recovery.title", "Restore unsaved text?")
  public static let recoveryMessage = Word(
    "document.recovery.message",
    "A recovery copy of {name} from {time} ({age}) holds text that was not saved.")
  public static let recoveryRestore = Word("document.recovery.restore", "Restore")
  public static let recoveryDiscard = Word("document.recovery.discard", "Discard")
  public static let recoveryLater = Word("document.recovery.later", "Not now")
  public static let leaveFailedTitle = Word("document.leave.title", "Not saved")
  public static let leaveStay = Word("document.leave.stay", "Stay")
  public static let leaveRetry = Word("document.leave.retry", "Try again")
  public static let leaveKeepingRecovery = Word("document.leave.keep", "Leave, keep a recovery copy")
  public static let leaveDiscarding = Word("document.leave.discard", "Leave, lose the edits")
  public static let leaveNoRecovery = Word(
    "document.leave.no-recovery", "{reason}. The text cannot be kept in a recovery copy either: {recovery}.")

  // Ages.
  public static let ageJustNow = Word("age.just-now", "just now")
  public static let ageMinutes = Word("age.minutes", "{count} min ago")
  public static let ageHours = Word("age.hours", "{count} h ago")
  public static let ageDays = Word("age.days", "{count} days ago")

  // Notices.
  public static let noticeReloaded = Word("document.notice.reloaded", "Reloaded: the file changed on disk")
  public static let noticeDeleted = Word(
    "document.notice.deleted", "The file was deleted on disk; saving writes it again")
  public static let noticeCopySaved = Word("document.notice.copy-saved", "Your text was saved as {name}")
  public static let noticeRestored = Word("document.notice.restored", "Unsaved text restored; ^Z undoes it")
  public static let noticeRecoveryFailed = Word("document.notice.recovery-failed", "{reason}")
  public static let noticeBinary = Word(
    "document.notice.binary", "Read-only: the file holds NUL bytes (binary data)")
  public static let noticeNoPermission = Word(
    "document.notice.no-permission", "Read-only: you may not write this file")
  public static let noticeReadOnlyFileSystem = Word(
    "document.notice.read-only-fs", "Read-only: the file system is read-only")
  public static let noticeFolderNotWritable = Word(
    "document.notice.folder", "Read-only: the folder {folder} is not writable")
  public static let noticeRecoveryDamaged = Word(
    "document.notice.recovery-damaged", "Recovery copy damaged ({problem}): {path}")
}
