/// Vertical motion over logical lines, keeping the column (in terminal cells) the caret aims
/// for. Motion over visual rows of wrapped lines belongs to the layout.
extension TextStorage {
  /// The cell column of `offset` in its logical line: the display width of the clusters
  /// before it, each tab taking the text to the next multiple of `tabSize`. O(log n + k), k the
  /// bytes from the line's start to `offset`.
  public func cellColumn(of offset: ByteOffset, tabSize: Int) -> Int {
    let offset = clamped(offset)
    var column = 0
    forEachGrapheme(in: lineStart(lineNumber(at: offset))..<offset) { grapheme in
      column = Self.column(after: grapheme, at: column, tabSize: tabSize)
      return true
    }
    return column
  }

  /// The offset in `line` at cell column `column`: the start of the cluster that covers the
  /// column, or the line's end when the line is shorter. O(log n + k), k the bytes up to it.
  public func offset(in line: LineNumber, atCellColumn column: Int, tabSize: Int) -> ByteOffset {
    let end = lineEnd(line)
    var result = end
    var current = 0
    forEachGrapheme(in: lineStart(line)..<end) { grapheme in
      let next = Self.column(after: grapheme, at: current, tabSize: tabSize)
      if next > column {
        result = grapheme.range.lowerBound
        return false
      }
      current = next
      return true
    }
    return result
  }

  /// The selection after moving the head `lines` logical lines down (up when negative),
  /// keeping `desiredColumn` (the head's own column when nil), and the column to keep on the
  /// next vertical motion. Past the first or last line the head goes to the start or end of
  /// the text. With `extend` (Shift) the anchor stays; without it the result is a caret.
  public func movingVertically(
    _ selection: TextSelection, lines: Int, desiredColumn: Int?, extend: Bool, tabSize: Int
  ) -> (selection: TextSelection, desiredColumn: Int) {
    let head = clamped(selection.head)
    let column = desiredColumn ?? cellColumn(of: head, tabSize: tabSize)
    // A move of more lines than the text has goes as far as one of exactly that many.
    let line = lineNumber(at: head).value + min(max(lines, -lineCount), lineCount)
    let target: ByteOffset
    if line < 0 {
      target = .zero
    } else if line >= lineCount {
      target = endOffset
    } else {
      target = offset(in: LineNumber(line), atCellColumn: column, tabSize: tabSize)
    }
    let moved =
      extend ? TextSelection(anchor: clamped(selection.anchor), head: target) : TextSelection(caret: target)
    return (moved, column)
  }

  /// The column after `grapheme` drawn at `column`.
  private static func column(after grapheme: Grapheme, at column: Int, tabSize: Int) -> Int {
    if grapheme.character == "\t" { return (column / max(1, tabSize) + 1) * max(1, tabSize) }
    return column + displayWidth(of: grapheme.character)
  }
}
