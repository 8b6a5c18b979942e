import QuireDocuments

extension DocumentEditor {
  /// Hands `event` to the save cycle and carries out what it says.
  func handleSave(_ event: DocumentSaveCycle.Event, context: ScreenContext<DocumentEditor>) {
    for effect in saveCycle.receive(event) {
      switch effect {
      case .write(let run):
        write(run, context: context)
      case .scheduleIdleSave(let delay):
        context.send(DocumentEditorMessage.autosaveDue, after: delay)
      case .askAboutConflict:
        handleDisk(.askAboutConflict, context: context)
      case .askAboutFailedLeave(let error):
        askAboutFailedLeave(error, context: context)
      case .finish:
        finishLeaving(context: context)
      }
    }
  }

  /// Writes the text as it is at this moment, as a task, as `run` says: edits made
  /// meanwhile stay unsaved (and are saved next). Written over a change on disk only when
  /// the user said so; a deleted file is written again.
  private func write(_ run: DocumentSaveRun, context: ScreenContext<DocumentEditor>) {
    guard let file else { return }
    let snapshot = textArea.storage
    let format = self.format
    let saveOptions = SaveOptions(
      expected: disk.expectedIdentity(overwriting: run.overwrites), backupFolder: options.backupFolder)
    let target = file.resolvedPath
    context.run {
      let outcome: Swift.Result<SaveResult, DocumentError>
      do throws(DocumentError) {
        outcome = .success(try SafeSave.save(snapshot, format: format, to: target, options: saveOptions))
      } catch {
        outcome = .failure(error)
      }
      run.ticket.finish(outcome)
      return DocumentEditorMessage.saved(version: run.version, overwriting: run.overwrites, outcome)
    }
  }

  /// Saves the text now, on another thread, as the app ends (`DocumentEditorEnding.save`):
  /// after the save running, if any, and waiting for the disk at most `limit`; whether the
  /// text is on disk. A change on disk waiting for the user's answer is not written over.
  func saveBeforeEnding(limit: Duration) -> Bool {
    guard isEditable, !disk.hasConflict, let file else { return false }
    let deadline = ContinuousClock.now + limit
    let running = saveCycle.running
    // The save running writes this very text: waiting for it is enough.
    let ticket =
      running.flatMap { $0.version == versions.edit ? $0.ticket : nil }
      ?? SafeSave.start(
        textArea.storage, format: format, to: file.resolvedPath,
        options: SaveOptions(
          expected: disk.expectedIdentity(overwriting: false), backupFolder: options.backupFolder),
        after: running?.ticket)
    guard case .success(let saved)? = ticket.wait(until: deadline) else { return false }
    // Both only record: the app ends, nothing is carried out.
    _ = disk.receive(.savedBeforeEnding(saved.identity))
    _ = saveCycle.receive(.savedBeforeEnding)
    removeRecoveryNow()
    return true
  }

  /// Takes the outcome of a save: the save cycle first (the versions), then the recovery
  /// copy and the disk (the changes noticed while it ran), then what followed the save.
  func receiveSave(
    version: Int, overwriting: Bool, _ outcome: Swift.Result<SaveResult, DocumentError>,
    context: ScreenContext<DocumentEditor>
  ) {
    let ended: DocumentSaveCycle.Outcome
    let onDisk: DocumentDiskState.SaveOutcome
    switch outcome {
    case .success(let saved):
      (ended, onDisk) = (.saved, .saved(saved.identity))
    case .failure(.changedOnDisk(_, let change)):
      (ended, onDisk) = (.changedOnDisk, .changedOnDisk(change))
    case .failure(let error):
      (ended, onDisk) = (.failed(error), .failed)
    }
    handleSave(.ended(version: version, ended), context: context)
    if case .success = outcome {
      phase.fileWritten()
      handleRecovery(.saved(version: version, versions), context: context)
    }
    handleDisk(
      .saveEnded(onDisk, overwrote: overwriting, unsaved: hasUnsavedEdits), context: context)
    handleSave(.settled(conflict: disk.hasConflict), context: context)
  }

  /// Notes an edit: the version moves, and the idle save and the recovery copy are due.
  func noteEdit(context: ScreenContext<DocumentEditor>) {
    handleSave(.edited(at: context.now), context: context)
    handleRecovery(.edited(versions, at: context.now), context: context)
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
      guard isEditable else {
        finishLeaving(context: context)
        return
      }
      handleSave(.leaveAsked(conflict: disk.hasConflict), context: context)
    }
  }

  /// Finishes with how the document ended: saved, or unchanged. A recovery copy no longer
  /// needed is removed first.
  func finishLeaving(context: ScreenContext<DocumentEditor>) {
    if !hasUnsavedEdits { removeRecoveryNow() }
    context.finish(saveCycle.hasSaved ? .saved : .unchanged)
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
      handleSave(.stay, context: context)
    case .retry:
      handleSave(.retry(conflict: disk.hasConflict), context: context)
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
