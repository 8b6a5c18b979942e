import QuireDocuments

extension DocumentEditor {
  /// Watches the file for changes by other programs, as a task that reports each one.
  func startWatching(context: ScreenContext<DocumentEditor>) {
    guard let interval = options.watchInterval, let file else { return }
    let watcher = DocumentWatcher(path: file.resolvedPath, identity: disk.identity, interval: interval)
    self.watcher = watcher
    context.run { (report: TaskReporter) -> DocumentEditorMessage in
      for await notice in watcher.changes() { report(DocumentEditorMessage.changeNoticed(notice)) }
      return DocumentEditorMessage.changeNoticed(FileChangeNotice(change: .unchanged, identity: nil))
    }
  }

  /// Hands `event` to the disk state and carries out what it says; the text read again, if
  /// it is to be loaded, is `reloaded`.
  func handleDisk(
    _ event: DocumentDiskState.Event, reloaded: LoadedDocument? = nil,
    context: ScreenContext<DocumentEditor>
  ) {
    for effect in disk.receive(event) {
      switch effect {
      case .reload:
        readAgain(context: context)
      case .askAboutConflict:
        askAboutConflict(context: context)
      case .acknowledge(let identity):
        watcher?.acknowledge(identity)
      case .takeText(let copy):
        if let reloaded { take(reloaded, copy: copy, context: context) }
      case .showDeleted:
        notice = .deleted
      case .report(let error):
        notice = .failed(error)
      case .saveOverwriting:
        handleSave(.keepMine, context: context)
      case .saveCopy:
        saveConflictCopy(context: context)
      case .stay:
        handleSave(.stay, context: context)
      }
    }
  }

  /// Takes a change the watcher noticed, once the text is loaded.
  func receiveChange(_ notice: FileChangeNotice, context: ScreenContext<DocumentEditor>) {
    guard case .ready = phase else { return }
    handleDisk(.noticed(notice, unsaved: hasUnsavedEdits, saving: isSaving), context: context)
  }

  /// Reads the file again as a task, to load it in place of the text.
  private func readAgain(context: ScreenContext<DocumentEditor>) {
    guard let file else { return }
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

  /// Takes the file read again.
  func receiveReload(
    _ outcome: Swift.Result<LoadedDocument, DocumentError>, context: ScreenContext<DocumentEditor>
  ) {
    let document = try? outcome.get()
    handleDisk(
      .reloaded(outcome.map(\.identity), unsaved: hasUnsavedEdits), reloaded: document, context: context)
  }

  /// Loads the text read again in place of the document's, as one undoable change, the
  /// caret kept on its line and column; it counts as saved. `copy` is where a conflict copy
  /// of the text was saved first, if one was.
  private func take(_ document: LoadedDocument, copy: String?, context: ScreenContext<DocumentEditor>) {
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
    handleSave(.reloaded, context: context)
    notice = copy.map { .copySaved(path: $0) } ?? .reloaded
    handleRecovery(.reloaded(versions), context: context)
  }

  /// Asks what to do about the file changed on disk under unsaved edits: keep mine (write
  /// over it), take theirs (load it; undo brings mine back), or save mine as a copy beside
  /// it and load theirs. Esc leaves the question for the next save.
  private func askAboutConflict(context: ScreenContext<DocumentEditor>) {
    let strings = context.strings
    let alert = Alert(
      title: strings.text(.conflictTitle, ["name": fileName]), message: strings[.conflictMessage],
      buttons: [
        Button(.word(.conflictKeepMine), value: ConflictAnswer.keepMine),
        Button(.word(.conflictTakeTheirs), value: ConflictAnswer.takeTheirs),
        Button(.word(.conflictSaveCopy), value: ConflictAnswer.saveCopy),
      ])
    context.push(alert) { [weak self] answer in
      self?.handleDisk(.answered(answer), context: context)
    }
  }

  /// Saves the text as a conflict copy beside the file, as a task; then theirs is loaded.
  private func saveConflictCopy(context: ScreenContext<DocumentEditor>) {
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
}

/// The answers to a file changed on disk under unsaved edits.
enum ConflictAnswer: Hashable, Sendable {
  case keepMine, takeTheirs, saveCopy
}
