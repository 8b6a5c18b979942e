/// The layout's column questions with `LineColumnCheckpoints`, for long lines under `.none`.
///
/// Each gives the same answer as the function of the same name without checkpoints. Under
/// `.none` it counts columns from the checkpoint before the place asked about instead of from
/// the line start, filling the checkpoints as it reads: once they are filled, a question in a
/// 10 MB line reads about `checkpoints.spacing` bytes plus the window. When wrapping, columns
/// already restart at the layout's anchors, and the checkpoints are left alone.
extension WrapLayout {
  /// Where the caret at `offset` is drawn (see `cell(of:in:)`). Under `.none`, O(log n +
  /// spacing) once the checkpoints hold the line up to `offset`.
  public func cell(of offset: ByteOffset, in text: TextStorage, checkpoints: inout LineColumnCheckpoints)
    -> CellPosition
  {
    guard mode == .none else { return cell(of: offset, in: text) }
    let line = LineSpan(holding: offset, in: text)
    let target = min(max(offset, line.start), line.contentEnd)
    let start = checkpoints.point(atOrBefore: target, in: line, text: text, layout: self)
    return CellPosition(
      rowStart: line.start, column: noWrapColumn(of: target, in: line, text: text, from: start))
  }

  /// The caret offset for `column` in the row starting at `rowStart` (see
  /// `offset(atColumn:inRowStarting:in:)`). Under `.none`, O(log n + spacing) once the
  /// checkpoints hold the line up to `column`.
  public func offset(
    atColumn column: Int, inRowStarting rowStart: ByteOffset, in text: TextStorage,
    checkpoints: inout LineColumnCheckpoints
  ) -> ByteOffset {
    guard mode == .none else { return offset(atColumn: column, inRowStarting: rowStart, in: text) }
    let line = LineSpan(holding: rowStart, in: text)
    let start = checkpoints.point(
      atOrBeforeColumn: column, strictly: false, in: line, text: text, layout: self)
    return noWrapOffset(atColumn: column, in: line, text: text, from: start)
  }

  /// The horizontal offset that keeps the caret at `offset` in the window (see
  /// `horizontalOffset(revealing:in:)`). O(log n + spacing) once the checkpoints hold the
  /// line up to `offset`.
  public func horizontalOffset(
    revealing offset: ByteOffset, in text: TextStorage, checkpoints: inout LineColumnCheckpoints
  ) -> Int {
    guard mode == .none else { return 0 }
    return horizontalOffset(revealingColumn: cell(of: offset, in: text, checkpoints: &checkpoints).column)
  }

  /// Lays out `count` rows from `rowStart` (see `rows(from:count:in:)`). Under `.none`, each
  /// line is read from the checkpoint before the window: O(log n + spacing + the window) a row
  /// once the checkpoints hold the lines up to the window.
  public func rows(
    from rowStart: ByteOffset, count: Int, in text: TextStorage, checkpoints: inout LineColumnCheckpoints
  ) -> [VisualRow] {
    guard mode == .none, count > 0 else { return rows(from: rowStart, count: count, in: text) }
    return noWrapRows(from: rowStart, count: count, in: text) { line in
      checkpoints.point(
        atOrBeforeColumn: horizontalOffset, strictly: true, in: line, text: text, layout: self)
    }
  }

  /// The row that holds `offset` (see `row(containing:in:)`). Under `.none`, O(log n +
  /// spacing + the window) once the checkpoints hold the line up to the window.
  public func row(
    containing offset: ByteOffset, in text: TextStorage, checkpoints: inout LineColumnCheckpoints
  )
    -> VisualRow
  {
    guard mode == .none else { return row(containing: offset, in: text) }
    let line = LineSpan(holding: offset, in: text)
    let start = checkpoints.point(
      atOrBeforeColumn: horizontalOffset, strictly: true, in: line, text: text, layout: self)
    return noWrapRow(of: line, in: text, from: start)
  }

  /// Moves the caret at `offset` by `rows` screen rows (see `move(_:byRows:desiredColumn:in:)`).
  /// Under `.none`, O(log n + spacing) once the checkpoints hold both lines up to the columns.
  public func move(
    _ offset: ByteOffset, byRows rows: Int, desiredColumn: Int? = nil, in text: TextStorage,
    checkpoints: inout LineColumnCheckpoints
  ) -> VerticalMove {
    guard mode == .none else { return move(offset, byRows: rows, desiredColumn: desiredColumn, in: text) }
    let position = cell(of: offset, in: text, checkpoints: &checkpoints)
    let goal = desiredColumn ?? position.column
    guard let target = targetRow(from: position.rowStart, byRows: rows, in: text) else {
      return VerticalMove(offset: rows > 0 ? text.endOffset : .zero, desiredColumn: goal)
    }
    let landed =
      rows == 0
      ? offset : self.offset(atColumn: goal, inRowStarting: target, in: text, checkpoints: &checkpoints)
    return VerticalMove(offset: landed, desiredColumn: goal)
  }
}
