import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DocumentEditor {
  /// Hands `event` to the recovery copy and carries out what it says.
  func handleRecovery(_ event: DocumentRecoveryCopy.Event, context: ScreenContext<DocumentEditor>) {
    for effect in recovery.receive(event) {
      switch effect {
      case .schedule(let delay):
        context.send(DocumentEditorMessage.recoveryDue, after: delay)
      case .write(let version):
        writeRecovery(version: version, context: context)
      case .remove:
        removeRecovery(context: context)
      case .report(let error):
        notice = .failed(error)
      }
    }
  }

  /// Writes the text as it is now (version `version`) to the recovery copy, as a task.
  private func writeRecovery(version: Int, context: ScreenContext<DocumentEditor>) {
    guard let store = options.recovery, let file else { return }
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

  /// Removes the recovery copy (the text is on disk), as a task.
  private func removeRecovery(context: ScreenContext<DocumentEditor>) {
    guard let store = options.recovery, let file else { return }
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

  /// Removes the recovery copy now, on this thread, if there is one (the editor finishes,
  /// or the app ends, with the text on disk).
  func removeRecoveryNow() {
    guard recovery.path != nil, let store = options.recovery, let file else { return }
    try? store.remove(for: file.resolvedPath)
    _ = recovery.receive(.removedNow)
  }

  /// Writes the recovery copy now, on this thread (the app is ending, or the user leaves a
  /// text that could not be saved); returns its path.
  func keepRecoveryNow() -> Swift.Result<String, DocumentError> {
    guard let store = options.recovery, let file else {
      return .failure(.cannotKeepRecovery(path: path, reason: SystemErrorNumber(EINVAL)))
    }
    do throws(DocumentError) {
      let info = try store.write(textArea.storage, format: format, for: file.resolvedPath)
      _ = recovery.receive(.keptNow(path: info.recoveryPath, version: versions.edit))
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
    guard recovery.needsKeeping(versions) else { return }
    _ = keepRecoveryNow()
  }

  /// Offers the recovery copy `info`, newer than the file: restore it, discard it, or leave
  /// it for later.
  func offerRecovery(
    _ info: RecoveryInfo, loadedAt: FileTime?, context: ScreenContext<DocumentEditor>
  ) {
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
        self.handleRecovery(.discard(path: info.recoveryPath), context: context)
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
      handleRecovery(.restored(path: recovered.info.recoveryPath, version: versions.edit), context: context)
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
