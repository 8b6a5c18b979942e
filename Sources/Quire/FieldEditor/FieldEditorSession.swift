/// One opening of a field editor: the editor screen, the binding it was opened with and the
/// value it started from, until the text is written or dropped. Kept alive by the stack's
/// completion handlers while its screens are up.
@MainActor
final class FieldEditorSession {
  let title: String
  let binding: TextBinding
  let screen: TextAreaScreen
  weak var stack: NavigationStack?
  /// The bound value the editing started from (or was last shown to differ from).
  private var original: String
  /// The editor's entry while it is on the stack.
  private var editorEntry: Int?
  /// Called once the session ends, with whether it wrote the text.
  var onEnd: (@MainActor (Bool) -> Void)?

  init(title: String, binding: TextBinding, screen: TextAreaScreen, stack: NavigationStack) {
    self.title = title
    self.binding = binding
    self.screen = screen
    self.stack = stack
    self.original = binding.get()
  }

  /// Pushes the editor (again, after a conflict, without sliding it in).
  func present(animated: Bool = true) {
    editorEntry = stack?.insert(screen, animated: animated) { [self] outcome in editorEnded(outcome) }
  }

  /// Done writes the text unless the bound value changed meanwhile to something else, in
  /// which case the editor comes back at once with the question over it. Cancel writes
  /// nothing.
  private func editorEnded(_ outcome: Result<String?, any Error>) {
    guard editorEntry != nil else { return }
    editorEntry = nil
    guard case .success(let edited?) = outcome else { return end(wrote: false) }
    let current = binding.get()
    guard edited != original else { return end(wrote: false) }
    guard current == original || current == edited else {
      return ask(edited: edited, theirs: current)
    }
    if current != edited { binding.set(edited) }
    end(wrote: true)
  }

  private func ask(edited: String, theirs: String) {
    guard let stack, let strings = stack.app?.strings else { return }
    present(animated: false)
    let alert = Alert<FieldEditorConflict>(
      title: strings[.changedMeanwhile].replacing("{name}", with: title),
      message: strings[.changedMeanwhileMessage],
      buttons: [
        Button(.word(.overwrite), value: .overwrite, role: .destructive),
        Button(.word(.keepTheirs), value: .keepTheirs),
        Button(.word(.keepEditing), value: .keepEditing, role: .cancel),
      ], defaultIndex: 2)
    stack.insert(alert) { [self] outcome in
      guard case .success(let answer) = outcome else { return }
      switch answer {
      case .overwrite:
        binding.set(edited)
        closeEditor(wrote: true)
      case .keepTheirs:
        closeEditor(wrote: false)
      case .keepEditing, nil:
        original = theirs
      }
    }
  }

  private func closeEditor(wrote: Bool) {
    if let entry = editorEntry {
      editorEntry = nil
      stack?.finish(entry, with: .success(nil))
    }
    end(wrote: wrote)
  }

  private func end(wrote: Bool) {
    guard let onEnd else { return }
    self.onEnd = nil
    onEnd(wrote)
  }
}
