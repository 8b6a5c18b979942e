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
      file = opened
      phase = .loading(LoadProgress(bytesRead: 0, totalBytes: opened.byteCount))
    case .openFailed(let error):
      phase = .failed(error)
      replayWaitingEvents(context: context)
    case .loading(.firstScreen(let text, let progress)):
      // Shown, not edited: the rest is still coming.
      textArea = Self.makeTextArea(text, environment: options.environment)
      textArea.isReadOnly = true
      phase = .loading(progress)
    case .loading(.progress(let progress)):
      phase = .loading(progress)
    case .loading(.finished(let document)), .loaded(let document, _):
      if case .loaded(_, let time) = message { loadedAt = time }
      finishLoad(document, context: context)
    default:
      break
    }
  }

  /// The text is all there: editing starts, the counts and the watcher begin, a newer
  /// recovery copy is offered, and the keys typed meanwhile are handled next.
  func finishLoad(_ document: LoadedDocument, context: ScreenContext<DocumentEditor>) {
    guard let file else { return }
    format = document.format
    diskIdentity = document.identity
    textArea = Self.makeTextArea(document.text, environment: options.environment)
    textArea.lineBreak = format.typedLineBreak
    textArea.isReadOnly = file.isReadOnly
    phase = .ready
    if let shown = file.notices.first(where: { $0.makesReadOnly }) {
      notice = .opened(shown)
    } else if let damaged = file.notices.first(where: {
      if case .damagedRecovery = $0 { true } else { false }
    }) {
      notice = .opened(damaged)
    }
    countWordsAgain(context: context)
    startWatching(context: context)
    if let recovery = file.recovery, !file.isReadOnly {
      offerRecovery(recovery, context: context)
    }
    refreshCaretPlace()
    replayWaitingEvents(context: context)
  }

  /// Gives the keys and pastes that came while loading back to the app, to be handled now in
  /// the order typed, before anything typed since: by the editor, by the question on top of
  /// it (a recovery copy offered), or by the app (Ctrl-C).
  func replayWaitingEvents(context: ScreenContext<DocumentEditor>) {
    let waiting = waitingEvents
    waitingEvents.removeAll()
    context.replay(waiting)
  }

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
      columnCheckpoints.removeAll()
      noteEdit(context: context)
      countWordsAgain(context: context)
      return true
    }
    guard !changes.isEmpty else { return false }
    for change in changes { columnCheckpoints.update(after: change) }
    if !words.note(changes, in: textArea.storage) { countWordsAgain(context: context) }
    noteEdit(context: context)
    return true
  }

  /// The caret's line and cell column, for the status line. O(log n + the line up to the
  /// caret from its checkpoint before it).
  func refreshCaretPlace() {
    let text = textArea.storage
    let head = textArea.selection.head
    let line = text.lineNumber(at: head).value
    let column = text.cellColumn(of: head, tabSize: textArea.tabSize, checkpoints: &columnCheckpoints)
    caretPlace = (line, column)
  }
}
