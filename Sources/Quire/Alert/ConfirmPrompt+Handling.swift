extension ConfirmPrompt {
  /// The focus keys move the focus, Return and a click answer, Esc cancels; other keys are
  /// left to the app (a confirmation edits nothing, so Ctrl-Z suspends).
  public func handle(_ event: InputEvent, context: ScreenContext<Bool>) -> EventVerdict {
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
      let layout = layout(width: context.area.columns, strings: context.strings)
      mouse.column -= layout.origin
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
