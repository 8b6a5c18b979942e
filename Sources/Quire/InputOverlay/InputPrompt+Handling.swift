extension InputPrompt {
  /// Return and Esc answer; other keys and pastes go to the field; a click on the field
  /// places its caret.
  public func handle(_ event: InputEvent, context: ScreenContext<InputPrompt>) -> EventVerdict {
    let layout = layout(width: context.area.columns, strings: context.strings)
    if !context.area.isEmpty { field.width = layout.field.columns }
    switch event {
    case .key(let key):
      if let action = keys.action(for: key) {
        switch action {
        case .okay:
          if let text = field.accept() { context.finish(text) } else { context.ringBell() }
        case .cancel:
          context.cancel()
        }
        return .consumed
      }
      return field.handle(event, context: context)
    case .paste:
      return field.handle(event, context: context)
    case .mouse(var mouse):
      mouse.column -= layout.field.column
      mouse.row -= layout.field.row
      return field.handle(.mouse(mouse), context: context)
    default:
      return .ignored
    }
  }
}
