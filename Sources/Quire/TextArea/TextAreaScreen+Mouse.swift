extension TextAreaScreen {
  /// A mouse event in the screen's coordinates: in the text (or a drag that began there) it
  /// goes to the area; the wheel anywhere scrolls the text; a click (press and release on the
  /// same thing) on Cancel or Done, or on an item of the inline help line, performs it.
  func handle(_ mouse: MouseEvent, layout: Layout, context: ScreenContext<String>) -> EventVerdict {
    let place = CellPosition(column: mouse.column, row: mouse.row)
    let isWheel = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight].contains(mouse.kind)
    if isDraggingText || isWheel || mouse.kind == .press && layout.text.contains(place) {
      if mouse.kind == .press { isDraggingText = true }
      if mouse.kind == .release { isDraggingText = false }
      var local = mouse
      local.column -= layout.text.column
      local.row -= layout.text.row
      return textArea.handle(.mouse(local), context: context)
    }
    let target = target(at: place, layout: layout, context: context)
    switch mouse.kind {
    case .press:
      pressed = target
    case .release:
      defer { pressed = nil }
      guard let target, target == pressed else { break }
      switch target {
      case .screen(let action): perform(action, context: context)
      case .area(let action): textArea.perform(action, context: context)
      }
    default:
      return .ignored
    }
    return target == nil ? .ignored : .consumed
  }

  /// The button or help item at `place`, if any.
  private func target(at place: CellPosition, layout: Layout, context: ScreenContext<String>)
    -> TextAreaScreenTarget?
  {
    let strings = context.strings
    let surface = context.drawContext.surface
    if surface == .fullScreen, place.row == layout.bar,
      let buttons = Self.buttons(columns: context.area.columns, strings: strings)
    {
      if buttons.cancel.contains(place.column) { return .screen(.cancel) }
      if buttons.done.contains(place.column) { return .screen(.done) }
    }
    if let help = layout.help, place.row == help, textArea.notice == nil {
      let entries = helpEntries(strings)
      let spans = HelpBar.spans(
        of: entries.map(\.item), from: layout.text.column, columns: context.area.columns)
      if let index = spans.firstIndex(where: { $0.contains(place.column) }) { return entries[index].target }
    }
    return nil
  }
}
