extension WrapLayout {
  /// A place on screen: the row, by its start, and the row column.
  public struct CellPosition: Hashable, Sendable, CustomStringConvertible {
    /// The start of the row.
    public var rowStart: ByteOffset
    /// The column in the row: from the row's first cell when wrapping, from the line start
    /// under `.none` (subtract `horizontalOffset` for the screen column).
    public var column: Int

    public init(rowStart: ByteOffset, column: Int) {
      self.rowStart = rowStart
      self.column = column
    }

    public var description: String { "row \(rowStart.value), column \(column)" }
  }
}
