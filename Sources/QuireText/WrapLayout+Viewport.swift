extension WrapLayout {
  /// What a text view shows after a key: the top row that reveals the caret, the rows from
  /// it, the window's horizontal offset, and where the caret is drawn.
  public struct Viewport: Hashable, Sendable {
    /// The start of the top row (see `topRow(revealing:from:visibleRows:in:)`).
    public var top: ByteOffset
    /// Under `.none`, the horizontal offset that reveals the caret (see
    /// `horizontalOffset(revealing:in:)`); the layout's own offset when wrapping.
    public var horizontalOffset: Int
    /// The rows from `top`, laid out with `horizontalOffset`: `visibleRows` of them, fewer at
    /// the end of the text.
    public var rows: [VisualRow]
    /// The index in `rows` of the caret's row.
    public var caretRow: Int
    /// The caret's screen column: its column in the row less the row's leading column.
    public var caretColumn: Int

    /// A viewport of these parts.
    public init(top: ByteOffset, horizontalOffset: Int, rows: [VisualRow], caretRow: Int, caretColumn: Int) {
      self.top = top
      self.horizontalOffset = horizontalOffset
      self.rows = rows
      self.caretRow = caretRow
      self.caretColumn = caretColumn
    }
  }

  /// The screen after a key with the caret at `caret` and the top row at `top` (snapped to
  /// the start of its row): scrolled as little as possible to reveal the caret, as
  /// `topRow(revealing:from:visibleRows:in:)` and `horizontalOffset(revealing:in:)` scroll,
  /// with the rows a view draws and the caret's place among them.
  ///
  /// The same answer as those functions, `rows(from:count:in:)` and `cell(of:in:)` together,
  /// but the rows are laid out once: when the caret stays on screen (typing, most motions),
  /// O(log n + the bytes from the anchor before `top` to the end of the screen) when wrapping;
  /// under `.none`, O(log n) a row plus the column work the checkpoints bound.
  public func viewport(
    revealing caret: ByteOffset, from top: ByteOffset, visibleRows: Int, in text: TextStorage,
    checkpoints: inout LineColumnCheckpoints
  ) -> Viewport {
    let visible = max(1, visibleRows)
    if mode == .none {
      var scrolled = self
      let cell = cell(of: caret, in: text, checkpoints: &checkpoints)
      scrolled.horizontalOffset = horizontalOffset(revealingColumn: cell.column)
      let newTop = topRow(revealing: caret, from: top, visibleRows: visible, in: text)
      let rows = scrolled.rows(from: newTop, count: visible, in: text, checkpoints: &checkpoints)
      let index = text.lineNumber(at: cell.rowStart).value - text.lineNumber(at: newTop).value
      return Viewport(
        top: newTop, horizontalOffset: scrolled.horizontalOffset, rows: rows, caretRow: index,
        caretColumn: cell.column - scrolled.horizontalOffset)
    }
    let line = LineSpan(holding: caret, in: text)
    let target = min(max(caret, line.start), line.contentEnd)
    let snapped = rowStart(containing: top, in: text)
    var rows = self.rows(from: snapped, count: visible, in: text)
    var newTop = snapped
    var index = rows.firstIndex { Self.holds($0, target, of: line) }
    if index == nil {
      let caretRow = rowStart(containing: caret, in: text)
      newTop =
        caretRow < snapped
        ? caretRow : rowStarts(before: caretRow, count: visible - 1, in: text).last ?? caretRow
      rows = self.rows(from: newTop, count: visible, in: text)
      index = rows.firstIndex { Self.holds($0, target, of: line) }
    }
    let caretRow = index ?? 0
    let column = rows.indices.contains(caretRow) ? rows[caretRow].column(of: caret) : 0
    return Viewport(
      top: newTop, horizontalOffset: horizontalOffset, rows: rows, caretRow: caretRow, caretColumn: column)
  }

  /// Whether `row` is the row of `line` that holds `target` (an offset in the line's content):
  /// the rule of `row(containing:in:)`.
  private static func holds(_ row: VisualRow, _ target: ByteOffset, of line: LineSpan) -> Bool {
    row.line == line.number && row.start <= target && (target < row.contentEnd || row.endsLine)
  }
}
