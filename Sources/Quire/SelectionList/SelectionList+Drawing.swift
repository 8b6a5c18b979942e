extension SelectionList {
  /// The columns of a row: the cursor mark, the checkmark, the value.
  static let cursorColumn = 1
  static let checkColumn = 3
  static let valueColumn = 5
  /// The cursor's mark, the chosen mark, and `Other…`'s disclosure mark.
  static let cursorMark = "›"
  static let checkMark = "✓"
  static let disclosureMark = "›"
  /// The fewest cells the filter keeps before the status is left out of its row.
  static let minimumFilterWidth = 8

  /// Draws the list in its own layout: the filter row, then the rows. A pure function of
  /// the list and the canvas's size.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let size = canvas.size
    guard size.rows > 0, size.columns > 0 else { return }
    canvas.withRegion(CellRect(column: 0, row: 0, columns: size.columns, rows: 1)) { canvas in
      drawFilterRow(in: &canvas, context: context)
    }
    canvas.withRegion(CellRect(column: 0, row: 1, columns: size.columns, rows: size.rows - 1)) { canvas in
      drawRows(in: &canvas, context: context)
    }
  }

  /// What the filter row says at its right: `2 of 7 · fuzzy` while filtering, else how many
  /// are chosen when several may be (`2 chosen`, `2 of 3 chosen`), else nothing.
  public func status(_ strings: Strings) -> String {
    if !filter.isEmpty {
      let count = strings.filled(.matchCount, ["count": "\(shownCount)", "total": "\(items.count)"])
      return count + " · " + strings[SelectionList.word(for: matchMode)]
    }
    guard takesSeveral else { return "" }
    if let limit {
      return strings.filled(.chosenOfLimit, ["count": "\(chosenKeys.count)", "total": "\(limit)"])
    }
    return strings.filled(.chosenCount, ["count": "\(chosenKeys.count)"])
  }

  /// Where the filter goes in a row `width` cells wide, starting at `column`, with `status`
  /// at the right: up to two cells before the status, which ends one cell in from the edge;
  /// to the right margin when the status would leave the filter fewer than
  /// `minimumFilterWidth` cells (the status is then left out).
  public static func filterLayout(width: Int, column: Int = 1, status: String) -> (
    field: CellRect, status: Int?
  ) {
    let statusWidth = Canvas.shownWidth(of: status)
    let room = width - 1 - column
    if statusWidth > 0, room - statusWidth - 2 >= minimumFilterWidth {
      return (
        CellRect(column: column, row: 0, columns: room - statusWidth - 2, rows: 1), width - 1 - statusWidth
      )
    }
    return (CellRect(column: column, row: 0, columns: max(1, room), rows: 1), nil)
  }

  /// Draws the filter row: the field from `column` (its placeholder `Type to filter` while
  /// empty), and, when `showsStatus` and there is room, the status at the right, faint.
  public func drawFilterRow(
    in canvas: inout Canvas, context: DrawContext, column: Int = 1, showsStatus: Bool = true
  ) {
    Self.drawFilterRow(
      filter, status: showsStatus ? status(context.strings) : "", in: &canvas, context: context,
      column: column)
  }

  /// Draws a list's filter row: `filter` from `column`, `Type to filter` while empty, and
  /// `status` at the right, faint, when there is room (`filterLayout`). The file picker draws
  /// its filter row with it too.
  static func drawFilterRow(
    _ filter: TextField, status: String, in canvas: inout Canvas, context: DrawContext, column: Int
  ) {
    let layout = SelectionList.filterLayout(width: canvas.size.columns, column: column, status: status)
    var field = filter
    field.placeholder = context.strings[.filterPlaceholder]
    canvas.withRegion(layout.field) { canvas in field.draw(in: &canvas, context: context) }
    if let statusColumn = layout.status {
      canvas.draw(status, at: CellPosition(column: statusColumn, row: 0), style: context.theme.faint)
    }
  }

  /// Sets the filter field's width, as drawn: the owner calls it when it places the list, so
  /// the field scrolls while handling as it will be drawn.
  public mutating func setFilterWidth(_ width: Int) {
    filter.width = max(1, width)
  }

  /// Draws the rows that fit in the canvas, the cursor's revealed: `› ✓ value` with the
  /// filter's matches highlighted, `Other…  ›` or `Add “text”` last; `No match` or
  /// `Nothing to choose` faint when there is no row.
  public func drawRows(in canvas: inout Canvas, context: DrawContext) {
    let rows = canvas.size.rows
    guard rows > 0 else { return }
    let theme = context.theme
    if rowCount == 0 {
      let word: Word = filter.isEmpty ? .noValues : .noMatch
      canvas.draw(
        context.strings[word], at: CellPosition(column: SelectionList.valueColumn, row: 0), width: nil,
        style: theme.faint)
      return
    }
    var matcher = matchedQuery.isEmpty ? nil : Matcher(query: matchedQuery, mode: matchMode)
    for (line, index) in viewport.visibleItems(inRows: rows).enumerated() {
      guard let row = row(at: index) else { continue }
      let isCursor = index == viewport.cursor
      if isCursor {
        canvas.draw(
          SelectionList.cursorMark, at: CellPosition(column: SelectionList.cursorColumn, row: line),
          style: theme.accent.adding(.bold))
      }
      switch row {
      case .item(let item):
        let value = items[item].value
        if chosenKeys.contains(items[item].key) {
          canvas.draw(
            SelectionList.checkMark, at: CellPosition(column: SelectionList.checkColumn, row: line),
            style: theme.accent.adding(.bold))
        }
        let match = candidatesAreCurrent ? matcher?.match(candidates, at: item) : matcher?.match(value)
        let ranges = match?.highlightRuns ?? []
        SelectionList.drawValue(
          value, highlighted: ranges, at: CellPosition(column: SelectionList.valueColumn, row: line),
          in: &canvas, style: isCursor ? theme.cursorRow : theme.text,
          matchStyle: isCursor ? theme.match.adding(theme.cursorRow.attributes) : theme.match,
          faint: theme.faint)
      case .other:
        let disclosure = canvas.size.columns - 2
        canvas.draw(
          context.strings[.other], at: CellPosition(column: SelectionList.valueColumn, row: line),
          width: disclosure - 1 - SelectionList.valueColumn, style: theme.accent.adding(.bold))
        canvas.draw(
          SelectionList.disclosureMark, at: CellPosition(column: disclosure, row: line),
          style: theme.accent)
      case .add(let text):
        canvas.draw(
          context.strings.filled(.addValue, ["value": TextField.singleLine(text)]),
          at: CellPosition(column: SelectionList.valueColumn, row: line), width: nil,
          style: theme.accent.adding(.bold))
      }
    }
  }

  /// The fewest columns that draw the rows shown in `rows` rows whole: each value after its
  /// marks with the margin after it, `Other…` with its disclosure mark. O(rows × value
  /// length).
  public func widthOfRows(inRows rows: Int, strings: Strings) -> Int {
    var widest = SelectionList.valueColumn + Canvas.shownWidth(of: strings[.noMatch]) + 1
    for index in viewport.visibleItems(inRows: rows) {
      switch row(at: index) {
      case .item(let item):
        widest = max(widest, SelectionList.valueColumn + Canvas.shownWidth(of: items[item].value) + 1)
      case .other:
        widest = max(widest, SelectionList.valueColumn + Canvas.shownWidth(of: strings[.other]) + 3)
      case .add(let text):
        let shown = strings.filled(.addValue, ["value": TextField.singleLine(text)])
        widest = max(widest, SelectionList.valueColumn + Canvas.shownWidth(of: shown) + 1)
      case nil:
        break
      }
    }
    return widest
  }

  /// Draws `value` from `position` to the canvas's right margin (one cell in from the edge),
  /// in `style`, the clusters starting inside `highlighted` in `matchStyle`; a value that
  /// does not fit ends with a faint ellipsis. O(clusters drawn).
  static func drawValue(
    _ value: String, highlighted: [Range<ByteOffset>], at position: CellPosition, in canvas: inout Canvas,
    style: Style, matchStyle: Style, faint: Style
  ) {
    let width = canvas.size.columns - 1 - position.column
    guard width > 0 else { return }
    let fits = Canvas.shownWidth(of: value) <= width
    let room = fits ? width : width - 1
    var column = position.column
    var byte = 0
    var run = 0
    for character in value {
      let cells = Canvas.shownWidth(of: character)
      if column - position.column + cells > room { break }
      while run < highlighted.count, highlighted[run].upperBound.value <= byte { run += 1 }
      let isMatched = run < highlighted.count && highlighted[run].contains(ByteOffset(byte))
      let shown: Character = character == "\t" ? " " : character
      column = canvas.draw(
        String(shown), at: CellPosition(column: column, row: position.row),
        style: isMatched ? matchStyle : style)
      byte += character.utf8.count
    }
    if !fits {
      canvas.draw(Canvas.ellipsis, at: CellPosition(column: column, row: position.row), style: faint)
    }
  }
}
