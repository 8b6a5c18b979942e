/// A rectangle of a `CellGrid` that a view draws into with its own coordinates: (0, 0) is the
/// region's top left, and nothing drawn falls outside the region.
///
/// A screen draws into the canvas of the whole frame and hands each part of itself a region
/// (`withRegion(_:_:)`), so a view never needs to know where it sits on the screen. Drawing
/// sanitises content as `CellGrid` does; a wide cluster cut by the region's edge shows as
/// blanks.
public struct Canvas {
  /// The frame being drawn.
  public private(set) var grid: CellGrid
  /// The region, in the grid's coordinates (always inside the grid).
  public private(set) var region: CellRect

  /// A canvas covering the whole of `grid`.
  public init(_ grid: CellGrid) {
    self.grid = grid
    self.region = grid.bounds
  }

  /// The region's size.
  public var size: TerminalSize { TerminalSize(columns: region.columns, rows: region.rows) }

  /// The region as a rectangle in its own coordinates: origin (0, 0).
  public var bounds: CellRect { CellRect(size: size) }

  /// Runs `body` with the canvas narrowed to `rect` (in this region's coordinates, clipped to
  /// it), then gives the region back. O(1) besides `body`.
  public mutating func withRegion<Result>(_ rect: CellRect, _ body: (inout Canvas) throws -> Result) rethrows
    -> Result
  {
    let saved = region
    region = global(rect).intersection(saved)
    defer { region = saved }
    return try body(&self)
  }

  /// Draws `text` on one row from `position`, cut at the region's right edge or at `clip`
  /// (local), with tab stops every `tabSize` columns from `position`, and returns the local
  /// column after the last cell drawn. See `CellGrid.draw`.
  @discardableResult
  public mutating func draw(
    _ text: some StringProtocol, at position: CellPosition, style: Style = .plain, clip: CellRect? = nil,
    tabSize: Int = 8
  ) -> Int {
    let area = clip.map { global($0).intersection(region) } ?? region
    guard !area.isEmpty else { return position.column }
    return grid.draw(text, at: global(position), style: style, clip: area, tabSize: tabSize) - region.column
  }

  /// Draws one cluster already measured (see `CellGrid.put`); returns the local column after it.
  @discardableResult
  public mutating func put(_ cell: Cell, at position: CellPosition) -> Int {
    guard !region.isEmpty else { return position.column }
    return grid.put(cell, at: global(position), clip: region) - region.column
  }

  /// Draws `cell`, one cluster 1 or 2 cells wide already found to show as text (see
  /// `CellGrid.put(sanitised:at:clip:)`); returns the local column after it.
  @discardableResult
  mutating func put(sanitised cell: Cell, at position: CellPosition) -> Int {
    guard !region.isEmpty else { return position.column }
    return grid.put(sanitised: cell, at: global(position), clip: region) - region.column
  }

  /// Fills `rect` (local; the whole region when `nil`) with `cell`.
  public mutating func fill(_ rect: CellRect? = nil, with cell: Cell = .space) {
    grid.fill(global(rect ?? bounds).intersection(region), with: cell)
  }

  /// Dims `rect` (local; the whole region when `nil`), as under a modal overlay.
  public mutating func dim(_ rect: CellRect? = nil) {
    grid.dim(global(rect ?? bounds).intersection(region))
  }

  /// Gives `style` to every cell of `rect` (local), keeping what the cells show: for a row
  /// highlight drawn after its text. O(area).
  public mutating func restyle(_ rect: CellRect, _ change: (inout Style) -> Void) {
    grid.restyle(global(rect).intersection(region), change)
  }

  /// Where the terminal's cursor is shown after the frame, in local coordinates; setting a
  /// position outside the region hides the cursor.
  public var cursor: CellCursor? {
    get {
      guard let cursor = grid.cursor, region.contains(cursor.position) else { return nil }
      return CellCursor(local(cursor.position), shape: cursor.shape)
    }
    set {
      guard let newValue, bounds.contains(newValue.position) else {
        grid.cursor = nil
        return
      }
      grid.cursor = CellCursor(global(newValue.position), shape: newValue.shape)
    }
  }

  /// The cell at a local position; a blank outside the region.
  public subscript(position: CellPosition) -> Cell {
    guard bounds.contains(position) else { return .space }
    return grid[global(position)]
  }

  /// The text of local row `row`, without trailing spaces, as the region shows it.
  public func line(_ row: Int) -> String {
    guard row >= 0, row < region.rows else { return "" }
    return grid.cells(ofRow: region.row + row)[
      (region.row + row) * grid.size.columns + region.column..<(region.row + row) * grid.size.columns
        + region.endColumn
    ].shownText
  }

  func global(_ position: CellPosition) -> CellPosition {
    CellPosition(column: position.column + region.column, row: position.row + region.row)
  }

  func global(_ rect: CellRect) -> CellRect {
    CellRect(
      column: rect.column + region.column, row: rect.row + region.row, columns: rect.columns, rows: rect.rows)
  }

  func local(_ position: CellPosition) -> CellPosition {
    CellPosition(column: position.column - region.column, row: position.row - region.row)
  }
}

extension Canvas {
  /// Copies the cells of `other` with its top left at `origin` (local), inside `clip` (local;
  /// the region when `nil`); a wide cluster cut by the clip shows as blanks. The cursor of
  /// `other` is not copied. O(cells copied).
  public mutating func paste(_ other: CellGrid, at origin: CellPosition, clip: CellRect? = nil) {
    let area = clip.map { global($0).intersection(region) } ?? region
    guard !area.isEmpty else { return }
    let start = global(origin)
    for row in 0..<other.size.rows {
      let target = start.row + row
      guard target >= area.row, target < area.endRow else { continue }
      for column in 0..<other.size.columns {
        let cell = other[column, row]
        if cell.isContinuation { continue }
        grid.put(cell, at: CellPosition(column: start.column + column, row: target), clip: area)
      }
    }
  }
}
