/// A rectangle of cells: its top-left cell and its size. Empty when either side is 0.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
  public var column: Int
  public var row: Int
  public var columns: Int
  public var rows: Int

  public init(column: Int, row: Int, columns: Int, rows: Int) {
    self.column = column
    self.row = row
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// The rectangle of a whole area of `size`, at the origin.
  public init(size: TerminalSize) {
    self.init(column: 0, row: 0, columns: size.columns, rows: size.rows)
  }

  /// The column just right of the rectangle.
  public var endColumn: Int { column + columns }
  /// The row just below the rectangle.
  public var endRow: Int { row + rows }
  public var isEmpty: Bool { columns == 0 || rows == 0 }

  /// Whether `position` lies inside.
  public func contains(_ position: CellPosition) -> Bool {
    position.column >= column && position.column < endColumn && position.row >= row
      && position.row < endRow
  }

  /// The cells both rectangles cover (empty when they do not meet).
  public func intersection(_ other: CellRect) -> CellRect {
    let left = max(column, other.column)
    let top = max(row, other.row)
    let right = min(endColumn, other.endColumn)
    let bottom = min(endRow, other.endRow)
    return CellRect(column: left, row: top, columns: right - left, rows: bottom - top)
  }

  /// The rectangle shrunk by `amount` cells on every side.
  public func inset(by amount: Int) -> CellRect {
    CellRect(
      column: column + amount, row: row + amount, columns: columns - 2 * amount, rows: rows - 2 * amount)
  }

  public var description: String { "\(columns)x\(rows) at (\(column), \(row))" }
}
