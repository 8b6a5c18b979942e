import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DocumentEditor {
  /// Sets the recovery copy's timer for `recoveryDelay` after the first edit not kept in it,
  /// unless one is set.
  func scheduleRecovery(context: ScreenContext<DocumentEditor>) {
    guard options.recovery != nil, !recoveryTimerSet, let first = firstUnkeptEdit else { return }
    recoveryTimerSet = true
    context.send(
      DocumentEditorMessage.recoveryDue, after: max(.zero, first + options.recoveryDelay - context.now))
  }

  /// The recovery copy's timer: writes the text to it when an unsaved edit has waited long
  /// enough.
  func receiveRecoveryDue(context: ScreenContext<DocumentEditor>) {
    recoveryTimerSet = false
    guard let first = firstUnkeptEdit, hasUnsavedEdits, recoveryVersion != editVersion else { return }
    if context.now < first + options.recoveryDelay {
      scheduleRecovery(context: context)
      return
    }
    writeRecovery(context: context)
  }

  /// Writes the text as it is now to the recovery copy, as a task (one at a time: the edits
  /// made meanwhile wait for the next).
  func writeRecovery(context: ScreenContext<DocumentEditor>) {
    guard let store = options.recovery, let file, !recoveryBusy else { return }
    recoveryBusy = true
    firstUnkeptEdit = nil
    let version = editVersion
    let snapshot = textArea.storage
    let format = self.format
    let target = file.resolvedPath
    context.run {
      do throws(DocumentError) {
        let info = try store.write(snapshot, format: format, for: target)
        return DocumentEditorMessage.recoveryWritten(version: version, .success(info))
      } catch {
        return DocumentEditorMessage.recoveryWritten(version: version, .failure(error))
      }
    }
  }

  /// Takes the outcome of writing the recovery copy.
  func receiveRecoveryWritten(
    version: Int, _ outcome: Swift.Result<RecoveryInfo, DocumentError>,
    context: ScreenContext<DocumentEditor>
  ) {
    recoveryBusy = false
    switch outcome {
    case .success(let info):
      recoveryVersion = max(recoveryVersion, version)
      recoveryPath = info.recoveryPath
    case .failure(let error):
      notice = .failed(error)
    }
    if recoveryRemovalWaiting || !hasUnsavedEdits {
      recoveryRemovalWaiting = false
      removeRecovery(context: context)
    } else {
      scheduleRecovery(context: context)
    }
  }

  /// Removes the recovery copy (the text is on disk), as a task, after the write running.
  func removeRecovery(context: ScreenContext<DocumentEditor>) {
    guard recoveryPath != nil, let store = options.recovery, let file else { return }
    if recoveryBusy {
      recoveryRemovalWaiting = true
      return
    }
    recoveryBusy = true
    let target = file.resolvedPath
    context.run {
      do throws(DocumentError) {
        try store.remove(for: target)
        return DocumentEditorMessage.recoveryRemoved(nil)
      } catch {
        return DocumentEditorMessage.recoveryRemoved(error)
      }
    }
  }

  /// Takes the outcome of removing the recovery copy.
  func receiveRecoveryRemoved(_ error: DocumentError?, context: ScreenContext<DocumentEditor>) {
    recoveryBusy = false
    if let error {
      notice = .failed(error)
    } else {
      recoveryPath = nil
    }
    if hasUnsavedEdits, firstUnkeptEdit != nil { scheduleRecovery(context: context) }
  }

  /// Writes the recovery copy now, on this thread (the app is ending, or the user leaves a
  /// text that could not be saved); returns its path.
  func keepRecoveryNow() -> Swift.Result<String, DocumentError> {
    guard let store = options.recovery, let file else {
      return .failure(.cannotKeepRecovery(path: path, reason: SystemErrorNumber(EINVAL)))
    }
    do throws(DocumentError) {
      let info = try store.write(textArea.storage, format: format, for: file.resolvedPath)
      recoveryPath = info.recoveryPath
      recoveryVersion = editVersion
      return .success(info.recoveryPath)
    } catch {
      return .failure(error)
    }
  }

  /// The app is ending without the editor finishing (Ctrl-C, a signal, the terminal gone):
  /// unsaved edits are saved when `options.ending` says so, else (or when that fails) they
  /// go to the recovery copy now.
  public func willTerminate(context: ScreenContext<DocumentEditor>) {
    guard case .ready = phase, hasUnsavedEdits else { return }
    if case .save(let limit) = options.ending, saveBeforeEnding(limit: limit) { return }
    guard recoveryVersion != editVersion || recoveryPath == nil else { return }
    _ = keepRecoveryNow()
  }

  /// Offers the recovery copy `info`, newer than the file: restore it, discard it, or leave
  /// it for later.
  func offerRecovery(_ info: RecoveryInfo, context: ScreenContext<DocumentEditor>) {
    let strings = context.strings
    let age = loadedAt.map { Self.age(from: info.savedAt, to: $0, strings: strings) } ?? ""
    let message = strings.text(
      .recoveryMessage, ["name": fileName, "time": info.savedAt.localText, "age": age])
    let alert = Alert(
      title: strings[.recoveryTitle], message: message,
      buttons: [
        Button(.word(.recoveryRestore), value: RecoveryAnswer.restore),
        Button(.word(.recoveryDiscard), value: RecoveryAnswer.discard, role: .destructive),
        Button(.word(.recoveryLater), value: RecoveryAnswer.later, role: .cancel),
      ])
    guard let store = options.recovery else { return }
    context.push(alert) { [weak self] answer in
      guard let self else { return }
      switch answer {
      case .restore:
        context.run {
          do throws(DocumentError) {
            return DocumentEditorMessage.recoveryRead(.success(try store.read(info.recoveryPath)))
          } catch {
            return DocumentEditorMessage.recoveryRead(.failure(error))
          }
        }
      case .discard:
        self.recoveryPath = info.recoveryPath
        self.removeRecovery(context: context)
      case .later, nil:
        break
      }
    }
  }

  /// Takes a recovery copy read back: its text replaces the document's as one undoable
  /// change, unsaved; a damaged copy is reported and changes nothing.
  func receiveRecoveryRead(
    _ outcome: Swift.Result<RecoveredDocument, DocumentError>, context: ScreenContext<DocumentEditor>
  ) {
    switch outcome {
    case .success(let recovered):
      textArea.replaceText(with: recovered.text.allBytes, at: context.now)
      format = recovered.format
      textArea.lineBreak = format.typedLineBreak
      absorbChanges(context: context)
      recoveryPath = recovered.info.recoveryPath
      recoveryVersion = editVersion
      firstUnkeptEdit = nil
      notice = .restored
    case .failure(let error):
      notice = .failed(error)
    }
  }

  /// How long ago `then` was at `now`, in words: just now, minutes, hours or days.
  static func age(from then: FileTime, to now: FileTime, strings: Strings) -> String {
    let seconds = max(0, (now.nanosecondsSinceEpoch - then.nanosecondsSinceEpoch) / 1_000_000_000)
    if seconds < 60 { return strings[.ageJustNow] }
    if seconds < 3600 { return strings.text(.ageMinutes, ["count": String(seconds / 60)]) }
    if seconds < 86_400 { return strings.text(.ageHours, ["count": String(seconds / 3600)]) }
    return strings.text(.ageDays, ["count": String(seconds / 86_400)])
  }
}

/// The answers to a recovery copy offered when a document opens.
enum RecoveryAnswer: Hashable, Sendable {
  case restore, discard, later
}
