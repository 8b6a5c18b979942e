/// Drawing the notes of a `NoteList`, two rows each: `›` on the cursor's note, the title
/// (matches of the filter highlighted), the tags and the age aligned in columns at the
/// right; then the note's first line, faint. A row left over at the bottom shows the next
/// note's first row.
struct NoteRows {
  var list: NoteList
  /// The wall-clock time of the frame; no ages without it.
  var now: FileTime?

  /// The columns from the left edge where the title starts, and where the first line starts.
  static let titleColumn = 3
  static let previewColumn = 5

  /// The columns of a frame's rows, the same for every note drawn.
  private struct Columns {
    var right: Int
    var ageWidth: Int
    var tagsWidth: Int

    var titleRoom: Int {
      var end = right
      if ageWidth > 0 { end -= ageWidth + 2 }
      if tagsWidth > 0 { end -= tagsWidth + 2 }
      return end - NoteRows.titleColumn
    }
    var tagsColumn: Int { right - ageWidth - (ageWidth > 0 ? 2 : 0) - tagsWidth }
  }

  /// Draws the notes the viewport shows in `rows` rows of `canvas`.
  func draw(rows: Int, in canvas: inout Canvas, context: DrawContext) {
    let visible = list.viewport.visibleItems(inRows: rows)
    let perItem = list.viewport.rowsPerItem
    var drawn = Array(visible)
    if visible.count * perItem < rows, visible.upperBound < list.shown.count {
      drawn.append(visible.upperBound)
    }
    let notes = drawn.map { list.shownNote($0) }
    let ages = notes.map { note in
      now.map { NoteAge.text(of: note.entry.modificationTime, now: $0, strings: context.strings) } ?? ""
    }
    let columnCount = canvas.size.columns
    var columns = Columns(
      right: columnCount - DocumentBrowser.margin,
      ageWidth: ages.map { Canvas.shownWidth(of: $0) }.max() ?? 0,
      tagsWidth: min(notes.map { Canvas.shownWidth(of: $0.tagsText) }.max() ?? 0, max(0, columnCount / 3)))
    if columns.titleRoom < 8 { columns.tagsWidth = 0 }
    if columns.titleRoom < 6 { columns.ageWidth = 0 }
    var matcher: Matcher?
    for (offset, index) in drawn.enumerated() {
      let row = offset * perItem
      guard row < rows else { break }
      draw(
        notes[offset], age: ages[offset], isCursor: index == list.viewport.cursor, row: row,
        withPreview: perItem > 1 && row + 1 < rows, columns: columns, matcher: &matcher, in: &canvas,
        context: context)
    }
  }

  private func draw(
    _ note: Note, age: String, isCursor: Bool, row: Int, withPreview: Bool, columns: Columns,
    matcher: inout Matcher?, in canvas: inout Canvas, context: DrawContext
  ) {
    let theme = context.theme
    if isCursor {
      canvas.draw("›", at: CellPosition(column: DocumentBrowser.margin, row: row), style: theme.accent)
    }
    let ranges = list.matchRanges(of: note, matcher: &matcher)
    let titleBytes = note.title.utf8.count
    let titleRanges = ranges.compactMap { range -> Range<ByteOffset>? in
      range.lowerBound.value < titleBytes
        ? range.lowerBound..<min(range.upperBound, ByteOffset(titleBytes)) : nil
    }
    let tagRanges = ranges.compactMap { range -> Range<ByteOffset>? in
      guard range.upperBound.value > titleBytes + 1 else { return nil }
      return ByteOffset(
        max(0, range.lowerBound.value - titleBytes - 1))..<(range.upperBound - (titleBytes + 1))
    }
    canvas.draw(
      note.title.replacing("\t", with: " "), highlighting: titleRanges,
      at: CellPosition(column: Self.titleColumn, row: row), width: columns.titleRoom,
      style: isCursor ? theme.cursorRow : theme.text, highlight: theme.match)
    if columns.tagsWidth > 0, !note.tags.isEmpty {
      canvas.draw(
        note.tagsText, highlighting: tagRanges, at: CellPosition(column: columns.tagsColumn, row: row),
        width: columns.tagsWidth, style: theme.accent, highlight: theme.match)
    }
    if columns.ageWidth > 0 {
      canvas.draw(
        age, at: CellPosition(column: columns.right - Canvas.shownWidth(of: age), row: row),
        style: theme.faint)
    }
    if withPreview, let excerpt = list.excerpt(of: note) {
      // The line the search found, the match highlighted.
      let utf8 = excerpt.text.utf8
      let start = utf8.distance(from: utf8.startIndex, to: excerpt.match.lowerBound)
      let end = utf8.distance(from: utf8.startIndex, to: excerpt.match.upperBound)
      canvas.draw(
        excerpt.text, highlighting: [ByteOffset(start)..<ByteOffset(end)],
        at: CellPosition(column: Self.previewColumn, row: row + 1), width: columns.right - Self.previewColumn,
        style: theme.faint, highlight: theme.match)
    } else if withPreview {
      let isBinary = note.head?.isBinary == true
      canvas.draw(
        isBinary ? context.strings[.binaryNote] : note.preview,
        at: CellPosition(column: Self.previewColumn, row: row + 1),
        width: columns.right - Self.previewColumn, style: isBinary ? theme.faint.adding(.italic) : theme.faint
      )
    }
  }
}
