extension FilePickerPrompt {
  /// Keys and pastes go to the picker, then the prompt does what it asks; clicks on the
  /// filter and the rows go to the picker. Keys the picker leaves (Ctrl-C, Ctrl-Z) go to the
  /// app.
  public func handle(_ event: InputEvent, context: ScreenContext<FilePickerPrompt>) -> EventVerdict {
    let area = context.area
    place(in: area, strings: context.strings)
    let layout = Self.layout(in: TerminalSize(columns: area.columns, rows: area.rows))
    let verdict: EventVerdict
    if case .mouse(var mouse) = event {
      if mouse.row == layout.filterRow {
        mouse.row = 0
        mouse.column -= SelectionPrompt.filterColumn
        verdict = picker.handleFilterMouse(mouse, context: context)
      } else if mouse.row >= layout.list.row, mouse.row < layout.list.endRow,
        mouse.column < FilePicker.split(width: area.columns).list
      {
        mouse.row -= layout.list.row
        verdict = picker.handleRowMouse(mouse, context: context)
      } else {
        verdict = .consumed
      }
    } else {
      verdict = picker.handle(event, context: context)
    }
    carryOutEffects(context: context)
    return verdict
  }
}
