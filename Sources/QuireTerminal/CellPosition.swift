/// A cell of the screen or of a grid: column and row, counted from 0 at the top left.
public struct CellPosition: Hashable, Sendable, CustomStringConvertible {
  public var column: Int
  public var row: Int

  public init(column: Int, row: Int) {
    self.column = column
    self.row = row
  }

  public static let zero = CellPosition(column: 0, row: 0)

  public var description: String { "(\(column), \(row))" }
}
