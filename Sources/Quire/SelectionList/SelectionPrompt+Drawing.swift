extension SelectionPrompt {
  /// Draws the title and the status, `> ` and the filter, the rows, and the keys.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let size = canvas.size
    let layout = layout(in: size)
    let status = list.status(context.strings)
    if let row = layout.titleRow, let title {
      let statusWidth = Canvas.shownWidth(of: status)
      let room = size.columns - 2 - (statusWidth > 0 ? statusWidth + 2 : 0)
      let titleRoom = room >= SelectionList.minimumFilterWidth ? room : size.columns - 2
      canvas.draw(title, at: CellPosition(column: 1, row: row), width: titleRoom, style: theme.title)
      if titleRoom == room, statusWidth > 0 {
        canvas.draw(
          status, at: CellPosition(column: size.columns - 1 - statusWidth, row: row), style: theme.faint)
      }
    }
    canvas.withRegion(CellRect(column: 0, row: layout.filterRow, columns: size.columns, rows: 1)) { canvas in
      canvas.draw(SelectionPrompt.promptMark, at: CellPosition(column: 1, row: 0), style: theme.accent)
      list.drawFilterRow(
        in: &canvas, context: context, column: SelectionPrompt.filterColumn,
        showsStatus: layout.titleRow == nil)
    }
    canvas.withRegion(layout.list) { canvas in list.drawRows(in: &canvas, context: context) }
    if let row = layout.helpRow {
      HelpBar.draw(list.helpItems(context.strings), in: &canvas, row: row, column: 1, theme: theme)
    }
  }
}
