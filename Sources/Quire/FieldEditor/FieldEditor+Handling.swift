extension FieldEditor {
  /// Return or a left click opens the editor; the release of the click is taken too.
  public mutating func handle(_ event: InputEvent, context: EventContext) -> EventVerdict {
    switch event {
    case .key(let key):
      guard keys.action(for: key) == .open else { return .ignored }
      open(context: context)
      return .consumed
    case .mouse(let mouse) where mouse.button == .left:
      if mouse.kind == .press { open(context: context) }
      return mouse.kind == .press || mouse.kind == .release ? .consumed : .ignored
    default:
      return .ignored
    }
  }

  /// Pushes the editor over the current screen, starting from the bound text; Done writes
  /// back through the binding as it is now (asking first when the value changed meanwhile).
  /// Does nothing without an app.
  public func open(context: EventContext) {
    guard let stack = context.app?.stack else { return }
    present(in: stack)
  }

  /// Pushes the editor onto `stack`.
  func present(in stack: NavigationStack) {
    var area = TextArea(text: binding.get())
    area.environment = environment
    FieldEditorSession(
      title: title, binding: binding, screen: TextAreaScreen(title: title, textArea: area), stack: stack
    ).present()
  }
}
