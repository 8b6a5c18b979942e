extension Canvas {
  /// The lines a box is drawn with.
  public struct BoxLines: Hashable, Sendable {
    public var horizontal: Character
    public var vertical: Character
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character

    public init(
      horizontal: Character, vertical: Character, topLeft: Character, topRight: Character,
      bottomLeft: Character, bottomRight: Character
    ) {
      self.horizontal = horizontal
      self.vertical = vertical
      self.topLeft = topLeft
      self.topRight = topRight
      self.bottomLeft = bottomLeft
      self.bottomRight = bottomRight
    }

    /// Thin lines with square corners: `┌─┐│└┘`.
    public static let light = BoxLines(
      horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")
    /// Thin lines with round corners: `╭─╮│╰╯`.
    public static let rounded = BoxLines(
      horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯")
    /// Plain ASCII, for terminals without line drawing: `+-+|++`.
    public static let ascii = BoxLines(
      horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+")
  }

  /// Draws the border of `rect` (local) in `style`, with `title` in the top line after the
  /// corner (`┌─ Title ───┐`), cut with an ellipsis when the box is narrow. The inside is left
  /// as it is. A box needs at least 2×2 cells. O(perimeter).
  public mutating func drawBox(
    _ rect: CellRect, lines: BoxLines = .light, style: Style = .plain, title: String? = nil,
    titleStyle: Style? = nil
  ) {
    guard rect.columns >= 2, rect.rows >= 2 else { return }
    let right = rect.endColumn - 1
    let bottom = rect.endRow - 1
    let horizontal = String(repeating: lines.horizontal, count: rect.columns - 2)
    draw(
      String(lines.topLeft) + horizontal + String(lines.topRight),
      at: CellPosition(column: rect.column, row: rect.row), style: style)
    draw(
      String(lines.bottomLeft) + horizontal + String(lines.bottomRight),
      at: CellPosition(column: rect.column, row: bottom), style: style)
    for row in rect.row + 1..<bottom {
      draw(String(lines.vertical), at: CellPosition(column: rect.column, row: row), style: style)
      draw(String(lines.vertical), at: CellPosition(column: right, row: row), style: style)
    }
    if let title, !title.isEmpty, rect.columns >= 6 {
      let room = rect.columns - 5
      let column = draw(" ", at: CellPosition(column: rect.column + 2, row: rect.row), style: style)
      let end = draw(
        title, at: CellPosition(column: column, row: rect.row), width: room, style: titleStyle ?? style)
      draw(" ", at: CellPosition(column: end, row: rect.row), style: style)
    }
  }

  /// Draws a horizontal rule across `row` from `column` for `width` cells (to the right edge
  /// when `nil`).
  public mutating func drawRule(
    row: Int, column: Int = 0, width: Int? = nil, character: Character = "─", style: Style = .plain
  ) {
    let count = max(0, width ?? (size.columns - column))
    draw(String(repeating: character, count: count), at: CellPosition(column: column, row: row), style: style)
  }
}
