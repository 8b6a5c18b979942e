extension CellGrid {
  /// Changes the style of every cell of `rect` with `change`, keeping what the cells show; a
  /// wide cluster cut by the rectangle's edge is restyled whole. O(area).
  public mutating func restyle(_ rect: CellRect, _ change: (inout Style) -> Void) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for row in area.row..<area.endRow {
      var start = row * size.columns + area.column
      var end = row * size.columns + area.endColumn
      if cells[start].isContinuation { start -= 1 }
      if cells[end - 1].isWide { end += 1 }
      for index in start..<end { change(&cells[index].style) }
    }
  }
}
