extension InputOverlay {
  /// Return and Esc (or the keys set for Okay and Cancel) answer; every other key, and a
  /// paste, goes to the field. A click on the field places its caret, on a button presses
  /// it; every other mouse event is taken, so nothing reaches the screen behind.
  public func handle(_ event: InputEvent, context: ScreenContext<InputOverlay>) -> EventVerdict {
    let area = context.area
    let layout = layout(in: TerminalSize(columns: area.columns, rows: area.rows), strings: context.strings)
    if !area.isEmpty { field.width = layout.field.columns }
    switch event {
    case .key(let key):
      if let action = keys.action(for: key) {
        perform(action, context: context)
        return .consumed
      }
      return field.handle(event, context: context)
    case .paste:
      return field.handle(event, context: context)
    case .mouse(let mouse):
      handleMouse(mouse, layout: layout, context: context)
      return .consumed
    default:
      return .ignored
    }
  }

  private func handleMouse(_ mouse: MouseEvent, layout: Layout, context: ScreenContext<InputOverlay>) {
    let inField =
      mouse.row == layout.field.row && mouse.column >= layout.field.column
      && mouse.column < layout.field.endColumn
    if inField || field.dragAnchor != nil {
      var local = mouse
      local.column -= layout.field.column
      local.row -= layout.field.row
      if field.handle(.mouse(local), context: context) == .consumed { return }
    }
    guard let origin = layout.buttonsOrigin else { return }
    var local = mouse
    local.column -= origin.column
    local.row -= origin.row
    if case .activated(let index) = buttons.handle(local, layout: layout.buttons) {
      perform(buttons.buttons[index].value, context: context)
    }
  }
}
