/// The notes app `quire` opens: a `DocumentBrowser` on a notes folder (by default
/// `$QUIRE_NOTES_DIR`, else `$XDG_DATA_HOME/quire/notes`, else `~/.local/share/quire/notes`,
/// created when missing), each note opening in the document editor, pushed over it; Esc in
/// the editor saves and comes back.
///
/// ```swift
/// let notes = NotesApp(environment: environment)
/// try notes.createFolder()
/// try await notes.run(in: App(terminal: screen))
/// ```
@MainActor
public struct NotesApp {
  /// The notes folder.
  public var folder: DocumentFolder
  /// Where the histories (the tags chosen before) and the trash are.
  public var paths: XDGPaths
  /// The environment: `HOME` (shown as `~`), `$VISUAL`/`$EDITOR` for the editors.
  public var environment: [String: String]
  /// Whether the app starts on today's note (`quire notes --today`), over the browser.
  public var opensToday = false

  /// The app on `folder`, or on the default notes folder of `environment` when `nil`.
  public init(folder: String? = nil, environment: [String: String]) {
    let paths = XDGPaths(environment: environment)
    self.paths = paths
    self.environment = environment
    self.folder = DocumentFolder(path: folder ?? paths.notesDirectory)
  }

  /// Creates the notes folder (and those on the way) when missing.
  public func createFolder() throws(FolderError) {
    try folder.create()
  }

  /// The browser on the folder, opening notes in the editor, searching them through the
  /// folder's note index (in `$XDG_CACHE_HOME/quire/index`), keeping them in git when the
  /// folder is a work tree and git is on `PATH`.
  public func makeBrowser(strings: Strings = .english) -> DocumentBrowser {
    let index = NoteIndex(folder: folder, environment: environment)
    let browser = DocumentBrowser(
      folder: folder, paths: paths, displayPath: Self.shownPath(folder.path, home: environment["HOME"]),
      environment: environment, index: index, sync: NotesSync(folder: folder.path, environment: environment),
      opener: Self.editorOpener(environment: environment, strings: strings, index: index))
    browser.opensTodayOnAppear = opensToday
    return browser
  }

  /// What a note opens in: the `DocumentEditor`, `‹ Notes` at its top left, looking for what
  /// the search that found the note looked for (the caret on the first match), saving on leave,
  /// and when the app ends under it (Ctrl-C, SIGTERM, SIGHUP: at most `endingSaveLimit`
  /// waiting for the disk, else the text goes to the recovery copy), keeping recovery copies
  /// and backups under the XDG state folder of `environment`. Its links are followed, and its
  /// backlinks listed, through `index` when given (`NoteLinks`); `[[` offers the names of the
  /// folder's notes (`NoteNameCompleter`).
  public static func editorOpener(
    environment: [String: String], strings: Strings = .english, index: NoteIndex? = nil
  ) -> @MainActor (NoteOpening) -> any Screen {
    var options = DocumentEditorOptions(environment: environment)
    options.ending = .save(limit: endingSaveLimit)
    let back = strings[.notes]
    return { opening in
      let editor = noteEditor(
        path: opening.path, history: NoteHistory(), backTitle: back, options: options, index: index)
      editor.findOnOpen = opening.find
      return editor
    }
  }

  /// The editor of the note at `path`, at `history`'s place in the notes followed by link:
  /// Markdown drawn with the links to missing notes faint (asked of the folder's names, not
  /// of the disk), its links followed into editors made the same way.
  static func noteEditor(
    path: String, history: NoteHistory, backTitle: String, options: DocumentEditorOptions, index: NoteIndex?
  ) -> DocumentEditor {
    let editor = DocumentEditor(path: path, backTitle: backTitle, options: options)
    editor.startsAtBody = true
    let folder = DocumentFolder(path: String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]))
    let names = NoteNames(folder: folder, index: index)
    if editor.highlighter != nil {
      editor.highlighter = MarkdownHighlighter { name in names.contains(name) }
      editor.completionMenu = CompletionMenu(
        completer: NoteNameCompleter(
          folder: folder, index: index, current: FolderEntry.stem(of: editor.fileName)))
    }
    editor.links = NoteLinks(folder: folder, names: names, index: index, history: history) { path, history in
      noteEditor(path: path, history: history, backTitle: backTitle, options: options, index: index)
    }
    return editor
  }

  /// The longest the notes app waits for the disk to save a note's unsaved text as it ends.
  public static let endingSaveLimit: Duration = .seconds(2)

  /// Runs the browser in `app` until it is left.
  public func run(in app: App) async throws {
    let browser = makeBrowser(strings: app.strings)
    try await app.run { stack in _ = try await stack.push(browser) }
  }

  /// `path` with the home folder written `~`: `/home/ada/notes` → `~/notes`.
  public static func shownPath(_ path: String, home: String?) -> String {
    guard var home, home.count > 1 else { return path }
    while home.count > 1, home.hasSuffix("/") { home.removeLast() }
    if path == home { return "~" }
    if path.hasPrefix(home + "/") { return "~" + path.dropFirst(home.count) }
    return path
  }
}
