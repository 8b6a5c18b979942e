extension ListEditorScreen {
  /// Where the parts go in a region of `size`: the title row, a rule under it when there are
  /// 5 rows or more, and the items in the rest (the title goes too below 3 rows).
  struct Layout: Hashable {
    var titleRow: Int?
    var ruleRow: Int?
    var list: CellRect
  }

  static func layout(in size: TerminalSize) -> Layout {
    var row = 0
    let titleRow = size.rows >= 3 ? row : nil
    if titleRow != nil { row += 1 }
    let ruleRow = size.rows >= 5 ? row : nil
    if ruleRow != nil { row += 1 }
    return Layout(
      titleRow: titleRow, ruleRow: ruleRow,
      list: CellRect(column: 0, row: row, columns: size.columns, rows: max(1, size.rows - row)))
  }
}
