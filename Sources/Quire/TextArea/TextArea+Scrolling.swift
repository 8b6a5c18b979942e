extension TextArea {
  /// The cells of the line-number gutter in an area `columns` wide: the digits of the last
  /// line number (at least 2) and a space; none without line numbers or when the area is too
  /// narrow to spare them.
  func gutterWidth(columns: Int) -> Int {
    guard showsLineNumbers else { return 0 }
    var digits = 1
    var count = buffer.text.lineCount
    while count >= 10 {
      digits += 1
      count /= 10
    }
    let width = max(2, digits) + 1
    return columns - width >= 4 ? width : 0
  }

  /// The layout of the text column of an area of `size`. When wrapping, the last column is kept
  /// for the caret at the end of a full row, so rows are one cell narrower than the column.
  func layout(for size: TerminalSize) -> WrapLayout {
    let columns = max(1, size.columns - gutterWidth(columns: size.columns))
    let width = wrap == .none || columns < 2 ? columns : columns - 1
    return WrapLayout(width: width, tabSize: tabSize, wrap: wrap, horizontalOffset: scrollColumn)
  }

  /// The rows an area of `size` shows: from `scrollTop`, moved as little as needed to show the
  /// caret (the selection's head), and under `.none` scrolled sideways as little as needed.
  /// A pure function of the state and `size`: drawing and handling agree on what is shown.
  /// O(log n + the bytes of the rows shown + the layout's anchor spacing).
  func shownRows(in size: TerminalSize) -> ShownRows {
    let text = buffer.text
    let head = buffer.selection.head
    if let memo = shownMemo, memo.textVersion == textVersion, memo.size == size, memo.scrollTop == scrollTop,
      memo.scrollColumn == scrollColumn,
      let index = caretIndex(in: memo.shown.rows, layout: memo.shown.layout)
    {
      // The text and the view are as last laid out, and the caret is among the rows.
      var shown = memo.shown
      shown.caretIndex = index
      return shown
    }
    var layout = layout(for: size)
    if wrap == .none { layout.horizontalOffset = layout.horizontalOffset(revealing: head, in: text) }
    let count = max(1, size.rows)
    let top: ByteOffset
    if let memo = shownMemo, memo.size == size, memo.scrollTop == scrollTop, wrap != .none,
      let first = memo.shown.rows.first, changedFrom >= first.range.upperBound
    {
      // Changes after the first row shown leave where it starts; a row ends by what it holds.
      top = scrollTop
    } else {
      top = layout.rowStart(containing: min(scrollTop, text.endOffset), in: text)
    }
    var rows = head < top ? [] : Self.fullRows(from: top, count: count, layout: layout, in: text)
    var index = caretIndex(in: rows, layout: layout)
    if index == nil {
      let caretRow = layout.rowStart(containing: head, in: text)
      let start =
        caretRow < top
        ? caretRow : layout.rowStarts(before: caretRow, count: count - 1, in: text).last ?? caretRow
      rows = Self.fullRows(from: start, count: count, layout: layout, in: text)
      index = caretIndex(in: rows, layout: layout)
    }
    return ShownRows(
      layout: layout, rows: rows, gutter: gutterWidth(columns: size.columns), caretIndex: index)
  }

  /// The index in `rows` of the row that shows the caret, if one does. O(rows).
  private func caretIndex(in rows: [VisualRow], layout: WrapLayout) -> Int? {
    let head = buffer.selection.head
    let end = buffer.text.endOffset
    guard let index = rows.firstIndex(where: { ShownRows.row($0, holds: head, textEnd: end) }) else {
      return nil
    }
    if wrap == .none, !ShownRows.window(of: rows[index], width: layout.width, shows: head) { return nil }
    return index
  }

  /// How many rows the text takes in an area `columns` wide, from 1 to `limit`: for an owner
  /// that sizes the area to its text (an inline prompt). O(the bytes of those rows).
  public func rowsNeeded(columns: Int, atMost limit: Int) -> Int {
    let limit = max(1, limit)
    let layout = layout(for: TerminalSize(columns: columns, rows: limit))
    return max(1, layout.rows(from: .zero, count: limit, in: buffer.text).count)
  }

  /// `count` rows from the row starting at `top`, or, when the text ends before they fill the
  /// area, the last `count` rows: the view never shows empty rows below the text while rows
  /// above it are hidden (so an area that grows shows more of what is above).
  static func fullRows(from top: ByteOffset, count: Int, layout: WrapLayout, in text: TextStorage)
    -> [VisualRow]
  {
    let rows = layout.rows(from: top, count: count, in: text)
    guard rows.count < count, top != .zero else { return rows }
    let earlier = layout.rowStarts(before: top, count: count - rows.count, in: text)
    guard let first = earlier.last else { return rows }
    return layout.rows(from: first, count: count, in: text)
  }

  /// Keeps the caret on screen at `viewport`: the stored top row and column become those shown,
  /// and the rows are kept for drawing.
  mutating func reveal() {
    let shown = shownRows(in: viewport)
    scrollTop = shown.top
    scrollColumn = shown.layout.horizontalOffset
    changedFrom = ByteOffset(Int.max)
    shownMemo = ShownRows.Memo(
      textVersion: textVersion, size: viewport, scrollTop: scrollTop, scrollColumn: scrollColumn, shown: shown
    )
  }

  /// Lays the text out afresh after an option of the layout changed.
  mutating func relayout() {
    shownMemo = nil
    reveal()
  }

  /// Moves the selection's head `rows` screen rows, keeping the column it aims for; with
  /// `extend` the anchor stays. Past the first or last row it goes to the text's start or end.
  mutating func moveVertically(byRows rows: Int, extend: Bool) {
    let layout = layout(for: viewport)
    let selection = buffer.selection
    let move = layout.move(selection.head, byRows: rows, desiredColumn: desiredColumn, in: buffer.text)
    buffer.selection =
      extend ? TextSelection(anchor: selection.anchor, head: move.offset) : TextSelection(caret: move.offset)
    buffer.breakGroup()
    desiredColumn = move.desiredColumn
  }

  /// Moves the view and the caret a page (the viewport's rows, less one) up or down, so the
  /// caret keeps its place on screen; at the first or last page the caret goes to the text's
  /// start or end.
  mutating func movePage(down: Bool, extend: Bool) {
    let shown = shownRows(in: viewport)
    let page = max(1, viewport.rows - 1)
    let text = buffer.text
    if down {
      let ahead = shown.layout.rows(from: shown.top, count: page + viewport.rows, in: text)
      if ahead.count > viewport.rows { scrollTop = ahead[min(page, ahead.count - viewport.rows)].start }
    } else {
      scrollTop = shown.layout.rowStarts(before: shown.top, count: page, in: text).last ?? shown.top
    }
    moveVertically(byRows: down ? page : -page, extend: extend)
  }

  /// Scrolls the view `rows` rows (the mouse wheel), no further than a full last page;
  /// the caret, were it to leave the view, comes along to the nearest row shown, keeping its
  /// column (a selection keeps its anchor).
  mutating func scroll(byRows rows: Int) {
    let shown = shownRows(in: viewport)
    let layout = shown.layout
    let text = buffer.text
    if rows > 0 {
      let ahead = layout.rows(from: shown.top, count: rows + 1, in: text)
      scrollTop = ahead.last?.start ?? shown.top
    } else {
      scrollTop = layout.rowStarts(before: shown.top, count: -rows, in: text).last ?? shown.top
    }
    let visible = Self.fullRows(from: scrollTop, count: max(1, viewport.rows), layout: layout, in: text)
    guard let first = visible.first, let last = visible.last else { return }
    scrollTop = first.start
    let head = buffer.selection.head
    let headRow = layout.rowStart(containing: head, in: text)
    let target: VisualRow
    if head < first.start {
      target = first
    } else if !visible.contains(where: { $0.start == headRow }) {
      target = last
    } else {
      return
    }
    let column = desiredColumn ?? layout.cell(of: head, in: text).column
    let offset = layout.offset(atColumn: column, inRowStarting: target.start, in: text)
    let selection = buffer.selection
    buffer.selection =
      selection.isEmpty ? TextSelection(caret: offset) : TextSelection(anchor: selection.anchor, head: offset)
    buffer.breakGroup()
    desiredColumn = column
  }
}
