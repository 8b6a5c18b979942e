extension TagList {
  /// Where the parts go: the title row, the rules (from 6 rows), the rows of tags.
  struct Layout: Hashable {
    var titleRow: Int
    var rules: [Int]
    var list: CellRect
  }

  /// The layout at `size`.
  static func layout(in size: TerminalSize) -> Layout {
    let area = CellRect(size: size)
    guard size.rows >= 6 else {
      let parts = area.split(.vertical, [.length(1), .fill])
      return Layout(titleRow: 0, rules: [], list: parts[1])
    }
    let parts = area.split(.vertical, [.length(1), .length(1), .fill, .length(1)])
    return Layout(titleRow: 0, rules: [parts[1].row, parts[3].row], list: parts[2])
  }
}
