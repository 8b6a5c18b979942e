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
  /// + anchorSpacing).
  public func move(
    _ offset: ByteOffset, byRows rows: Int, desiredColumn: Int? = nil, in text: TextStorage
  ) -> VerticalMove {
    let position = cell(of: offset, in: text)
    let goal = desiredColumn ?? position.column
    guard rows != 0 else { return VerticalMove(offset: offset, desiredColumn: goal) }
    // A text has at most a row per byte and per line: a longer move goes past its end.
    let most = text.byteCount + text.lineCount
    let steps = Int(min(rows.magnitude, UInt(most)))
    let target: ByteOffset?
    if steps < rows.magnitude {
      target = nil
    } else if rows > 0 {
      let passed = self.rows(from: position.rowStart, count: steps + 1, in: text)
      target = passed.count == steps + 1 ? passed.last?.start : nil
    } else {
      let passed = rowStarts(before: position.rowStart, count: steps, in: text)
      target = passed.count == steps ? passed.last : nil
    }
    guard let target else {
      return VerticalMove(offset: rows > 0 ? text.endOffset : .zero, desiredColumn: goal)
    }
    return VerticalMove(
      offset: self.offset(atColumn: goal, inRowStarting: target, in: text), desiredColumn: goal)
  }
}
