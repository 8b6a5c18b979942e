import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DocumentEditor {
  /// The screen appears: the file is opened (unless the caller did) and loaded as a task.
  public func didAppear(context: ScreenContext<DocumentEditor>) {
    startLoad(context: context)
  }

  /// Opens (when needed) and loads the file in a task that reports the first screen and the
  /// progress.
  func startLoad(context: ScreenContext<DocumentEditor>) {
    let given = file
    let path = self.path
    let store = options.recovery
    let load = options.load
    context.run { (report: TaskReporter) -> DocumentEditorMessage in
      var file: DocumentFile
      if let given {
        file = given
      } else {
        do throws(DocumentError) {
          file = try DocumentFile.open(path, recovery: store)
        } catch {
          return DocumentEditorMessage.openFailed(error)
        }
        report(DocumentEditorMessage.opened(file))
      }
      do throws(DocumentError) {
        guard let document = try await load(file, { report(DocumentEditorMessage.loading($0)) }) else {
          return DocumentEditorMessage.openFailed(
            .cannotRead(path: path, reason: SystemErrorNumber(ECANCELED)))
        }
        return DocumentEditorMessage.loaded(document, at: FileTime.now())
      } catch {
        return DocumentEditorMessage.openFailed(error)
      }
    }
  }

  /// Takes a message of the load.
  func receiveLoad(_ message: DocumentEditorMessage, context: ScreenContext<DocumentEditor>) {
    switch message {
    case .opened(let opened):
      phase.opened(opened)
    case .openFailed(let error):
      let waiting = phase.waiting
      phase = .failed(error)
      context.replay(waiting)
    case .loading(.firstScreen(let text, let progress)):
      // Shown, not edited: the rest is still coming. The keys typed (those before it too)
      // are shown in it as far as they can be, and applied to the whole text once it is
      // there; not at all when they cannot edit (a read-only file) or go first to the
      // question about a recovery copy or to the find bar opened on a search's match.
      textArea = Self.makeTextArea(text, environment: options.environment)
      textArea.highlighter = highlighter
      textArea.isReadOnly = true
      fitTextArea(context: context)
      phase.progressed(progress)
      let showsKeys = findOnOpen == nil && (phase.file.map { !$0.isReadOnly && $0.recovery == nil } ?? false)
      phase.firstScreenShown(showsKeys: showsKeys)
      for event in phase.waiting {
        guard showWhileLoading(event, context: context) else { break }
      }
    case .loading(.progress(let progress)):
      phase.progressed(progress)
    case .loading(.finished(let document)):
      finishLoad(document, loadedAt: nil, context: context)
    case .loaded(let document, let time):
      finishLoad(document, loadedAt: time, context: context)
    default:
      break
    }
  }

  /// The text is all there: editing starts, the counts and the watcher begin, a newer
  /// recovery copy is offered (its age told from `loadedAt`, the real-time clock as the load
  /// finished), and the keys typed meanwhile are handled next: by the editor, by the question
  /// on top of it (a recovery copy offered), or by the app (Ctrl-C), in the order typed,
  /// before anything typed since.
  func finishLoad(
    _ document: LoadedDocument, loadedAt: FileTime?, context: ScreenContext<DocumentEditor>
  ) {
    guard let file else { return }
    let waiting = phase.waiting
    _ = disk.receive(.loaded(document.identity))
    textArea = Self.makeTextArea(document.text, environment: options.environment)
    textArea.highlighter = highlighter
    textArea.lineBreak = document.format.typedLineBreak
    textArea.isReadOnly = file.isReadOnly
    phase = .ready(file, document.format)
    if let shown = file.notices.first(where: { $0.makesReadOnly }) {
      notice = .opened(shown)
    } else if let damaged = file.notices.first(where: {
      if case .damagedRecovery = $0 { true } else { false }
    }) {
      notice = .opened(damaged)
    }
    countWordsAgain(context: context)
    startWatching(context: context)
    if let offered = file.recovery, !file.isReadOnly {
      offerRecovery(offered, loadedAt: loadedAt, context: context)
    }
    if startsAtBody { textArea.selection = TextSelection(caret: Self.bodyStart(of: textArea.storage)) }
    findOnOpen.map { findAtOpen($0) }
    linksDidLoad(context: context)
    refreshCaretPlace()
    context.replay(waiting)
  }

  /// Where the body starts after the front matter that opens `text` (a `---` line, then up
  /// to `frontMatterLineLimit` lines to a closing `---` or `...`); the start when there is
  /// none. O(log n · the header's lines).
  static func bodyStart(of text: TextStorage) -> ByteOffset {
    func line(_ number: Int) -> String {
      let start = text.lineStart(LineNumber(number))
      var shown = Substring(text.string(in: start..<min(text.lineEnd(LineNumber(number)), start + 8)))
      while let last = shown.last, last == " " || last == "\t" || last == "\r" { shown.removeLast() }
      return String(shown)
    }
    guard text.lineCount > 1, line(0) == "---" else { return .zero }
    for number in 1..<min(text.lineCount, frontMatterLineLimit)
    where line(number) == "---" || line(number) == "..." {
      return number + 1 < text.lineCount ? text.lineStart(LineNumber(number + 1)) : text.endOffset
    }
    return .zero
  }

  /// The most lines looked through for the end of a front matter.
  static let frontMatterLineLimit = 200

  /// Starts a full word count of the text now, as a task.
  func countWordsAgain(context: ScreenContext<DocumentEditor>) {
    let generation = words.restart()
    let snapshot = textArea.storage
    context.run {
      DocumentEditorMessage.wordsCounted(generation: generation, count: WordCount.count(in: snapshot))
    }
  }

  /// Takes the changes the text area made since the last look: the version moves, the word
  /// count and column checkpoints follow, and the idle save and recovery copy are scheduled.
  /// Returns whether the text changed.
  @discardableResult
  func absorbChanges(context: ScreenContext<DocumentEditor>) -> Bool {
    guard let changes = textArea.takeChanges() else {
      caret.forgetCheckpoints()
      noteEdit(context: context)
      countWordsAgain(context: context)
      return true
    }
    guard !changes.isEmpty else { return false }
    for change in changes { caret.update(after: change) }
    if !words.note(changes, in: textArea.storage) { countWordsAgain(context: context) }
    noteEdit(context: context)
    return true
  }

  /// The caret's line and cell column, for the status line. O(log n + the line up to the
  /// caret from its checkpoint before it).
  func refreshCaretPlace() {
    caret.refresh(in: textArea.storage, head: textArea.selection.head, tabSize: textArea.tabSize)
  }
}
