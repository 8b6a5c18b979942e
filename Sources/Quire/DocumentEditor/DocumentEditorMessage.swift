import QuireDocuments

/// What the document editor's tasks and timers send it.
public enum DocumentEditorMessage: Sendable {
  /// The file was opened (a new document when it does not exist).
  case opened(DocumentFile)
  /// Opening or loading failed.
  case openFailed(DocumentError)
  /// The load read its first screen, or more.
  case loading(DocumentLoadEvent)
  /// The load finished, at `time` of the real-time clock.
  case loaded(LoadedDocument, at: FileTime)
  /// A save of the text of `version` ended; `overwriting` says it wrote over a change on
  /// disk the user chose to overwrite.
  case saved(version: Int, overwriting: Bool, Swift.Result<SaveResult, DocumentError>)
  /// The idle pause may be over.
  case autosaveDue
  /// An edit has waited long enough for the recovery copy.
  case recoveryDue
  /// The recovery copy of the text of `version` was written, or not.
  case recoveryWritten(version: Int, Swift.Result<RecoveryInfo, DocumentError>)
  /// The recovery copy was removed, or not.
  case recoveryRemoved(DocumentError?)
  /// The recovery copy the user chose to restore was read, or not.
  case recoveryRead(Swift.Result<RecoveredDocument, DocumentError>)
  /// The watcher noticed a change of the file.
  case changeNoticed(FileChangeNotice)
  /// The file was read again after a change on disk, to load it.
  case reloaded(Swift.Result<LoadedDocument, DocumentError>)
  /// The text was saved as a conflict copy, or not.
  case conflictCopySaved(Swift.Result<String, DocumentError>)
  /// The full word count numbered `generation` is done.
  case wordsCounted(generation: Int, count: Int)
  /// The outcome of the text area's `$EDITOR` hand-off, for the text area.
  case textArea(TextAreaMessage)
  /// The completer's answer, for the completion menu.
  case completion(CompletionMessage)
  /// What the links' tasks found (`DocumentEditor+Links`).
  case links(NoteLinksMessage)
}
