extension DatePickerPrompt {
  /// Keys, pastes and clicks on the picker go to the picker, then the prompt does what it
  /// asks. Keys it leaves (Ctrl-C, Ctrl-Z) go to the app.
  public func handle(_ event: InputEvent, context: ScreenContext<DatePickerPrompt>) -> EventVerdict {
    let area = context.area
    let layout = layout(in: TerminalSize(columns: area.columns, rows: area.rows))
    if !area.isEmpty { picker.size = TerminalSize(columns: layout.picker.columns, rows: layout.picker.rows) }
    var event = event
    if case .mouse(var mouse) = event {
      mouse.row -= layout.picker.row
      event = .mouse(mouse)
    }
    let verdict = picker.handle(event, context: context)
    performRequest(context: context)
    return verdict
  }
}
