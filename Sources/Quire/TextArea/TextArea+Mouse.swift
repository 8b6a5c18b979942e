extension TextArea {
  /// The rows the wheel scrolls at a time.
  static let wheelRows = 3
  /// The columns a sideways wheel scrolls at a time (under `.none`).
  static let wheelColumns = 8

  /// A mouse event in the area's own coordinates: a press places the caret (Shift extends the
  /// selection), a second and a third press at the same cell select the word and the line, a
  /// drag extends the selection by what the press selected (scrolling when it leaves the
  /// area), the wheel scrolls.
  mutating func handle(_ mouse: MouseEvent, context: EventContext) -> EventVerdict {
    defer { reveal() }
    switch mouse.kind {
    case .wheelUp: scroll(byRows: -Self.wheelRows)
    case .wheelDown: scroll(byRows: Self.wheelRows)
    case .wheelLeft: scrollSideways(byColumns: -Self.wheelColumns)
    case .wheelRight: scrollSideways(byColumns: Self.wheelColumns)
    case .press where mouse.button == .left: press(mouse, at: context.now)
    case .drag where pointer?.isDragging == true: drag(to: mouse)
    case .release where pointer?.isDragging == true: pointer?.isDragging = false
    default: return .ignored
    }
    return .consumed
  }

  /// A left press: counts the clicks and selects by them.
  private mutating func press(_ mouse: MouseEvent, at time: Duration) {
    notice = nil
    let offset = offset(atColumn: mouse.column, row: mouse.row)
    var clicks = 1
    if let last = pointer, last.column == mouse.column, last.row == mouse.row,
      time - last.time < TextAreaPointer.multiClickInterval
    {
      clicks = last.clicks % 3 + 1
    }
    var pointer = TextAreaPointer(
      column: mouse.column, row: mouse.row, time: time, clicks: clicks, origin: offset..<offset,
      isDragging: true)
    if clicks == 1, mouse.modifiers.contains(.shift) {
      let anchor = buffer.selection.anchor
      pointer.origin = anchor..<anchor
      buffer.selection = TextSelection(anchor: anchor, head: offset)
    } else {
      pointer.origin = range(of: pointer.granularity, at: offset)
      buffer.selection = TextSelection(anchor: pointer.origin.lowerBound, head: pointer.origin.upperBound)
    }
    self.pointer = pointer
    buffer.breakGroup()
    desiredColumn = nil
  }

  /// A drag with the button down: the selection runs from what the press selected to the
  /// cluster, word or line under the pointer; above or below the area the view scrolls a row.
  private mutating func drag(to mouse: MouseEvent) {
    guard let pointer else { return }
    var row = mouse.row
    if row < 0 {
      scroll(byRows: -1)
      row = 0
    } else if row >= viewport.rows {
      scroll(byRows: 1)
      row = viewport.rows - 1
    }
    let offset = offset(atColumn: mouse.column, row: row)
    let under = range(of: pointer.granularity, at: offset)
    let origin = pointer.origin
    if under.lowerBound < origin.lowerBound {
      buffer.selection = TextSelection(anchor: origin.upperBound, head: under.lowerBound)
    } else {
      buffer.selection = TextSelection(
        anchor: origin.lowerBound, head: max(under.upperBound, origin.upperBound))
    }
    desiredColumn = nil
  }

  /// The caret offset for the cell at `column`, `row` of the area as drawn at `viewport`: the
  /// cluster under it, the line's end past it, the text's end below the last row.
  func offset(atColumn column: Int, row: Int) -> ByteOffset {
    let shown = shownRows(in: viewport)
    guard let last = shown.rows.last else { return .zero }
    if row >= shown.rows.count, shown.rows.count < viewport.rows { return buffer.text.endOffset }
    let visual = row < 0 ? shown.rows[0] : row >= shown.rows.count ? last : shown.rows[row]
    return visual.offset(atColumn: max(0, column - shown.gutter) + visual.leadingColumn)
  }

  /// What a press of `granularity` at `offset` selects: nothing (a caret), the word segment
  /// there (a word, a run of spaces, a punctuation mark; the last one of the line past its
  /// end), or the line with its line break.
  func range(of granularity: TextAreaPointer.Granularity, at offset: ByteOffset) -> Range<ByteOffset> {
    switch granularity {
    case .cluster: return offset..<offset
    case .word: return buffer.text.wordSegment(at: offset).range
    case .line: return buffer.text.lineRange(at: offset)
    }
  }

  /// Under `.none`: scrolls the view `columns` sideways; the caret, were it to leave the view,
  /// comes along to its nearest edge.
  private mutating func scrollSideways(byColumns columns: Int) {
    guard wrap == .none else { return }
    let layout = shownRows(in: viewport, checkpoints: &checkpoints).layout
    let text = buffer.text
    let head = buffer.selection.head
    let caret = layout.cell(of: head, in: text, checkpoints: &checkpoints)
    scrollColumn = max(0, layout.horizontalOffset + columns)
    let wanted = min(max(caret.column, scrollColumn), scrollColumn + layout.width - 1)
    guard wanted != caret.column else { return }
    let offset = layout.offset(
      atColumn: wanted, inRowStarting: caret.rowStart, in: text, checkpoints: &checkpoints)
    moveHeadIntoView(to: offset)
  }
}
