import QuireDocuments

/// The seed's detail view: a document's file edited on the full screen. It opens the file at
/// a path, or starts a new document there (written at the first save); shows at once and
/// loads the file as a task, drawing the first screen as soon as it is read and the progress
/// in the bar; saves when the user leaves, on Ctrl-S and after a pause, each save a task that
/// never blocks typing; shows its state (`Edited •`, `Saving…`, `Saved ✓`, `Read-only`, the
/// error of a failed save); finds (Ctrl-F) and goes to a line (Ctrl-G).
///
/// ```
///  ‹ Notes                     Groceries.md                             Saved ✓
///  ─────────────────────────────────────────────────────────────────────────────
///  milk, eggs, bread for the weekend
///  ─────────────────────────────────────────────────────────────────────────────
///  Ln 1, Col 34 · 1 line · 6 words                           LF · UTF-8 · 34 B
/// ```
///
/// The file's bytes survive: its line breaks (a typed line break is the file's own), BOM,
/// missing final line break and invalid UTF-8 are written back as read, except where the user
/// edited. A change made on disk by another program is loaded when there are no unsaved edits
/// (one undoable change, the caret kept on its line); with unsaved edits the user chooses
/// (keep mine, take theirs, save a copy), and no save, automatic or not, writes over it
/// meanwhile. While edits are unsaved a recovery copy is kept (`DocumentEditorOptions`); one
/// newer than the file is offered when the document opens. The editor finishes with how it
/// ended: `.saved`, `.unchanged`, or `.failed` with where the text was kept.
@MainActor
public final class DocumentEditor: Screen {
  public typealias Result = DocumentEditorResult

  /// Where the document is being opened or loaded, or that it is ready.
  enum Phase {
    case opening
    case loading(LoadProgress)
    case ready
    case failed(DocumentError)
  }

  /// The path as the caller gave it.
  public let path: String
  /// The label of the way back, at the left of the bar (`‹ Notes`); `nil` says `Back`.
  public var backTitle: String?
  /// How it saves, keeps recovery copies, watches and loads.
  public let options: DocumentEditorOptions
  /// The screen's own keys (back, save, find, go to line); the text area's follow them.
  public var keyMap: KeyMap<DocumentEditorAction>
  /// The text area: the text, its selection and undo, its view.
  public internal(set) var textArea: TextArea

  var phase = Phase.opening
  /// The file, once opened.
  var file: DocumentFile?
  /// How the file's bytes are laid out around its text, for saving them back.
  var format = TextFormat.newFile
  /// The file as last read or written, `nil` for one not on disk.
  var diskIdentity: FileIdentity?
  /// Events that came while loading, handled once the text is there.
  var waitingEvents: [InputEvent] = []
  /// When the load finished (the real-time clock, read by the load task), to tell the age of
  /// a recovery copy.
  var loadedAt: FileTime?

  /// A number that moves with every change of the text.
  var editVersion = 0
  /// The `editVersion` whose text is on disk.
  var savedVersion = 0
  /// The `editVersion` whose text is in the recovery copy (or on disk).
  var recoveryVersion = 0
  /// The save running, if any.
  var saving: SaveInFlight?
  /// Whether another save was asked for while one ran.
  var saveRequested = false
  /// Why the last save failed, until one succeeds.
  var saveError: DocumentError?
  /// The version whose save failed: the idle save does not try it again.
  var failedVersion: Int?
  /// Whether a save succeeded while the editor was open.
  var didSave = false
  /// Whether the user asked to leave: the editor finishes once the text is saved, and what
  /// is typed meanwhile waits for the screen that comes next.
  public internal(set) var isLeaving = false
  /// Whether the file was deleted on disk since it was read.
  var isDeletedOnDisk = false
  /// A change on disk met with unsaved edits, until the user answers.
  var conflict: FileChange?
  /// The reading of the file again after a change on disk, while it runs.
  var reload = DocumentReload.idle
  /// Whether the question about `conflict` is on screen.
  var isAskingAboutConflict = false
  /// Changes noticed while a save ran, looked at once it is done.
  var noticesDuringSave: [FileChangeNotice] = []
  /// The watcher of the file, once loaded.
  var watcher: DocumentWatcher?

  /// When the text was last edited (the app's time).
  var lastEdit: Duration = .zero
  /// When the first edit not yet in the recovery copy was made.
  var firstUnkeptEdit: Duration?
  /// Whether a timer for the idle save, and one for the recovery copy, are set.
  var autosaveTimerSet = false
  var recoveryTimerSet = false
  /// Whether a recovery copy is being written or removed.
  var recoveryBusy = false
  /// Whether the recovery copy should be removed once the current write ends.
  var recoveryRemovalWaiting = false
  /// The recovery copy written while open, if any.
  public internal(set) var recoveryPath: String?

  /// The number of words, kept up to date as the text changes.
  var words = WordCount()
  /// Column checkpoints for the caret's column in long lines, told of every change.
  var columnCheckpoints = LineColumnCheckpoints()
  /// The caret's line and cell column, from 0, as of the last event.
  var caretPlace = (line: 0, column: 0)

  /// The find bar, while it is open, and the last search (kept for the next Ctrl-F).
  var findBar: FindBar?
  var lastQuery = ""
  /// What the editor has to tell the user, until the next key.
  var notice: DocumentEditorNotice?
  /// The mouse on the page: a drag in the text, a press on the back label.
  var pointer = PagePointer<DocumentEditorAction>()

  /// An editor of the document at `path`: opened as the screen appears (a missing file is a
  /// new document), `backTitle` at the left of the bar.
  public init(
    path: String, backTitle: String? = nil, options: DocumentEditorOptions = DocumentEditorOptions()
  ) {
    self.path = path
    self.backTitle = backTitle
    self.options = options
    self.keyMap = Self.defaultKeyMap
    self.textArea = Self.makeTextArea(TextStorage(), environment: options.environment)
    textArea.isReadOnly = true
  }

  /// An editor of `file`, already opened by the caller (`DocumentFile.open`, which refuses
  /// what cannot be edited before anything is drawn).
  public convenience init(
    file: DocumentFile, backTitle: String? = nil, options: DocumentEditorOptions = DocumentEditorOptions()
  ) {
    self.init(path: file.path, backTitle: backTitle, options: options)
    self.file = file
    phase = .loading(LoadProgress(bytesRead: 0, totalBytes: file.byteCount))
  }

  /// A text area for `text`, the caret at its start, recording its changes for the counts.
  static func makeTextArea(_ text: TextStorage, environment: [String: String]) -> TextArea {
    var area = TextArea(
      buffer: TextBuffer(text, selection: TextSelection(caret: .zero)), environment: environment)
    area.recordsChanges = true
    return area
  }

  /// The file's name, as the bar shows it.
  var fileName: String {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    return trimmed.split(separator: "/").last.map(String.init) ?? path
  }

  /// Whether the text has edits that are not on disk.
  public var hasUnsavedEdits: Bool { editVersion != savedVersion }

  /// Whether the text is all loaded and can be edited (unless the file is read-only).
  public var isLoaded: Bool {
    if case .ready = phase { return true }
    return false
  }

  /// Why the file could not be opened or loaded, if it could not.
  public var openError: DocumentError? {
    if case .failed(let error) = phase { return error }
    return nil
  }

  /// Whether a save is running.
  public var isSaving: Bool { saving != nil }

  /// Why the last save failed, until one succeeds.
  public var lastSaveError: DocumentError? { saveError }

  /// Whether the document may be saved.
  var isEditable: Bool {
    guard case .ready = phase, let file else { return false }
    return !file.isReadOnly
  }

  public func helpItems(context: DrawContext) -> [HelpItem] {
    if let findBar { return findBar.helpItems(context.strings) }
    guard case .ready = phase else {
      return keyMap.helpItems(context.strings) { $0 == .back }
    }
    return keyMap.helpItems(context.strings) { action in action != .save || self.isEditable }
      + textArea.helpItems(context.strings)
  }
}

/// A save that is running: the version of the text it writes.
struct SaveInFlight {
  var version: Int
  /// Whether it writes over a change on disk the user chose to overwrite.
  var overwrites: Bool
  /// How it ends, for a save that must follow it while the app ends (`saveBeforeEnding`).
  var ticket: SaveTicket
}
