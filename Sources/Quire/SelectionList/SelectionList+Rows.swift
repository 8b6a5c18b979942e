extension SelectionList {
  /// How many items the rows show: the matches while filtering, else every item.
  public var shownCount: Int { matches?.count ?? items.count }

  /// The row after the items, if any: `Add “text”` when the filter matches nothing, else
  /// `Other…`; none when adding is off.
  public var actionRow: SelectionRow? {
    guard allowsAdding else { return nil }
    let text = SelectionList.trimmed(filter.text)
    if matches?.isEmpty == true, !text.isEmpty { return .add(text) }
    return .other
  }

  /// How many rows the list has: the items shown and the action row.
  public var rowCount: Int { shownCount + (actionRow == nil ? 0 : 1) }

  /// What row `index` shows, if there is one. O(1).
  public func row(at index: Int) -> SelectionRow? {
    guard index >= 0 else { return nil }
    if index < shownCount { return .item(matches?[index] ?? index) }
    return index == shownCount ? actionRow : nil
  }

  /// Every row, top to bottom. O(n).
  public var rows: [SelectionRow] {
    (0..<rowCount).compactMap { row(at: $0) }
  }

  /// The row the cursor is on, if any.
  public var cursorRow: SelectionRow? {
    viewport.cursor.flatMap { row(at: $0) }
  }

  /// The item the cursor is on, if it is on one.
  public var cursorItem: SelectionItem? {
    guard case .item(let index) = cursorRow else { return nil }
    return items[index]
  }

  /// The row showing the item at `index` of `items`, if it is shown. O(rows).
  func rowIndex(ofItem index: Int) -> Int? {
    guard let matches else { return index < items.count ? index : nil }
    return matches.firstIndex(of: index)
  }

  /// Puts the cursor on the row showing `value`, if it is shown, and scrolls it into view.
  public mutating func moveCursor(to value: String) {
    guard let index = indexByKey[SelectionItem.key(for: value)], let row = rowIndex(ofItem: index) else {
      return
    }
    viewport.setCursor(row)
    viewport.reveal(inRows: rowsShown)
  }

  /// Tells the viewport the rows changed. With `keepingCursor`, the cursor stays on the item
  /// it was on when that is still shown.
  mutating func rowsChanged(keepingCursor: Bool, item: Int? = nil) {
    let target = item.flatMap { rowIndex(ofItem: $0) }
    viewport.setCount(rowCount, cursor: target ?? (keepingCursor ? viewport.cursor : 0))
    viewport.reveal(inRows: rowsShown)
  }

  /// `text` without white space at either end.
  static func trimmed(_ text: String) -> String {
    let characters = Substring(text).drop { $0.isWhitespace }
    return String(characters.reversed().drop { $0.isWhitespace }.reversed())
  }
}
