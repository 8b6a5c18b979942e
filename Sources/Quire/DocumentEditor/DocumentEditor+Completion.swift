extension DocumentEditor {
  /// The completion menu's part of an event once the text is loaded: its keys while it
  /// shows (Esc closes it rather than leaving), Ctrl-Space, the mouse on it (in the text's
  /// coordinates). `nil` leaves the event to the editor and the text area.
  func handleCompletion(
    _ event: InputEvent, layout: Layout, context: ScreenContext<DocumentEditor>
  ) -> EventVerdict? {
    guard var menu = completionMenu, isEditable else { return nil }
    var local = event
    if case .mouse(var mouse) = event {
      mouse.column -= layout.text.column
      mouse.row -= layout.text.row
      local = .mouse(mouse)
    }
    let area = TerminalSize(columns: layout.text.columns, rows: layout.text.rows)
    let verdict = menu.handleOwn(local, target: &textArea, area: area, context: context)
    completionMenu = menu
    runCompletionFetch(context: context)
    guard let verdict else { return nil }
    textDidChange(context: context)
    return verdict
  }

  /// After the text area took `event`: the menu follows the edit (a typed `[[` opens it,
  /// typing filters it, the caret leaving the query closes it).
  func followCompletion(_ event: InputEvent, context: ScreenContext<DocumentEditor>) {
    guard var menu = completionMenu, isEditable else { return }
    menu.follow(event, target: &textArea, context: context)
    completionMenu = menu
    runCompletionFetch(context: context)
  }

  /// The completer's answer, for the menu.
  func receiveCompletion(_ message: CompletionMessage, context: ScreenContext<DocumentEditor>) {
    guard var menu = completionMenu else { return }
    menu.receive(message, target: &textArea, context: context)
    completionMenu = menu
  }

  /// Runs the fetch the menu asked for, if any, as the screen's task.
  private func runCompletionFetch(context: ScreenContext<DocumentEditor>) {
    guard var menu = completionMenu else { return }
    context.runCompletion(of: &menu, as: DocumentEditorMessage.completion)
    completionMenu = menu
  }
}
