extension Canvas {
  /// Draws `text` on one row from `position` in at most `width` cells, cut with an ellipsis
  /// when it does not fit, the bytes in `ranges` (cluster boundaries of `text`, in order) in
  /// `style` with `highlight`'s attributes and colour added. Returns the column after it.
  /// O(clusters drawn).
  @discardableResult
  mutating func draw(
    _ text: String, highlighting ranges: [Range<ByteOffset>], at position: CellPosition, width: Int,
    style: Style, highlight: Style
  ) -> Int {
    let room = min(width, size.columns - position.column)
    guard room > 0 else { return position.column }
    guard !ranges.isEmpty else { return draw(text, at: position, width: room, style: style) }
    let fitted = Canvas.truncated(text, toWidth: room)
    let isCut = fitted != text && fitted.hasSuffix(Canvas.ellipsis)
    // Tabs became spaces, one byte for one: the offsets still hold.
    let bytes = Array(
      fitted.utf8.prefix(isCut ? fitted.utf8.count - Canvas.ellipsis.utf8.count : fitted.utf8.count))
    var marked = style.adding(highlight.attributes)
    if highlight.foreground != .default { marked.foreground = highlight.foreground }
    var column = position.column
    var offset = 0
    func piece(to end: Int, style: Style) {
      guard end > offset else { return }
      column = draw(
        String(decoding: bytes[offset..<end], as: UTF8.self),
        at: CellPosition(column: column, row: position.row),
        style: style)
      offset = end
    }
    for range in ranges {
      let start = min(max(range.lowerBound.value, offset), bytes.count)
      let end = min(range.upperBound.value, bytes.count)
      piece(to: start, style: style)
      piece(to: end, style: marked)
    }
    piece(to: bytes.count, style: style)
    if isCut {
      column = draw(Canvas.ellipsis, at: CellPosition(column: column, row: position.row), style: style)
    }
    return column
  }

  /// `text` cut from its start to at most `width` cells, beginning with an ellipsis when it
  /// does not fit whole: for a path, whose end says most.
  static func truncatedAtStart(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    guard shownWidth(of: text) > width else { return text }
    var used = shownWidth(of: ellipsis)
    var kept: [Character] = []
    for character in text.reversed() {
      let cells = shownWidth(of: character)
      if used + cells > width { break }
      used += cells
      kept.append(character)
    }
    return ellipsis + String(kept.reversed())
  }
}
