extension FilePickerPrompt {
  /// Draws the title row (the folder and the status, or the notice alone), `> ` and
  /// the filter, the entries and the preview, and the keys.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let size = canvas.size
    let layout = Self.layout(in: size)
    let status = picker.notice == nil ? picker.status(context.strings) : ""
    if let row = layout.titleRow {
      let statusWidth = Canvas.shownWidth(of: status)
      let room = size.columns - 2 - (statusWidth > 0 ? statusWidth + 2 : 0)
      let titleRoom = room >= SelectionList.minimumFilterWidth ? room : size.columns - 2
      let title = picker.notice ?? picker.shownFolder
      canvas.draw(
        title, at: CellPosition(column: 1, row: row), width: titleRoom,
        style: picker.notice == nil ? theme.title : theme.error)
      if titleRoom == room, statusWidth > 0 {
        canvas.draw(
          status, at: CellPosition(column: size.columns - 1 - statusWidth, row: row), style: theme.faint)
      }
    }
    let split = FilePicker.split(width: size.columns)
    canvas.withRegion(CellRect(column: 0, row: layout.filterRow, columns: split.list, rows: 1)) { canvas in
      canvas.draw(SelectionPrompt.promptMark, at: CellPosition(column: 1, row: 0), style: theme.accent)
      picker.drawFilterRow(
        in: &canvas, context: context, column: SelectionPrompt.filterColumn,
        showsStatus: layout.titleRow == nil)
    }
    picker.drawBody(in: &canvas, rows: layout.list, context: context)
    if let row = layout.helpRow {
      HelpBar.draw(picker.helpItems(context.strings), in: &canvas, row: row, column: 1, theme: theme)
    }
  }
}
