extension Alert {
  /// The focus keys move the focus; Return finishes with the focused button's value and Esc
  /// with `nil`; a click on a button finishes with its value. Every other mouse event and
  /// paste is taken, so nothing reaches the screen behind; other keys are left to the app
  /// (an alert edits nothing, so Ctrl-Z suspends).
  public func handle(_ event: InputEvent, context: ScreenContext<Value>) -> EventVerdict {
    switch event {
    case .key(let key):
      if buttons.handle(key) == .consumed { return .consumed }
      switch keys.action(for: key) {
      case .okay:
        if let value = buttons.currentValue { context.finish(value) }
        return .consumed
      case .cancel:
        context.cancel()
        return .consumed
      case nil:
        return .ignored
      }
    case .mouse(var mouse):
      let area = context.area
      let layout = buttonsLayout(
        in: TerminalSize(columns: area.columns, rows: area.rows), strings: context.strings)
      mouse.column -= layout.origin.column
      mouse.row -= layout.origin.row
      if case .activated(let index) = buttons.handle(mouse, layout: layout.buttons) {
        context.finish(buttons.buttons[index].value)
      }
      return .consumed
    case .paste:
      return .consumed
    default:
      return .ignored
    }
  }
}
