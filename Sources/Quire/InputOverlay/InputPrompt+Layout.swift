extension InputPrompt {
  /// Where the rows and the field go at `width`.
  struct Layout: Hashable {
    var titleRow: Int?
    var field: CellRect
    var messageRow: Int?
    /// Where the hint starts: at the right of the field's row, or on its own row.
    var hint: CellPosition
    var height: Int
  }

  /// On the inline surface, as wide as the title, and the field's text (at least
  /// `inlineFieldWidth`) with the hint beside it, need (`Screen.preferredWidth`); the field
  /// widens as the text grows, up to the terminal's width.
  public func preferredWidth(context: DrawContext) -> Int? {
    let strings = context.strings
    let hintWidth = HelpBar.width(of: keys.helpItems(strings))
    let fieldColumn = 1 + Canvas.shownWidth(of: InputPrompt.promptMark)
    let shown = max(Canvas.shownWidth(of: field.text), Canvas.shownWidth(of: field.placeholder)) + 1
    let fieldRow = fieldColumn + max(InputPrompt.inlineFieldWidth, shown) + 2 + hintWidth + 1
    let titleRow = title.map { 1 + Canvas.shownWidth(of: $0) + 1 } ?? 0
    let messageRow = field.message.map { fieldColumn + Canvas.shownWidth(of: $0.shown(strings)) + 1 } ?? 0
    return max(fieldRow, titleRow, messageRow)
  }

  func layout(width: Int, strings: Strings) -> Layout {
    let margin = 1
    let hintWidth = HelpBar.width(of: keys.helpItems(strings))
    let markWidth = Canvas.shownWidth(of: InputPrompt.promptMark)
    let fieldColumn = margin + markWidth
    var row = 0
    let titleRow = title == nil ? nil : row
    if title != nil { row += 1 }
    let fieldRow = row
    row += 1
    let messageRow = field.message == nil ? nil : row
    if messageRow != nil { row += 1 }
    let besideRoom = width - fieldColumn - 2 - hintWidth - margin
    if besideRoom >= InputPrompt.minimumFieldWidth {
      return Layout(
        titleRow: titleRow, field: CellRect(column: fieldColumn, row: fieldRow, columns: besideRoom, rows: 1),
        messageRow: messageRow, hint: CellPosition(column: width - margin - hintWidth, row: fieldRow),
        height: row)
    }
    let fieldWidth = max(1, width - fieldColumn - margin)
    return Layout(
      titleRow: titleRow, field: CellRect(column: fieldColumn, row: fieldRow, columns: fieldWidth, rows: 1),
      messageRow: messageRow, hint: CellPosition(column: margin, row: row), height: row + 1)
  }
}
