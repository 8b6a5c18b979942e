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
  /// caret (the selection's head), and under `.none` scrolled sideways as little as needed;
  /// when the text ends before the area does, the last rows that fill it. A pure function of
  /// the state and `size` (the checkpoints only remember columns): drawing and handling agree
  /// on what is shown. O(log n + the bytes of the rows shown + the layout's anchor spacing);
  /// under `.none`, the column work the checkpoints bound.
  func shownRows(in size: TerminalSize, checkpoints: inout LineColumnCheckpoints) -> ShownRows {
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
    let count = max(1, size.rows)
    let from = min(scrollTop, text.endOffset)
    if wrap == .none {
      // Rows are lines: where they start is found without the window, which may lie far into
      // a long line; the window is scrolled by the caret's column, from the checkpoints.
      layout.horizontalOffset = layout.horizontalOffset(revealing: head, in: text, checkpoints: &checkpoints)
      let top = lineLayout(layout).topRow(revealing: head, from: from, visibleRows: count, in: text)
      return shownRows(from: top, layout: layout, size: size, checkpoints: &checkpoints)
    }
    if let memo = shownMemo, memo.size == size, memo.scrollTop == scrollTop, memo.shown.layout == layout,
      let first = memo.shown.rows.first, changedFrom >= first.range.upperBound
    {
      // The text changed only after the first row shown, which so still starts there (a row
      // ends by what it holds, and the gutter kept its width): the rows are laid out from it
      // without looking for its start from the anchor before it, and the rows the change
      // cannot reach are kept as they were.
      let shown = shownRows(
        from: scrollTop, layout: layout, size: size, checkpoints: &checkpoints, reusing: memo.shown)
      if shown.caretIndex != nil { return shown }
    }
    let viewport = layout.viewport(
      revealing: head, from: from, visibleRows: count, in: text, checkpoints: &checkpoints)
    if viewport.rows.count < count, viewport.top != .zero {
      return shownRows(from: viewport.top, layout: layout, size: size, checkpoints: &checkpoints)
    }
    return ShownRows(
      layout: layout, rows: viewport.rows, gutter: gutterWidth(columns: size.columns),
      caretIndex: caretIndex(in: viewport.rows, layout: layout))
  }

  /// The rows from the row starting at `top`, laid out by `layout` in an area of `size`, or,
  /// when the text ends before they fill the area, the last rows that fill it: the view never
  /// shows empty rows below the text while rows above it are hidden (so an area that grows
  /// shows more of what is above). The caret may be among them or not.
  ///
  /// When wrapping, `previous` (the rows shown from the same `top` by the same layout before
  /// the text changed from `changedFrom` on) lends the rows the change cannot reach.
  func shownRows(
    from top: ByteOffset, layout: WrapLayout, size: TerminalSize, checkpoints: inout LineColumnCheckpoints,
    reusing previous: ShownRows? = nil
  ) -> ShownRows {
    let text = buffer.text
    let count = max(1, size.rows)
    guard wrap != .none else {
      var rows = layout.rows(from: top, count: count, in: text, checkpoints: &checkpoints)
      if rows.count < count, top != .zero,
        let first = rowStarts(before: top, count: count - rows.count, layout: layout).last
      {
        rows = layout.rows(from: first, count: count, in: text, checkpoints: &checkpoints)
      }
      return ShownRows(
        layout: layout, rows: rows, gutter: gutterWidth(columns: size.columns),
        caretIndex: caretIndex(in: rows, layout: layout))
    }
    var run: WrapLayout.RowRun
    if let previous, let readEnds = previous.readEnds {
      run = layout.rowRun(
        from: top, count: count, in: text,
        reusing: WrapLayout.RowRun(rows: previous.rows, readEnds: readEnds), changedFrom: changedFrom)
    } else {
      run = layout.rowRun(from: top, count: count, in: text)
    }
    if run.rows.count < count, top != .zero,
      let first = rowStarts(before: top, count: count - run.rows.count, layout: layout).last
    {
      run = layout.rowRun(from: first, count: count, in: text)
    }
    return ShownRows(
      layout: layout, rows: run.rows, gutter: gutterWidth(columns: size.columns),
      caretIndex: caretIndex(in: run.rows, layout: layout), readEnds: run.readEnds)
  }

  /// The rows an area of `size` shows, for drawing (see `shownRows(in:checkpoints:)`): the
  /// columns it counts are not kept.
  func shownRows(in size: TerminalSize) -> ShownRows {
    var checkpoints = self.checkpoints
    return shownRows(in: size, checkpoints: &checkpoints)
  }

  /// `layout` not scrolled sideways: under `.none` a row's start is its line's, and finding
  /// it reads each line only as far as the window, which then lies at the line's start.
  private func lineLayout(_ layout: WrapLayout) -> WrapLayout {
    var unscrolled = layout
    unscrolled.horizontalOffset = 0
    return unscrolled
  }

  /// The starts of up to `count` rows before the row starting at `start`, nearest first: under
  /// `.none` the starts of the lines before it. O(count × log n) under `.none`.
  private func rowStarts(before start: ByteOffset, count: Int, layout: WrapLayout) -> [ByteOffset] {
    let text = buffer.text
    guard wrap == .none else { return layout.rowStarts(before: start, count: count, in: text) }
    let line = text.lineNumber(at: start).value
    guard count > 0, line > 0 else { return [] }
    return (1...min(count, line)).map { text.lineStart(LineNumber(line - $0)) }
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

  /// Keeps the caret on screen at `viewport`: the stored top row and column become those shown,
  /// and the rows are kept for drawing.
  mutating func reveal() {
    let shown = shownRows(in: viewport, checkpoints: &checkpoints)
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
    let move =
      shownMove(byRows: rows, layout: layout)
      ?? layout.move(
        selection.head, byRows: rows, desiredColumn: desiredColumn, in: buffer.text, checkpoints: &checkpoints
      )
    buffer.selection =
      extend ? TextSelection(anchor: selection.anchor, head: move.offset) : TextSelection(caret: move.offset)
    buffer.breakGroup()
    desiredColumn = move.desiredColumn
  }

  /// The vertical move `WrapLayout.move` would answer, read from the rows last shown when
  /// wrapping and both the caret's row and the one `rows` from it are among them: in a long
  /// wrapped line the layout would find the caret's row again from the anchor before it.
  /// O(rows shown + the bytes of the two rows).
  private func shownMove(byRows rows: Int, layout: WrapLayout) -> WrapLayout.VerticalMove? {
    guard wrap != .none, rows != 0, let memo = shownMemo, memo.textVersion == textVersion,
      memo.size == viewport, memo.scrollTop == scrollTop, memo.shown.layout == layout,
      let index = caretIndex(in: memo.shown.rows, layout: layout)
    else { return nil }
    let shown = memo.shown.rows
    let (target, overflow) = index.addingReportingOverflow(rows)
    guard !overflow, shown.indices.contains(target) else { return nil }
    let goal = desiredColumn ?? shown[index].column(of: buffer.selection.head)
    return WrapLayout.VerticalMove(offset: shown[target].offset(atColumn: goal), desiredColumn: goal)
  }

  /// Moves the view and the caret a page (the viewport's rows, less one) up or down, so the
  /// caret keeps its place on screen; at the first or last page the caret goes to the text's
  /// start or end.
  mutating func movePage(down: Bool, extend: Bool) {
    let shown = shownRows(in: viewport, checkpoints: &checkpoints)
    let page = max(1, viewport.rows - 1)
    if down {
      let ahead = rowStarts(after: shown.top, count: page + viewport.rows - 1, layout: shown.layout)
      if ahead.count >= viewport.rows { scrollTop = ahead[min(page, ahead.count - viewport.rows + 1) - 1] }
    } else {
      scrollTop = rowStarts(before: shown.top, count: page, layout: shown.layout).last ?? shown.top
    }
    moveVertically(byRows: down ? page : -page, extend: extend)
  }

  /// Scrolls the view `rows` rows (the mouse wheel), no further than a full last page;
  /// the caret, were it to leave the view, comes along to the nearest row shown, keeping its
  /// column (a selection keeps its anchor).
  mutating func scroll(byRows rows: Int) {
    let shown = shownRows(in: viewport, checkpoints: &checkpoints)
    let layout = shown.layout
    if rows > 0 {
      // No further than a full last page.
      let ahead = rowStarts(after: shown.top, count: rows + viewport.rows - 1, layout: layout)
      if ahead.count >= viewport.rows { scrollTop = ahead[min(rows, ahead.count - viewport.rows + 1) - 1] }
    } else {
      scrollTop = rowStarts(before: shown.top, count: -rows, layout: layout).last ?? shown.top
    }
    let visible = shownRows(from: scrollTop, layout: layout, size: viewport, checkpoints: &checkpoints)
    guard let first = visible.rows.first, let last = visible.rows.last else { return }
    scrollTop = first.start
    let head = buffer.selection.head
    let target: VisualRow
    if head < first.start {
      target = first
    } else if visible.caretIndex == nil {
      target = last
    } else {
      return
    }
    let text = buffer.text
    let column = desiredColumn ?? layout.cell(of: head, in: text, checkpoints: &checkpoints).column
    let offset = layout.offset(
      atColumn: column, inRowStarting: target.start, in: text, checkpoints: &checkpoints)
    moveHeadIntoView(to: offset)
    desiredColumn = column
  }

  /// Moves the caret (the selection's head, its anchor kept) to `offset`, where scrolling
  /// left it in view, and ends the typing group.
  mutating func moveHeadIntoView(to offset: ByteOffset) {
    let selection = buffer.selection
    buffer.selection =
      selection.isEmpty ? TextSelection(caret: offset) : TextSelection(anchor: selection.anchor, head: offset)
    buffer.breakGroup()
  }

  /// The starts of up to `count` rows after the row starting at `start`, nearest first: under
  /// `.none` the starts of the lines after it. O(the bytes of those rows) when wrapping, O(count
  /// × log n) under `.none`.
  private func rowStarts(after start: ByteOffset, count: Int, layout: WrapLayout) -> [ByteOffset] {
    let text = buffer.text
    guard count > 0 else { return [] }
    guard wrap == .none else {
      return layout.rows(from: start, count: count + 1, in: text).dropFirst().map(\.start)
    }
    let line = text.lineNumber(at: start).value
    let last = min(line + count, text.lineCount - 1)
    guard last > line else { return [] }
    return ((line + 1)...last).map { text.lineStart(LineNumber($0)) }
  }
}
