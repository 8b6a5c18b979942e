extension TagList {
  /// Where the parts go: the title row, the rules (from 6 rows), the rows of tags.
  struct Layout: Hashable {
    var titleRow: Int
    var rules: [Int]
    var list: CellRect
  }

  /// The layout at `size`.
  static func layout(in size: TerminalSize) -> Layout {
    let hasRules = size.rows >= 6
    let top = hasRules ? 2 : 1
    let rows = max(0, size.rows - top - (hasRules ? 1 : 0))
    return Layout(
      titleRow: 0, rules: hasRules ? [1, top + rows] : [],
      list: CellRect(column: 0, row: top, columns: size.columns, rows: rows))
  }
}
