import QuireDocuments

extension DocumentEditor {
  /// Saves the text now, as a task: the text as it is at this moment is written, and edits
  /// made meanwhile stay unsaved (and are saved next). While another save runs, this one
  /// follows it. While a change on disk waits for the user's answer, nothing is written
  /// unless `overwriting` says the answer was to write over it.
  func save(context: ScreenContext<DocumentEditor>, overwriting: Bool = false) {
    guard isEditable, let file else { return }
    if conflict != nil, !overwriting {
      askAboutConflict(context: context)
      return
    }
    if saving != nil {
      saveRequested = true
      return
    }
    let version = editVersion
    let snapshot = textArea.storage
    let format = self.format
    // Written over a change on disk only when the user said so; a deleted file is written again.
    let expected = overwriting || isDeletedOnDisk ? nil : diskIdentity
    let saveOptions = SaveOptions(expected: expected, backupFolder: options.backupFolder)
    let ticket = SaveTicket()
    saving = SaveInFlight(version: version, overwrites: overwriting, ticket: ticket)
    let target = file.resolvedPath
    context.run {
      let outcome: Swift.Result<SaveResult, DocumentError>
      do throws(DocumentError) {
        outcome = .success(try SafeSave.save(snapshot, format: format, to: target, options: saveOptions))
      } catch {
        outcome = .failure(error)
      }
      ticket.finish(outcome)
      return DocumentEditorMessage.saved(version: version, outcome)
    }
  }

  /// Saves the text now, on another thread, as the app ends (`DocumentEditorEnding.save`):
  /// after the save running, if any, and waiting for the disk at most `limit`; whether the
  /// text is on disk. A change on disk waiting for the user's answer is not written over.
  func saveBeforeEnding(limit: Duration) -> Bool {
    guard isEditable, conflict == nil, let file else { return false }
    let deadline = ContinuousClock.now + limit
    let expected = isDeletedOnDisk ? nil : diskIdentity
    // The save running writes this very text: waiting for it is enough.
    let ticket =
      saving.flatMap { $0.version == editVersion ? $0.ticket : nil }
      ?? SafeSave.start(
        textArea.storage, format: format, to: file.resolvedPath,
        options: SaveOptions(expected: expected, backupFolder: options.backupFolder), after: saving?.ticket)
    guard case .success(let saved)? = ticket.wait(until: deadline) else { return false }
    diskIdentity = saved.identity
    savedVersion = editVersion
    didSave = true
    if recoveryPath != nil, let store = options.recovery {
      try? store.remove(for: file.resolvedPath)
      recoveryPath = nil
    }
    return true
  }

  /// Takes the outcome of a save.
  func receiveSave(
    version: Int, _ outcome: Swift.Result<SaveResult, DocumentError>,
    context: ScreenContext<DocumentEditor>
  ) {
    let overwrote = saving?.overwrites ?? false
    saving = nil
    switch outcome {
    case .success(let saved):
      diskIdentity = saved.identity
      watcher?.acknowledge(saved.identity)
      savedVersion = version
      recoveryVersion = max(recoveryVersion, version)
      saveError = nil
      failedVersion = nil
      didSave = true
      isDeletedOnDisk = false
      file?.exists = true
      if overwrote { conflict = nil }
      if !hasUnsavedEdits {
        firstUnkeptEdit = nil
        removeRecovery(context: context)
      }
    case .failure(.changedOnDisk(_, let change)):
      conflict = change
      askAboutConflict(context: context)
    case .failure(let error):
      saveError = error
      failedVersion = version
      if isLeaving { askAboutFailedLeave(error, context: context) }
    }
    let noticed = noticesDuringSave
    noticesDuringSave.removeAll()
    for notice in noticed { receiveChange(notice, context: context) }
    if saveRequested {
      saveRequested = false
      if hasUnsavedEdits { save(context: context) }
    }
    if isLeaving, saving == nil, saveError == nil, conflict == nil {
      if hasUnsavedEdits { save(context: context) } else { finishLeaving(context: context) }
    }
  }

  /// Notes an edit: the version moves, and the idle save and the recovery copy are due.
  func noteEdit(context: ScreenContext<DocumentEditor>) {
    editVersion += 1
    lastEdit = context.now
    if firstUnkeptEdit == nil { firstUnkeptEdit = context.now }
    scheduleAutosave(context: context)
    scheduleRecovery(context: context)
  }

  /// Sets the idle save's timer for `autosaveDelay` after the last edit, unless one is set.
  func scheduleAutosave(context: ScreenContext<DocumentEditor>) {
    guard let delay = options.autosaveDelay, !autosaveTimerSet else { return }
    autosaveTimerSet = true
    context.send(DocumentEditorMessage.autosaveDue, after: max(.zero, lastEdit + delay - context.now))
  }

  /// The idle save's timer: saves if the pause has lasted, else waits for the rest of it. A
  /// save that failed is tried again only after another edit.
  func receiveAutosaveDue(context: ScreenContext<DocumentEditor>) {
    autosaveTimerSet = false
    guard let delay = options.autosaveDelay, hasUnsavedEdits, case .ready = phase else { return }
    if context.now < lastEdit + delay {
      scheduleAutosave(context: context)
      return
    }
    guard failedVersion != editVersion, conflict == nil else { return }
    save(context: context)
  }

  /// Leaves: saves first when there are unsaved edits (the editor finishes once they are on
  /// disk; a failed save asks what to do), else finishes at once.
  func leave(context: ScreenContext<DocumentEditor>) {
    switch phase {
    case .opening, .loading:
      context.finish(.unchanged)
    case .failed(let error):
      context.finish(.failed(DocumentEditorFailure(error: error)))
    case .ready:
      guard hasUnsavedEdits, isEditable else {
        finishLeaving(context: context)
        return
      }
      isLeaving = true
      if conflict != nil {
        askAboutConflict(context: context)
      } else if let saveError, saving == nil, failedVersion == editVersion {
        askAboutFailedLeave(saveError, context: context)
      } else {
        save(context: context)
      }
    }
  }

  /// Finishes with how the document ended: saved, or unchanged. A recovery copy no longer
  /// needed is removed first.
  func finishLeaving(context: ScreenContext<DocumentEditor>) {
    if !hasUnsavedEdits, recoveryPath != nil, let store = options.recovery, let file {
      try? store.remove(for: file.resolvedPath)
      recoveryPath = nil
    }
    context.finish(didSave ? .saved : .unchanged)
  }

  /// Asks what to do about a save that failed as the user left: stay, try again, or leave
  /// with the text kept in a recovery copy (or, with none possible, lose the edits).
  func askAboutFailedLeave(_ error: DocumentError, context: ScreenContext<DocumentEditor>) {
    let strings = context.strings
    var buttons: [Button<LeaveAnswer>] = [
      Button(.word(.leaveStay), value: .stay, role: .cancel),
      Button(.word(.leaveRetry), value: .retry),
    ]
    if options.recovery != nil {
      buttons.append(Button(.word(.leaveKeepingRecovery), value: .keepRecovery))
    } else {
      buttons.append(Button(.word(.leaveDiscarding), value: .discard, role: .destructive))
    }
    let alert = Alert(
      title: strings[.leaveFailedTitle], message: "\(error)", buttons: buttons, defaultIndex: 0)
    context.push(alert) { [weak self] answer in
      self?.answerFailedLeave(answer ?? .stay, error: error, context: context)
    }
  }

  private func answerFailedLeave(
    _ answer: LeaveAnswer, error: DocumentError, context: ScreenContext<DocumentEditor>
  ) {
    switch answer {
    case .stay:
      isLeaving = false
    case .retry:
      failedVersion = nil
      save(context: context)
    case .keepRecovery:
      switch keepRecoveryNow() {
      case .success(let path):
        context.finish(.failed(DocumentEditorFailure(error: error, recoveryPath: path)))
      case .failure(let recoveryError):
        let strings = context.strings
        let alert = Alert(
          title: strings[.leaveFailedTitle],
          message: strings.text(.leaveNoRecovery, ["reason": "\(error)", "recovery": "\(recoveryError)"]),
          buttons: [
            Button(.word(.leaveStay), value: LeaveAnswer.stay, role: .cancel),
            Button(.word(.leaveDiscarding), value: LeaveAnswer.discard, role: .destructive),
          ])
        context.push(alert) { [weak self] second in
          self?.answerFailedLeave(second == .discard ? .discard : .stay, error: error, context: context)
        }
      }
    case .discard:
      context.finish(.failed(DocumentEditorFailure(error: error, discarded: true)))
    }
  }
}

/// The answers to a save that failed as the user left.
enum LeaveAnswer: Hashable, Sendable {
  case stay, retry, keepRecovery, discard
}
