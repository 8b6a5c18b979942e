extension FilePickerScreen {
  /// Keys and pastes go to the picker, then the page does what it asks; a click on `‹
  /// Cancel` cancels, on `Done ›` acts as Return; clicks on the filter and the rows go to the
  /// picker. Keys the picker leaves (Ctrl-C, Ctrl-Z) go to the app.
  public func handle(_ event: InputEvent, context: ScreenContext<FilePickerScreen>) -> EventVerdict {
    let area = context.area
    place(in: area, strings: context.strings)
    let layout = SelectionListScreen.layout(
      in: TerminalSize(columns: area.columns, rows: area.rows), strings: context.strings)
    let verdict: EventVerdict
    if case .mouse(var mouse) = event {
      if mouse.row == layout.filterRow {
        mouse.row = 0
        mouse.column -= 1
        verdict = picker.handleFilterMouse(mouse, context: context)
      } else if mouse.row >= layout.list.row, mouse.row < layout.list.endRow,
        mouse.column < FilePicker.split(width: area.columns).list
      {
        mouse.row -= layout.list.row
        verdict = picker.handleRowMouse(mouse, context: context)
      } else {
        if mouse.row == layout.barRow, mouse.kind == .press, mouse.button == .left {
          if layout.bar.cancel.contains(mouse.column) {
            stopReadings()
            context.cancel()
          }
          if layout.bar.done.contains(mouse.column) { picker.perform(.choose, context: context) }
        }
        verdict = .consumed
      }
    } else {
      verdict = picker.handle(event, context: context)
    }
    carryOutEffects(context: context)
    return verdict
  }
}
