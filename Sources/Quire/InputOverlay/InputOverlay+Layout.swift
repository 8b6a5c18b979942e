extension InputOverlay {
  /// Where the parts of the overlay go in its region.
  struct Layout: Hashable {
    /// The box (its border when `hasBorder`); the columns outside it show the dimmed screen.
    var box: CellRect
    var hasBorder: Bool
    /// The title's row when there is no border to carry it.
    var titleRow: Int?
    var field: CellRect
    var messageRow: Int?
    var buttonsOrigin: CellPosition?
    var buttons: ButtonRow<DialogAction>.Layout
  }

  /// The rows the overlay wants: border, field, message, buttons, border.
  static func rowsWanted(hasMessage: Bool) -> Int { hasMessage ? 5 : 4 }

  /// The layout in a region of `size`: the box one column in from each side when the region
  /// is 30 columns or wider; in fewer rows than wanted the message goes first, then the
  /// border (the title takes the first row), then the title, then the buttons.
  func layout(in size: TerminalSize, strings: Strings) -> Layout {
    let inset = size.columns >= 30 ? 1 : 0
    let box = CellRect(column: inset, row: 0, columns: max(0, size.columns - 2 * inset), rows: size.rows)
    let hasMessage = field.message != nil && size.rows >= InputOverlay.rowsWanted(hasMessage: true)
    let hasBorder = size.rows >= 4
    let padding = hasBorder ? 2 : 1
    let inner = max(1, box.columns - 2 * padding)
    var row = hasBorder ? 1 : (size.rows >= 3 ? 1 : 0)
    let fieldRect = CellRect(column: box.column + padding, row: row, columns: inner, rows: 1)
    row += 1
    let messageRow = hasMessage ? row : nil
    if hasMessage { row += 1 }
    let buttonLayout = buttons.layout(room: inner, strings: strings)
    var origin: CellPosition?
    if size.rows >= 2 {
      origin = CellPosition(
        column: max(box.column + padding, box.endColumn - padding - buttonLayout.width), row: row)
    }
    return Layout(
      box: box, hasBorder: hasBorder, titleRow: !hasBorder && size.rows >= 3 ? 0 : nil, field: fieldRect,
      messageRow: messageRow, buttonsOrigin: origin, buttons: buttonLayout)
  }
}
