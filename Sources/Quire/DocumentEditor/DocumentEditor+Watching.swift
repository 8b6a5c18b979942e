import QuireDocuments

extension DocumentEditor {
  /// Watches the file for changes by other programs, as a task that reports each one.
  func startWatching(context: ScreenContext<DocumentEditor>) {
    guard let interval = options.watchInterval, let file else { return }
    let watcher = DocumentWatcher(path: file.resolvedPath, identity: diskIdentity, interval: interval)
    self.watcher = watcher
    context.run { (report: TaskReporter) -> DocumentEditorMessage in
      for await notice in watcher.changes() { report(DocumentEditorMessage.changeNoticed(notice)) }
      return DocumentEditorMessage.changeNoticed(FileChangeNotice(change: .unchanged, identity: nil))
    }
  }

  /// Takes a change the watcher noticed. The editor's own saves are ignored (a notice that
  /// comes while a save runs waits for its outcome). Deleted: the text stays, marked, and
  /// the next save writes the file again. Changed with no unsaved edits: loaded again; with
  /// unsaved edits: the user is asked.
  func receiveChange(_ notice: FileChangeNotice, context: ScreenContext<DocumentEditor>) {
    guard case .ready = phase, notice.change != .unchanged else { return }
    if saving != nil {
      noticesDuringSave.append(notice)
      return
    }
    if let identity = notice.identity, identity == diskIdentity { return }
    switch notice.change {
    case .unchanged:
      return
    case .deleted:
      guard !isDeletedOnDisk else { return }
      isDeletedOnDisk = true
      diskIdentity = nil
      self.notice = .deleted
    case .changed, .replaced:
      isDeletedOnDisk = false
      if hasUnsavedEdits {
        conflict = notice.change
        askAboutConflict(context: context)
      } else {
        reloadFile(context: context)
      }
    }
  }

  /// Reads the file again as a task, to load it in place of the text, for `purpose`: taking
  /// theirs replaces unsaved edits too, following a change does not (a reload that finds new
  /// edits becomes a question). The user's answer given while a reload runs applies to the
  /// text it reads.
  func reloadFile(context: ScreenContext<DocumentEditor>, for purpose: DocumentReload = .following) {
    guard let file else { return }
    let wasRunning = reload.isRunning
    if purpose.replacesEdits || !wasRunning { reload = purpose }
    guard !wasRunning else { return }
    let target = file.resolvedPath
    context.run {
      do throws(DocumentError) {
        let opened = try DocumentFile.open(target)
        guard let document = try await DocumentLoad(opened).load() else {
          return DocumentEditorMessage.reloaded(
            .failure(.cannotRead(path: target, reason: SystemErrorNumber(0))))
        }
        return DocumentEditorMessage.reloaded(.success(document))
      } catch {
        return DocumentEditorMessage.reloaded(.failure(error))
      }
    }
  }

  /// Takes the file read again: its text replaces the document's as one undoable change,
  /// the caret kept on its line and column, and it counts as saved. When the user took
  /// theirs as they left, the editor stays, showing theirs.
  func receiveReload(
    _ outcome: Swift.Result<LoadedDocument, DocumentError>, context: ScreenContext<DocumentEditor>
  ) {
    let finished = reload
    reload = .idle
    if finished.replacesEdits { isLeaving = false }
    switch outcome {
    case .failure(let error):
      notice = .failed(error)
    case .success(let document):
      if hasUnsavedEdits, !finished.replacesEdits {
        // Typed while the file was read: the user decides.
        conflict = .changed
        askAboutConflict(context: context)
        return
      }
      let text = textArea.storage
      let head = textArea.selection.head
      let line = text.lineNumber(at: head)
      let column = text.cellColumn(of: head, tabSize: textArea.tabSize)
      textArea.replaceText(with: document.text.allBytes, at: context.now)
      absorbChanges(context: context)
      let loaded = textArea.storage
      let kept = LineNumber(min(line.value, loaded.lineCount - 1))
      textArea.selection = TextSelection(
        caret: loaded.offset(in: kept, atCellColumn: column, tabSize: textArea.tabSize))
      format = document.format
      textArea.lineBreak = format.typedLineBreak
      diskIdentity = document.identity
      watcher?.acknowledge(document.identity)
      savedVersion = editVersion
      recoveryVersion = editVersion
      firstUnkeptEdit = nil
      saveError = nil
      failedVersion = nil
      isDeletedOnDisk = false
      conflict = nil
      if case .takingTheirs(let copy?) = finished {
        notice = .copySaved(path: copy)
      } else {
        notice = .reloaded
      }
      removeRecovery(context: context)
    }
  }

  /// Asks what to do about the file changed on disk under unsaved edits: keep mine (write
  /// over it), take theirs (load it; undo brings mine back), or save mine as a copy beside
  /// it and load theirs. Esc leaves the question for the next save.
  func askAboutConflict(context: ScreenContext<DocumentEditor>) {
    guard !isAskingAboutConflict else { return }
    isAskingAboutConflict = true
    let strings = context.strings
    let alert = Alert(
      title: strings.text(.conflictTitle, ["name": fileName]), message: strings[.conflictMessage],
      buttons: [
        Button(.word(.conflictKeepMine), value: ConflictAnswer.keepMine),
        Button(.word(.conflictTakeTheirs), value: ConflictAnswer.takeTheirs),
        Button(.word(.conflictSaveCopy), value: ConflictAnswer.saveCopy),
      ])
    context.push(alert) { [weak self] answer in
      guard let self else { return }
      self.isAskingAboutConflict = false
      switch answer {
      case .keepMine:
        self.save(context: context, overwriting: true)
      case .takeTheirs:
        self.reloadFile(context: context, for: .takingTheirs(copy: nil))
      case .saveCopy:
        self.saveConflictCopy(context: context)
      case nil:
        self.isLeaving = false
      }
    }
  }

  /// Saves the text as a conflict copy beside the file, as a task; then theirs is loaded.
  func saveConflictCopy(context: ScreenContext<DocumentEditor>) {
    guard let file else { return }
    let snapshot = textArea.storage
    let format = self.format
    let target = file.resolvedPath
    context.run {
      do throws(DocumentError) {
        let copy = try ConflictCopy.save(snapshot, format: format, beside: target)
        return DocumentEditorMessage.conflictCopySaved(.success(copy))
      } catch {
        return DocumentEditorMessage.conflictCopySaved(.failure(error))
      }
    }
  }

  /// Takes the outcome of saving a conflict copy: on success theirs is loaded; on failure
  /// the editor stays with the text, saying why (a leave the question interrupted ends).
  func receiveConflictCopy(
    _ outcome: Swift.Result<String, DocumentError>, context: ScreenContext<DocumentEditor>
  ) {
    switch outcome {
    case .success(let copy):
      reloadFile(context: context, for: .takingTheirs(copy: copy))
    case .failure(let error):
      isLeaving = false
      notice = .failed(error)
    }
  }
}

/// The answers to a file changed on disk under unsaved edits.
enum ConflictAnswer: Hashable, Sendable {
  case keepMine, takeTheirs, saveCopy
}
