extension ListEditorScreen {
  /// Draws the title and the count (`3 items`) at the right, the rule, and the items, the
  /// cursor's item kept above an overlay that covers the bottom rows; an empty list says how
  /// to add one (`No items yet. Press a to add one.`).
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let strings = context.strings
    let size = canvas.size
    let layout = Self.layout(in: size)
    if let row = layout.titleRow {
      let count = countText(strings)
      let countWidth = Canvas.shownWidth(of: count)
      let titleRoom = size.columns - 2 - (countWidth + 2 <= size.columns / 2 ? countWidth + 2 : 0)
      canvas.draw(title, at: CellPosition(column: 1, row: row), width: titleRoom, style: theme.title)
      if titleRoom < size.columns - 2 {
        canvas.draw(
          count, at: CellPosition(column: size.columns - 1 - countWidth, row: row), style: theme.faint)
      }
    }
    if let row = layout.ruleRow { canvas.drawRule(row: row, style: theme.border) }
    var list = layout.list
    list.rows = max(1, list.rows - context.bottomInset)
    canvas.withRegion(list) { canvas in
      if editor.items.isEmpty {
        let key = editor.keys.chords(for: .add).first?.label ?? ""
        canvas.draw(
          strings[.listEmpty].replacing("{key}", with: key), at: CellPosition(column: 1, row: 0),
          width: max(0, canvas.size.columns - 2), style: theme.faint)
      } else {
        editor.draw(in: &canvas, context: context)
      }
    }
  }

  /// `1 item`, `3 items`.
  func countText(_ strings: Strings) -> String {
    editor.items.count == 1
      ? strings[.itemCountOne] : strings[.itemCount].replacing("{count}", with: String(editor.items.count))
  }
}
