/// What a frame shows: a rectangle of cells with styles, and where the cursor goes.
///
/// Screens draw into a grid (`draw`, `fill`, `put`, `dim`), which sanitises everything drawn
/// (see `Sanitiser`) and keeps wide clusters whole: a wide cluster is its cell and a
/// continuation cell, and writing over either half blanks the other. The renderer compares a
/// grid with the previous one and writes only what changed.
public struct CellGrid: Hashable, Sendable {
  /// The number of columns and rows.
  public private(set) var size: TerminalSize
  /// The cells, row after row.
  var cells: [Cell]
  /// Where the terminal's cursor is shown after the frame, and its shape; `nil` hides it.
  public var cursor: CellCursor?

  /// A grid of `size` filled with `cell` (a blank by default), with the cursor hidden.
  public init(size: TerminalSize, fill cell: Cell = .space) {
    let size = TerminalSize(columns: max(0, size.columns), rows: max(0, size.rows))
    self.size = size
    cells = Array(repeating: Self.narrow(cell), count: size.columns * size.rows)
  }

  /// A grid of `size` with `lines` drawn from the top left in `style`, for tests and simple
  /// screens.
  public init(size: TerminalSize, lines: [String], style: Style = .plain) {
    self.init(size: size)
    for (row, line) in lines.enumerated() where row < size.rows {
      draw(line, at: CellPosition(column: 0, row: row), style: style)
    }
  }

  /// The whole grid as a rectangle.
  public var bounds: CellRect { CellRect(size: size) }

  /// The cell at `position`; a blank outside the grid.
  public subscript(position: CellPosition) -> Cell {
    guard bounds.contains(position) else { return .space }
    return cells[position.row * size.columns + position.column]
  }

  /// The cell at `column`, `row`; a blank outside the grid.
  public subscript(column: Int, row: Int) -> Cell { self[CellPosition(column: column, row: row)] }

  /// The cells of `row`, continuation cells included.
  public func cells(ofRow row: Int) -> ArraySlice<Cell> {
    guard row >= 0, row < size.rows else { return [] }
    return cells[row * size.columns..<(row + 1) * size.columns]
  }

  /// The text of `row`, without trailing spaces.
  public func line(_ row: Int) -> String { cells(ofRow: row).shownText }

  /// The text of every row, without trailing spaces.
  public var lines: [String] { (0..<size.rows).map { line($0) } }

  /// `cell` made safe to fill with: one narrow cluster without controls, else a blank.
  static func narrow(_ cell: Cell) -> Cell {
    guard cell.text.count == 1, let character = cell.text.first,
      Sanitiser.outcome(for: character) == .text(width: 1)
    else { return .blank(cell.style) }
    return Cell(cell.text, width: 1, style: cell.style)
  }
}
