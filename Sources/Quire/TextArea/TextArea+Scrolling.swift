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
    var layout = layout(for: size)
    let text = buffer.text
    let head = buffer.selection.head
    if wrap == .none { layout.horizontalOffset = layout.horizontalOffset(revealing: head, in: text) }
    let count = max(1, size.rows)
    let caretRow = layout.rowStart(containing: head, in: text)
    var top = layout.rowStart(containing: min(scrollTop, text.endOffset), in: text)
    if caretRow < top { top = caretRow }
    var rows = Self.fullRows(from: top, count: count, layout: layout, in: text)
    if !rows.contains(where: { $0.start == caretRow }) {
      top = layout.rowStarts(before: caretRow, count: count - 1, in: text).last ?? caretRow
      rows = layout.rows(from: top, count: count, in: text)
    }
    return ShownRows(
      layout: layout, rows: rows, gutter: gutterWidth(columns: size.columns),
      caretIndex: rows.firstIndex { $0.start == caretRow })
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

  /// Keeps the caret on screen at `viewport`: the stored top row and column become those shown.
  mutating func reveal() {
    let shown = shownRows(in: viewport)
    scrollTop = shown.top
    scrollColumn = shown.layout.horizontalOffset
  }

  /// Moves the selection's head `rows` screen rows, keeping the column it aims for; with
  /// `extend` the anchor stays. Past the first or last row it goes to the text's start or end.
  mutating func moveVertically(byRows rows: Int, extend: Bool) {
    let layout = shownRows(in: viewport).layout
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
