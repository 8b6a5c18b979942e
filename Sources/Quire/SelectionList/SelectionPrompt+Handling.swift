extension SelectionPrompt {
  /// Keys and pastes go to the list, then the prompt does what the list asks; clicks on the
  /// filter and the rows go to the list. Keys the list leaves (Ctrl-C, Ctrl-Z) go to the app.
  public func handle(_ event: InputEvent, context: ScreenContext<SelectionPrompt>) -> EventVerdict {
    let area = context.area
    let layout = layout(in: TerminalSize(columns: area.columns, rows: area.rows))
    if !area.isEmpty {
      list.rowsShown = max(1, layout.list.rows)
      let status = layout.titleRow == nil ? list.status(context.strings) : ""
      let filter = SelectionList.filterLayout(
        width: area.columns, column: SelectionPrompt.filterColumn, status: status)
      list.setFilterWidth(filter.field.columns)
    }
    let verdict: EventVerdict
    if case .mouse(var mouse) = event {
      if mouse.row == layout.filterRow || list.isDraggingInFilter {
        mouse.row -= layout.filterRow
        mouse.column -= SelectionPrompt.filterColumn
        verdict = list.handleFilterMouse(mouse, context: context)
      } else if mouse.row >= layout.list.row, mouse.row < layout.list.endRow {
        mouse.row -= layout.list.row
        verdict = list.handleRowMouse(mouse, context: context)
      } else {
        verdict = .consumed
      }
    } else {
      verdict = list.handleInput(event, context: context)
    }
    performRequest(context: context)
    return verdict
  }
}
