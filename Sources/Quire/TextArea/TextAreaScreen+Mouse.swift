extension TextAreaScreen {
  /// A mouse event in the screen's coordinates: in the text (or a drag that began there) it
  /// goes to the area; the wheel anywhere scrolls the text; a click (press and release on the
  /// same thing) on Cancel or Done, or on an item of the inline help line, performs it.
  func handle(_ mouse: MouseEvent, layout: PageLayout, context: ScreenContext<TextAreaScreen>) -> EventVerdict
  {
    switch pointer.route(
      mouse, text: layout.text, target: { target(at: $0, layout: layout, context: context) })
    {
    case .text(let local):
      return textArea.handle(.mouse(local), context: context)
    case .activated(.screen(let action)):
      perform(action, context: context)
      return .consumed
    case .activated(.area(let action)):
      textArea.perform(action, context: context)
      return .consumed
    case .consumed:
      return .consumed
    case .ignored:
      return .ignored
    }
  }

  /// The button or help item at `place`, if any.
  private func target(at place: CellPosition, layout: PageLayout, context: ScreenContext<TextAreaScreen>)
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
    if let help = layout.bottomLine, place.row == help, textArea.notice == nil {
      let entries = helpEntries(strings)
      let spans = HelpBar.spans(
        of: entries.map(\.item), from: layout.text.column, columns: context.area.columns)
      if let index = spans.firstIndex(where: { $0.contains(place.column) }) { return entries[index].target }
    }
    return nil
  }
}
