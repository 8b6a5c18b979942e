extension CompletionMenu {
  /// The cells a row keeps around its label: the cursor mark and the spaces around it before,
  /// a space after.
  static let labelColumn = 3
  /// The narrowest and widest the list of rows is made, in cells (narrower areas narrow it).
  static let minimumListWidth = 16
  static let maximumListWidth = 48

  /// Where the menu goes in an area of `area`, its host's caret drawn at `caret`: under the
  /// caret's row when the rows it wants fit there, else above it when they fit there, else
  /// on the side with more room, with as many rows as fit; a border when there are three
  /// rows or more and eight columns. Its left edge puts the labels under the query's start,
  /// moved left as needed to stay inside the area. Never over the caret's row; `nil` while
  /// closed or when the area has no row beside the caret's. Pure: drawing and the mouse both
  /// read it.
  public func placement(caret: CellPosition, in area: TerminalSize, strings: Strings = .english)
    -> CompletionMenuPlacement?
  {
    guard case .open(let session) = phase, area.columns > 0, area.rows > 1 else { return nil }
    let wanted = min(maximumRows, max(1, rows?.count ?? 1))
    let below = area.rows - caret.row - 1
    let above = caret.row
    let isAbove: Bool
    if below >= wanted + 2 || below >= above {
      isAbove = false
    } else {
      isAbove = true
    }
    let room = isAbove ? above : below
    guard room > 0 else { return nil }
    let isBordered = room >= 3 && area.columns >= 8
    let listRows = min(wanted, isBordered ? room - 2 : room)
    let border = isBordered ? 1 : 0
    let listWidth = min(
      max(Self.minimumListWidth, contentWidth(strings: strings, rows: listRows)), Self.maximumListWidth,
      area.columns - 2 * border)
    let boxWidth = listWidth + 2 * border
    let queryStart = caret.column - Canvas.shownWidth(of: session.query)
    let column = max(0, min(queryStart - Self.labelColumn - border, area.columns - boxWidth))
    let boxRows = listRows + 2 * border
    let row = isAbove ? caret.row - boxRows : caret.row + 1
    let box = CellRect(column: column, row: row, columns: boxWidth, rows: boxRows)
    let list = CellRect(column: column + border, row: row + border, columns: listWidth, rows: listRows)
    return CompletionMenuPlacement(box: box, list: list, isBordered: isBordered, isAbove: isAbove)
  }

  /// The cells the widest row shown in `rows` rows takes: its label after the marks, a space
  /// after it; the loading or no-match word while there are no rows.
  func contentWidth(strings: Strings, rows shown: Int) -> Int {
    guard let rows, rows.count > 0 else {
      let word = isWaiting ? strings[.completionLoading] : strings[.noMatch]
      return Self.labelColumn + Canvas.shownWidth(of: word) + 1
    }
    var widest = 0
    for row in rows.viewport.visibleItems(inRows: shown) {
      guard let index = rows.completionIndex(atRow: row) else { continue }
      widest = max(widest, Canvas.shownWidth(of: rows.answer.completions[index].label))
    }
    return Self.labelColumn + widest + 1
  }
}
