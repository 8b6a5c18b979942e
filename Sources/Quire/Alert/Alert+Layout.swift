extension Alert {
  /// The box in a region `width` wide: one column in from each side when 30 or wider.
  func layoutBox(width: Int) -> CellRect {
    let inset = width >= 30 ? 1 : 0
    return CellRect(column: inset, row: 0, columns: max(0, width - 2 * inset), rows: 0)
  }

  /// The message cut into rows of at most `width` cells at word boundaries; at most
  /// `maximumMessageRows`, the last ending with an ellipsis when the message goes on.
  func messageRows(width: Int) -> [String] {
    guard let message, width > 0 else { return [] }
    let text = TextStorage(TextField.singleLine(message))
    let rows = WrapLayout(width: width).rows(from: .zero, count: maximumMessageRows + 1, in: text)
    var lines = rows.prefix(maximumMessageRows).map { row in
      String(text.string(in: row.range.lowerBound..<row.contentEnd).reversed().drop { $0 == " " }.reversed())
    }
    if rows.count > maximumMessageRows, let last = rows.prefix(maximumMessageRows).last {
      lines[lines.count - 1] = Canvas.truncated(
        text.string(in: last.range.lowerBound..<text.endOffset), toWidth: width)
    }
    return lines
  }

  /// Where the button row goes in a region of `size`: right-aligned on the row above the
  /// bottom border.
  public func buttonsPlacement(in size: TerminalSize, strings: Strings)
    -> (origin: CellPosition, layout: ButtonRow<Value>.Layout)
  {
    let box = layoutBox(width: size.columns)
    let inner = max(1, box.columns - 4)
    let layout = buttons.layout(room: inner, strings: strings)
    let row = size.rows >= 3 ? size.rows - 2 : max(0, size.rows - 1)
    return (CellPosition(column: max(box.column + 2, box.endColumn - 2 - layout.width), row: row), layout)
  }
}
