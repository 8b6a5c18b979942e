extension TagList {
  /// Draws the title and count, the rules, and the tags (or what stands for none).
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let strings = context.strings
    let size = canvas.size
    let layout = Self.layout(in: size)
    let margin = 1
    let end = canvas.draw(
      strings[.tags], at: CellPosition(column: margin, row: layout.titleRow),
      width: size.columns - 2 * margin,
      style: theme.title)
    let count = tags.count == 1 ? strings[.oneTag] : strings.text(.tagCount, ["count": String(tags.count)])
    let countWidth = Canvas.shownWidth(of: count)
    if size.columns - margin - countWidth >= end + 2 {
      canvas.draw(
        count, at: CellPosition(column: size.columns - margin - countWidth, row: layout.titleRow),
        style: theme.faint)
    }
    for row in layout.rules {
      canvas.drawRule(row: row, column: margin, width: max(0, size.columns - 2 * margin), style: theme.border)
    }
    canvas.withRegion(layout.list) { canvas in drawRows(in: &canvas, context: context) }
  }

  /// `› #tag` at the left of each row, its count at the right.
  private func drawRows(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let columns = canvas.size.columns
    let rows = canvas.size.rows
    guard !tags.isEmpty else {
      canvas.draw(
        context.strings[.noTags], at: CellPosition(column: 3, row: 0), width: columns - 4, style: theme.text)
      return
    }
    let counts = tags.map { String($0.count) }
    let countWidth = counts.map(\.count).max() ?? 0
    for (row, index) in viewport.visibleItems(inRows: rows).enumerated() {
      let isCursor = index == viewport.cursor
      if isCursor { canvas.draw("›", at: CellPosition(column: 1, row: row), style: theme.accent) }
      let right = columns - 1
      let room = right - countWidth - 2 - 3
      canvas.draw(
        "#" + TextField.singleLine(tags[index].tag), at: CellPosition(column: 3, row: row),
        width: max(0, room),
        style: isCursor ? theme.cursorRow : theme.accent)
      if room > 0 {
        canvas.draw(
          counts[index], at: CellPosition(column: right - counts[index].count, row: row), style: theme.faint)
      }
    }
  }
}
