/// Vertical motion over logical lines, keeping the column (in terminal cells) the caret aims
/// for. Motion over visual rows of wrapped lines belongs to the layout.
///
/// Each function has a twin that takes `LineColumnCheckpoints`, for long lines: it gives the
/// same answer, counting from the checkpoint before the place instead of from the line start.
extension TextStorage {
  /// The cell column of `offset` in its logical line: the display width of the clusters
  /// that start before it, each tab taking the text to the next multiple of `tabSize`.
  /// O(log n + k), k the bytes from the line's start to `offset`.
  public func cellColumn(of offset: ByteOffset, tabSize: Int) -> Int {
    let (layout, line, target) = columnQuestion(at: offset, tabSize: tabSize)
    return layout.noWrapColumn(
      of: target, in: line, text: self, from: (line.start, 0), countingClusterAtTarget: true)
  }

  /// The cell column of `offset` in its logical line (see `cellColumn(of:tabSize:)`).
  /// O(log n + spacing) once `checkpoints` hold the line up to `offset`.
  public func cellColumn(of offset: ByteOffset, tabSize: Int, checkpoints: inout LineColumnCheckpoints)
    -> Int
  {
    let (layout, line, target) = columnQuestion(at: offset, tabSize: tabSize)
    let start = checkpoints.point(atOrBefore: target, in: line, text: self, layout: layout)
    return layout.noWrapColumn(of: target, in: line, text: self, from: start, countingClusterAtTarget: true)
  }

  /// The offset in `line` at cell column `column`: the start of the cluster that covers the
  /// column, or the line's end when the line is shorter. O(log n + k), k the bytes up to it.
  public func offset(in line: LineNumber, atCellColumn column: Int, tabSize: Int) -> ByteOffset {
    let (layout, span, _) = columnQuestion(at: lineStart(line), tabSize: tabSize)
    return layout.noWrapOffset(atColumn: column, in: span, text: self, from: (span.start, 0))
  }

  /// The offset in `line` at cell column `column` (see `offset(in:atCellColumn:tabSize:)`).
  /// O(log n + spacing) once `checkpoints` hold the line up to `column`.
  public func offset(
    in line: LineNumber, atCellColumn column: Int, tabSize: Int, checkpoints: inout LineColumnCheckpoints
  ) -> ByteOffset {
    let (layout, span, _) = columnQuestion(at: lineStart(line), tabSize: tabSize)
    let start = checkpoints.point(
      atOrBeforeColumn: column, strictly: false, in: span, text: self, layout: layout)
    return layout.noWrapOffset(atColumn: column, in: span, text: self, from: start)
  }

  /// The selection after moving the head `lines` logical lines down (up when negative),
  /// keeping `desiredColumn` (the head's own column when nil), and the column to keep on the
  /// next vertical motion. Past the first or last line the head goes to the start or end of
  /// the text. With `extend` (Shift) the anchor stays; without it the result is a caret.
  /// O(log n + the bytes from the line starts to the columns).
  public func movingVertically(
    _ selection: TextSelection, lines: Int, desiredColumn: Int?, extend: Bool, tabSize: Int
  ) -> (selection: TextSelection, desiredColumn: Int) {
    movingVertically(
      selection, lines: lines, extend: extend,
      column: { desiredColumn ?? cellColumn(of: $0, tabSize: tabSize) },
      offset: { offset(in: $0, atCellColumn: $1, tabSize: tabSize) })
  }

  /// The selection after moving the head `lines` logical lines (see
  /// `movingVertically(_:lines:desiredColumn:extend:tabSize:)`). O(log n + spacing) once
  /// `checkpoints` hold both lines up to the columns.
  public func movingVertically(
    _ selection: TextSelection, lines: Int, desiredColumn: Int?, extend: Bool, tabSize: Int,
    checkpoints: inout LineColumnCheckpoints
  ) -> (selection: TextSelection, desiredColumn: Int) {
    movingVertically(
      selection, lines: lines, extend: extend,
      column: { desiredColumn ?? cellColumn(of: $0, tabSize: tabSize, checkpoints: &checkpoints) },
      offset: { offset(in: $0, atCellColumn: $1, tabSize: tabSize, checkpoints: &checkpoints) })
  }

  /// Vertical motion with the column of the head and the offset at a column in a line given.
  private func movingVertically(
    _ selection: TextSelection, lines: Int, extend: Bool, column: (ByteOffset) -> Int,
    offset: (LineNumber, Int) -> ByteOffset
  ) -> (selection: TextSelection, desiredColumn: Int) {
    let head = clamped(selection.head)
    let goal = column(head)
    let (line, overflow) = lineNumber(at: head).value.addingReportingOverflow(lines)
    let target: ByteOffset
    if overflow {
      target = lines > 0 ? endOffset : .zero
    } else if line < 0 {
      target = .zero
    } else if line >= lineCount {
      target = endOffset
    } else {
      target = offset(LineNumber(line), goal)
    }
    let moved =
      extend ? TextSelection(anchor: clamped(selection.anchor), head: target) : TextSelection(caret: target)
    return (moved, goal)
  }

  /// The no-wrap layout that counts logical columns with `tabSize` (kept within 1...2²⁴), the
  /// line holding `offset` and `offset` within its content.
  private func columnQuestion(at offset: ByteOffset, tabSize: Int) -> (
    WrapLayout, WrapLayout.LineSpan, ByteOffset
  ) {
    let line = WrapLayout.LineSpan(holding: offset, in: self)
    let target = min(max(clamped(offset), line.start), line.contentEnd)
    return (WrapLayout(width: 1, tabSize: tabSize, wrap: .none), line, target)
  }
}
