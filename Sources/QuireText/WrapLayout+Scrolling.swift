extension WrapLayout {
  /// The top row that keeps the caret at `offset` on screen, scrolling as little as
  /// possible: `top` itself (snapped to the start of its row, as after an edit or a resize)
  /// when the caret's row is among the `visibleRows` rows from it; else the caret's row at
  /// the top when it is above, or at the bottom when it is below.
  ///
  /// O(log n + the bytes of the visible rows + anchorSpacing); O(log n) under `.none`, where
  /// rows are lines and nothing is laid out.
  public func topRow(
    revealing offset: ByteOffset, from top: ByteOffset, visibleRows: Int, in text: TextStorage
  ) -> ByteOffset {
    let visible = max(1, visibleRows)
    let caretRow = rowStart(containing: offset, in: text)
    let topRow = rowStart(containing: top, in: text)
    if caretRow <= topRow { return caretRow }
    if mode == .none {
      let caretLine = text.lineNumber(at: caretRow)
      if caretLine.value - text.lineNumber(at: topRow).value < visible { return topRow }
      return text.lineStart(caretLine - (visible - 1))
    }
    if let last = rows(from: topRow, count: visible, in: text).last, caretRow <= last.start {
      return topRow
    }
    return rowStarts(before: caretRow, count: visible - 1, in: text).last ?? caretRow
  }

  /// Under `.none`: the horizontal offset that keeps the caret at `offset` in the window,
  /// scrolling as little as possible from `horizontalOffset`. Wrapping layouts return 0.
  ///
  /// Proportional to the bytes from the line start to `offset` (see
  /// `horizontalOffset(revealing:in:checkpoints:)` for long lines).
  public func horizontalOffset(revealing offset: ByteOffset, in text: TextStorage) -> Int {
    guard mode == .none else { return 0 }
    return horizontalOffset(revealingColumn: cell(of: offset, in: text).column)
  }

  /// The horizontal offset that keeps `column` in the window, moving as little as possible.
  func horizontalOffset(revealingColumn column: Int) -> Int {
    if column < horizontalOffset { return column }
    if column >= horizontalOffset + width { return column - width + 1 }
    return horizontalOffset
  }
}
