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

  /// Opening, loading (with the file and the keys typed meanwhile), ready, or failed.
  var phase = DocumentEditorPhase.opening(waiting: [])
  /// The versions edited and saved, the save running, the failure, the leave.
  var saveCycle: DocumentSaveCycle
  /// The recovery copy: its version, the write or removal running, its timer.
  var recovery: DocumentRecoveryCopy
  /// The file on disk: its identity, deletion, a conflict and its question, the reload.
  var disk = DocumentDiskState()
  /// The watcher of the file, once loaded.
  var watcher: DocumentWatcher?

  /// The number of words, kept up to date as the text changes.
  var words = WordCount()
  /// The caret's line and column as of the last event, for the status line.
  var caret = CaretPlace()
  /// The find bar while it is open, and the last search.
  var find = DocumentFind()
  /// What to look for once the text is loaded: the find bar opens with it, the caret on the
  /// first match (from the top) and every match highlighted; nothing opens when it does not
  /// occur. Set before the editor appears (a search's result opened from the notes).
  public var findOnOpen: String?
  /// Whether the caret starts after the front matter (the `---` header of tags and a
  /// description), at the start of the body, as a note opened from the notes does; else at
  /// the start of the text. `findOnOpen` goes first when it finds something.
  public var startsAtBody = false
  /// What styles the text: Markdown for a `.md` or `.markdown` file, else nothing (the
  /// text in the theme's text style). Set before the editor appears (the notes app gives one
  /// that knows which linked notes exist).
  public var highlighter: (any TextHighlighter)?
  /// The completion menu the text offers, opened by its completer (the notes app's note
  /// names after `[[`); `nil`, the default, for none. Set before the editor appears.
  public var completionMenu: CompletionMenu?
  /// What the editor has to tell the user, until the next key.
  var notice: DocumentEditorNotice?
  /// The mouse on the page: a drag in the text, a press on the back label.
  var pointer = PagePointer<DocumentEditorAction>()
  /// The links between notes, in the notes app (`NotesApp` gives them): following, going
  /// back, backlinks. `nil` has no link keys.
  public var links: NoteLinks?

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
    saveCycle = DocumentSaveCycle(idleDelay: options.autosaveDelay)
    recovery = DocumentRecoveryCopy(delay: options.recovery.map { _ in options.recoveryDelay })
    textArea.isReadOnly = true
    highlighter = Self.isMarkdown(path) ? MarkdownHighlighter() : nil
  }

  /// Whether the file at `path` is Markdown, by its extension.
  static func isMarkdown(_ path: String) -> Bool {
    let lowered = path.lowercased()
    return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
  }

  /// An editor of `file`, already opened by the caller (`DocumentFile.open`, which refuses
  /// what cannot be edited before anything is drawn).
  public convenience init(
    file: DocumentFile, backTitle: String? = nil, options: DocumentEditorOptions = DocumentEditorOptions()
  ) {
    self.init(path: file.path, backTitle: backTitle, options: options)
    phase.opened(file)
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

  /// The file, once opened.
  var file: DocumentFile? { phase.file }

  /// How the file's bytes are laid out around its text, for saving them back.
  var format: TextFormat {
    get { phase.format }
    set { phase.format = newValue }
  }

  /// The versions of the text: edited, and on disk.
  var versions: DocumentVersions { saveCycle.versions }

  /// Whether the text has edits that are not on disk.
  public var hasUnsavedEdits: Bool { versions.hasUnsavedEdits }

  /// Whether the user asked to leave: the editor finishes once the text is saved, and what
  /// is typed meanwhile waits for the screen that comes next.
  public var isLeaving: Bool { saveCycle.isLeaving }

  /// The recovery copy written while open, if any.
  public var recoveryPath: String? { recovery.path }

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
  public var isSaving: Bool { saveCycle.running != nil }

  /// Why the last save failed, until one succeeds.
  public var lastSaveError: DocumentError? { saveCycle.failure?.error }

  /// Whether the document may be saved.
  var isEditable: Bool {
    guard case .ready(let file, _) = phase else { return false }
    return !file.isReadOnly
  }

  public func helpItems(context: DrawContext) -> [HelpItem] {
    if let bar = find.bar { return bar.helpItems(context.strings) }
    if let items = completionMenu?.helpItems(over: textArea, in: textArea.viewport, strings: context.strings),
      !items.isEmpty
    {
      return items
    }
    guard case .ready = phase else {
      return keyMap.helpItems(context.strings) { $0 == .back }
    }
    return keyMap.helpItems(context.strings) { action in action != .save || self.isEditable }
      + linkHelpItems(context.strings) + textArea.helpItems(context.strings)
  }
}
