/// Where the terminal's cursor is shown after a frame, and in which shape.
public struct CellCursor: Hashable, Sendable {
  /// The cursor shapes of DECSCUSR (`CSI n SP q`), by their number.
  public enum Shape: Int, Hashable, Sendable, CaseIterable {
    /// The shape the user configured in the terminal.
    case `default` = 0
    case blinkingBlock = 1
    case block = 2
    case blinkingUnderline = 3
    case underline = 4
    case blinkingBar = 5
    case bar = 6
  }

  public var position: CellPosition
  public var shape: Shape

  public init(_ position: CellPosition, shape: Shape = .default) {
    self.position = position
    self.shape = shape
  }

  public init(column: Int, row: Int, shape: Shape = .default) {
    self.init(CellPosition(column: column, row: row), shape: shape)
  }
}
