import QuireDocuments

extension DocumentEditor {
  /// Handles an event: while the file loads, the keys typed wait for the text (Esc before
  /// any leaves at once); once it is there, the find bar takes the keys while open, then the
  /// editor's own keys, then the text area's. A notice stays until the next key.
  public func handle(_ event: InputEvent, context: ScreenContext<DocumentEditor>) -> EventVerdict {
    defer { context.handOffEditor(of: &textArea, as: DocumentEditorMessage.textArea) }
    let layout = fitTextArea(context: context)
    if case .key = event { notice = nil }
    switch phase {
    case .opening, .loading:
      return handleWhileLoading(event, layout: layout, context: context)
    case .failed:
      guard case .key(let key) = event, keyMap.action(for: key) == .back else { return .ignored }
      leave(context: context)
      return .consumed
    case .ready:
      break
    }
    if find.bar != nil { return handleFind(event, layout: layout, context: context) }
    if let verdict = handleCompletion(event, layout: layout, context: context) { return verdict }
    if let verdict = handleLinks(event, context: context) { return verdict }
    if case .mouse(let mouse) = event { return handle(mouse, layout: layout, context: context) }
    if case .key(let key) = event, let action = keyMap.action(for: key) {
      perform(action, context: context)
      return .consumed
    }
    let verdict = textArea.handle(event, context: context)
    textDidChange(context: context)
    followCompletion(event, context: context)
    return verdict
  }

  /// While loading: the wheel scrolls the first screen; keys and pastes wait, in order, for
  /// the text (`finishLoad` hands them back to the app then), so that every key lands, and
  /// are shown in the first screen meanwhile as far as they can be (`showWhileLoading`).
  /// With nothing waiting, Esc leaves at once and a key the editor has no use for (Ctrl-C)
  /// goes to the app now; after a waiting key they wait too, so that Esc leaves, saving,
  /// with the keys before it applied.
  private func handleWhileLoading(
    _ event: InputEvent, layout: Layout, context: ScreenContext<DocumentEditor>
  ) -> EventVerdict {
    switch event {
    case .key(let key):
      if phase.waiting.isEmpty {
        if keyMap.action(for: key) == .back {
          leave(context: context)
          return .consumed
        }
        if !takesOnceLoaded(key) { return .ignored }
      }
      phase.wait(event)
      showWhileLoading(event, context: context)
      return .consumed
    case .paste:
      phase.wait(event)
      showWhileLoading(event, context: context)
      return .consumed
    case .mouse(let mouse) where [.wheelUp, .wheelDown].contains(mouse.kind):
      return textArea.handle(event, context: context)
    default:
      return .ignored
    }
  }

  /// Whether the editor, once loaded, does something with `key`: one of its own keys, the
  /// text area's, or a character typed.
  private func takesOnceLoaded(_ key: KeyEvent) -> Bool {
    if keyMap.action(for: key) != nil || textArea.keyMap.action(for: key) != nil { return true }
    guard case .character = key.key else { return false }
    return key.modifiers.subtracting(.shift).isEmpty
  }

  /// Sets the text area's viewport to where the screen was last drawn, and returns that
  /// layout.
  @discardableResult
  func fitTextArea(context: ScreenContext<DocumentEditor>) -> Layout {
    let layout = layout(for: context)
    if !layout.text.isEmpty {
      textArea.viewport = TerminalSize(columns: layout.text.columns, rows: layout.text.rows)
    }
    return layout
  }

  /// After the text area handled something: its changes are taken and the caret's place
  /// read again.
  func textDidChange(context: ScreenContext<DocumentEditor>) {
    absorbChanges(context: context)
    refreshCaretPlace()
  }

  /// Does what one of the editor's own keys asks.
  public func perform(_ action: DocumentEditorAction, context: ScreenContext<DocumentEditor>) {
    switch action {
    case .back:
      leave(context: context)
    case .save:
      guard isEditable else { return }
      handleSave(.saveAsked(conflict: disk.hasConflict, deleted: disk.isDeleted), context: context)
    case .find:
      openFind(context: context)
    case .goToLine:
      askForLine(context: context)
    }
  }

  /// Takes a message of a task or timer: the load's, a save's, the recovery copy's, the
  /// watcher's, and the text area's own (the `$EDITOR` hand-off).
  public func receive(_ message: DocumentEditorMessage, context: ScreenContext<DocumentEditor>) {
    switch message {
    case .textArea(let message):
      textArea.receive(message, context: context)
      textDidChange(context: context)
    case .opened, .openFailed, .loading, .loaded:
      receiveLoad(message, context: context)
    case .saved(let version, let overwriting, let outcome):
      receiveSave(version: version, overwriting: overwriting, outcome, context: context)
      linksSaveEnded(context: context)
    case .autosaveDue:
      handleSave(.idleSaveDue(at: context.now, conflict: disk.hasConflict), context: context)
    case .recoveryDue:
      handleRecovery(.due(versions, at: context.now), context: context)
    case .recoveryWritten(let version, let outcome):
      handleRecovery(
        .written(version: version, outcome.map(\.recoveryPath), versions, at: context.now), context: context)
    case .recoveryRemoved(let error):
      handleRecovery(.removed(error, versions, at: context.now), context: context)
    case .recoveryRead(let outcome):
      receiveRecoveryRead(outcome, context: context)
      refreshCaretPlace()
    case .changeNoticed(let notice):
      receiveChange(notice, context: context)
    case .reloaded(let outcome):
      receiveReload(outcome, context: context)
      refreshCaretPlace()
    case .conflictCopySaved(let outcome):
      handleDisk(.copySaved(outcome), context: context)
    case .wordsCounted(let generation, let count):
      words.finish(generation: generation, count: count)
    case .completion(let message):
      receiveCompletion(message, context: context)
    case .links(let message):
      receiveLinks(message, context: context)
    }
  }
}
