extension DatePickerScreen {
  /// Keys, pastes and clicks on the picker go to the picker, then the screen does what it
  /// asks; a click on `‹ Cancel` cancels, on `Done ›` takes the chosen day. Keys the picker
  /// leaves (Ctrl-C, Ctrl-Z) go to the app.
  public func handle(_ event: InputEvent, context: ScreenContext<DatePickerScreen>) -> EventVerdict {
    let area = context.area
    let layout = layout(in: TerminalSize(columns: area.columns, rows: area.rows), strings: context.strings)
    if !area.isEmpty { picker.size = TerminalSize(columns: layout.picker.columns, rows: layout.picker.rows) }
    var event = event
    if case .mouse(var mouse) = event {
      if mouse.row == layout.barRow, mouse.kind == .press, mouse.button == .left {
        if layout.bar.cancel.contains(mouse.column) { context.cancel() }
        if layout.bar.done.contains(mouse.column) { context.finish(picker.date) }
        return .consumed
      }
      mouse.row -= layout.picker.row
      event = .mouse(mouse)
    }
    let verdict = picker.handle(event, context: context)
    performRequest(context: context)
    return verdict
  }
}
