extension SelectionPrompt {
  /// Where the rows go in an area of `rows` rows.
  struct Layout: Hashable {
    var titleRow: Int?
    var filterRow: Int
    var list: CellRect
    var helpRow: Int?
  }

  /// The layout in `size`: the filter row and at least one row of values always; the keys'
  /// row from 3 rows, the title's from 4.
  func layout(in size: TerminalSize) -> Layout {
    Self.layout(in: size, hasTitle: title != nil)
  }

  /// The layout in `size` of a prompt with a title row (when `hasTitle`) or without; the
  /// file picker's prompt is laid out the same way.
  static func layout(in size: TerminalSize, hasTitle wantsTitle: Bool) -> Layout {
    let hasHelp = size.rows >= 3
    let hasTitle = wantsTitle && size.rows >= 4
    var row = 0
    let titleRow = hasTitle ? row : nil
    if hasTitle { row += 1 }
    let filterRow = row
    row += 1
    let listRows = max(0, size.rows - row - (hasHelp ? 1 : 0))
    let list = CellRect(column: 0, row: row, columns: size.columns, rows: listRows)
    return Layout(
      titleRow: titleRow, filterRow: filterRow, list: list, helpRow: hasHelp ? row + listRows : nil)
  }

  /// On the inline surface, as wide as what it shows needs, so a terminal that narrows does
  /// not re-wrap its rows (`Screen.preferredWidth`): the widest row of values seen so far
  /// (the width never shrinks as the list scrolls or filters), the title and the filter
  /// with the status beside them, and the keys.
  public func preferredWidth(context: DrawContext) -> Int? {
    let strings = context.strings
    widestRows = max(widestRows, list.widthOfRows(inRows: maximumRows, strings: strings))
    let status = Canvas.shownWidth(of: list.status(strings))
    let statusRoom = status > 0 ? status + 2 : 0
    let typed = max(
      Canvas.shownWidth(of: list.filter.text), Canvas.shownWidth(of: strings[.filterPlaceholder]))
    let filter = SelectionPrompt.filterColumn + typed + 1 + (title == nil ? statusRoom : 0) + 1
    let titleWidth = title.map { 1 + Canvas.shownWidth(of: $0) + statusRoom + 1 } ?? 0
    let keys = 1 + HelpBar.width(of: list.helpItems(strings)) + 1
    return max(widestRows, filter, titleWidth, keys)
  }

  /// The column where the filter starts, after `> `.
  static var filterColumn: Int { 1 + Canvas.shownWidth(of: promptMark) }
}
