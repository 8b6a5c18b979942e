extension SelectionListScreen {
  /// Keys and pastes go to the list, then the screen does what the list asks; a click on
  /// `‹ Cancel` cancels, on `Done ›` finishes with the chosen values; clicks on the filter
  /// and the rows go to the list. Keys the list leaves (Ctrl-C, Ctrl-Z) go to the app.
  public func handle(_ event: InputEvent, context: ScreenContext<SelectionListScreen>) -> EventVerdict {
    let area = context.area
    let layout = SelectionListScreen.layout(
      in: TerminalSize(columns: area.columns, rows: area.rows), strings: context.strings)
    if !area.isEmpty { place(layout, width: area.columns, strings: context.strings) }
    let verdict: EventVerdict
    switch event {
    case .mouse(let mouse):
      verdict = handleMouse(mouse, layout: layout, context: context)
    default:
      verdict = list.handleInput(event, context: context)
    }
    performRequest(context: context)
    return verdict
  }

  /// Tells the list how many rows it has and how wide its filter is.
  private func place(_ layout: Layout, width: Int, strings: Strings) {
    list.rowsShown = layout.list.rows
    let filter = SelectionList.filterLayout(width: width, status: list.status(strings))
    list.setFilterWidth(filter.field.columns)
  }

  private func handleMouse(
    _ mouse: MouseEvent, layout: Layout, context: ScreenContext<SelectionListScreen>
  ) -> EventVerdict {
    var local = mouse
    if mouse.row == layout.filterRow || list.isDraggingInFilter {
      local.row -= layout.filterRow
      local.column -= 1
      return list.handleFilterMouse(local, context: context)
    }
    if mouse.row >= layout.list.row, mouse.row < layout.list.endRow {
      local.row -= layout.list.row
      return list.handleRowMouse(local, context: context)
    }
    if mouse.row == layout.barRow, mouse.kind == .press, mouse.button == .left {
      if layout.bar.cancel.contains(mouse.column) { context.cancel() }
      if layout.bar.done.contains(mouse.column) { finishWithSelection(context: context) }
    }
    return .consumed
  }
}
