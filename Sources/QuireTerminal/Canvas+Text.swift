import QuireText

extension Canvas {
  /// The ellipsis that ends text cut short.
  public static let ellipsis = "…"

  /// Draws `text` from `position` in at most `width` cells (to the region's edge when `nil`);
  /// text that does not fit is cut at a cluster boundary and ends with an ellipsis. Returns
  /// the local column after the last cell drawn. O(clusters drawn).
  @discardableResult
  public mutating func draw(
    _ text: some StringProtocol, at position: CellPosition, width: Int?, style: Style = .plain
  ) -> Int {
    let room = min(width ?? Int.max, size.columns - position.column)
    guard room > 0 else { return position.column }
    let fitted = Canvas.truncated(text, toWidth: room)
    return draw(fitted, at: position, style: style)
  }

  /// `text` cut to at most `width` cells, ending with an ellipsis when it does not fit whole;
  /// tabs become spaces, widths are as drawn (a control's stand-in counts its cells).
  /// O(clusters of the result).
  public static func truncated(_ text: some StringProtocol, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    var used = 0
    var result = ""
    var widths: [Int] = []
    for character in text {
      let shown: Character = character == "\t" ? " " : character
      let cells = shownWidth(of: shown)
      if used + cells > width {
        while used + 1 > width, let last = widths.popLast() {
          result.removeLast()
          used -= last
        }
        return result + ellipsis
      }
      used += cells
      widths.append(cells)
      result.append(shown)
    }
    return result
  }

  /// The cells `character` takes when drawn: its stand-in's width for a control, 1 for a tab,
  /// 0 for what is not drawn.
  public static func shownWidth(of character: Character) -> Int {
    if character == "\t" { return 1 }
    switch Sanitiser.outcome(for: character) {
    case .text(let width): return width
    case .replacement: return 1
    case .symbol(let symbol): return symbol.count
    case .hidden: return 0
    }
  }

  /// The cells `text` takes when drawn in one row (see `shownWidth(of:)`). O(clusters).
  public static func shownWidth(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + shownWidth(of: $1) }
  }
}
