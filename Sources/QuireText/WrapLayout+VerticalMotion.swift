extension WrapLayout {
  /// Where the caret lands after a vertical move, and the column to keep for the next one.
  public struct VerticalMove: Hashable, Sendable {
    /// The new caret offset.
    public var offset: ByteOffset
    /// The column the move aimed at, to pass to the next vertical move so that the caret
    /// keeps its column across shorter rows.
    public var desiredColumn: Int

    public init(offset: ByteOffset, desiredColumn: Int) {
      self.offset = offset
      self.desiredColumn = desiredColumn
    }
  }

  /// Moves the caret at `offset` by `rows` screen rows (down when positive, up when
  /// negative), aiming at `desiredColumn` (the caret's own column when `nil`).
  ///
  /// Moving up from the first row goes to the start of the text, down from the last row to
  /// its end; the desired column is kept either way. O(log n + the bytes of the rows crossed
  /// + anchorSpacing); under `.none`, the caret's line and the target line read from their
  /// starts up to the columns (see `move(_:byRows:desiredColumn:in:checkpoints:)`).
  public func move(
    _ offset: ByteOffset, byRows rows: Int, desiredColumn: Int? = nil, in text: TextStorage
  ) -> VerticalMove {
    let position = cell(of: offset, in: text)
    let goal = desiredColumn ?? position.column
    guard let target = targetRow(from: position.rowStart, byRows: rows, in: text) else {
      return VerticalMove(offset: rows > 0 ? text.endOffset : .zero, desiredColumn: goal)
    }
    return VerticalMove(
      offset: rows == 0 ? offset : self.offset(atColumn: goal, inRowStarting: target, in: text),
      desiredColumn: goal)
  }

  /// The start of the row `rows` rows below (above when negative) the row at `rowStart`, or
  /// `nil` past the end (the start) of the text. O(log n + the bytes of the rows crossed +
  /// anchorSpacing); O(log n) under `.none`.
  func targetRow(from rowStart: ByteOffset, byRows rows: Int, in text: TextStorage) -> ByteOffset? {
    guard rows != 0 else { return rowStart }
    // A text has at most a row per byte and per line: a longer move goes past its end.
    let most = text.byteCount + text.lineCount
    let steps = Int(min(rows.magnitude, UInt(most)))
    guard UInt(steps) == rows.magnitude else { return nil }
    if mode == .none {
      let line = text.lineNumber(at: rowStart).value + (rows > 0 ? steps : -steps)
      return line >= 0 && line < text.lineCount ? text.lineStart(LineNumber(line)) : nil
    }
    if rows > 0 {
      let passed = self.rows(from: rowStart, count: steps + 1, in: text)
      return passed.count == steps + 1 ? passed.last?.start : nil
    }
    let passed = rowStarts(before: rowStart, count: steps, in: text)
    return passed.count == steps ? passed.last : nil
  }
}
