extension CellGrid {
  /// What breaks the grid's rules, or `nil` when it keeps them: the cell count matches the
  /// size, every wide cell is followed by its continuation and every continuation follows a
  /// wide cell, widths are 0, 1 or 2, and no cell holds a control character. O(cells).
  public func invariantViolation() -> String? {
    guard cells.count == size.columns * size.rows else {
      return "\(cells.count) cells for \(size)"
    }
    for row in 0..<size.rows {
      for column in 0..<size.columns {
        let index = row * size.columns + column
        let cell = cells[index]
        let place = "cell (\(column), \(row))"
        if cell.width < 0 || cell.width > 2 { return "\(place) has width \(cell.width)" }
        if cell.isContinuation, column == 0 || !cells[index - 1].isWide {
          return "\(place) continues no wide cell"
        }
        if cell.isContinuation, cells[index - 1].style != cell.style {
          return "\(place) has another style than the cell it continues"
        }
        if cell.isWide, column == size.columns - 1 || !cells[index + 1].isContinuation {
          return "\(place) is wide without its continuation"
        }
        if cell.text.unicodeScalars.contains(where: Sanitiser.isControl) {
          return "\(place) holds a control character"
        }
        if !cell.isContinuation, cell.text.isEmpty { return "\(place) is empty" }
      }
    }
    return nil
  }
}
