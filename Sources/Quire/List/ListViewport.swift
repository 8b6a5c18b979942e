/// Which rows of a list are shown and which one has the cursor: the part every list shares
/// (the selection list, the list editor, the document browser). A value: moves are pure and
/// a test drives it without a terminal.
///
/// Items may take several rows each (`rowsPerItem`, the same for all). The viewport keeps
/// the cursor's item whole on screen, scrolling as little as possible, also when the
/// visible rows shrink.
public struct ListViewport: Hashable, Sendable {
  /// How many items the list has.
  public private(set) var count: Int
  /// The item the cursor is on; `nil` only when the list is empty.
  public private(set) var cursor: Int?
  /// The first item shown.
  public private(set) var top: Int = 0
  /// The rows each item takes (at least 1).
  public var rowsPerItem: Int { didSet { rowsPerItem = max(1, rowsPerItem) } }

  /// A viewport over `count` items with the cursor on `cursor` (the first item when `nil`).
  public init(count: Int, cursor: Int? = nil, rowsPerItem: Int = 1) {
    self.count = max(0, count)
    self.rowsPerItem = max(1, rowsPerItem)
    self.cursor = nil
    setCursor(cursor ?? 0)
  }

  /// How many whole items fit in `rows` rows (at least one).
  public func itemsShown(inRows rows: Int) -> Int {
    max(1, rows / rowsPerItem)
  }

  /// The items shown in `rows` rows, from the top, with the cursor's item revealed. O(1).
  public func visibleItems(inRows rows: Int) -> Range<Int> {
    let first = revealedTop(inRows: rows)
    return first..<min(count, first + itemsShown(inRows: rows))
  }

  /// The top that shows the cursor in `rows` rows, moving as little as possible from `top`.
  public func revealedTop(inRows rows: Int) -> Int {
    let shown = itemsShown(inRows: rows)
    var first = min(top, max(0, count - shown))
    guard let cursor else { return 0 }
    if cursor < first { first = cursor }
    if cursor >= first + shown { first = cursor - shown + 1 }
    return max(0, first)
  }

  /// Keeps the top where drawing `rows` rows reveals the cursor: call after the visible
  /// rows change, so the next move scrolls from what the user sees.
  public mutating func reveal(inRows rows: Int) {
    top = revealedTop(inRows: rows)
  }

  /// Puts the cursor on `index` (clamped to the list).
  public mutating func setCursor(_ index: Int) {
    cursor = count == 0 ? nil : min(max(0, index), count - 1)
  }

  /// Changes the number of items, keeping the cursor on the same index where it still exists.
  public mutating func setCount(_ newCount: Int, cursor newCursor: Int? = nil) {
    count = max(0, newCount)
    setCursor(newCursor ?? cursor ?? 0)
    top = min(top, max(0, count - 1))
  }

  /// Moves the cursor by `items` (down when positive), stopping at the ends, and reveals it
  /// in `rows` rows.
  public mutating func move(by items: Int, inRows rows: Int) {
    guard let cursor else { return }
    setCursor(cursor + items)
    reveal(inRows: rows)
  }

  /// Moves the cursor a page (the items shown in `rows` rows, less one) down or up.
  public mutating func page(down: Bool, inRows rows: Int) {
    let step = max(1, itemsShown(inRows: rows) - 1)
    move(by: down ? step : -step, inRows: rows)
  }

  /// Scrolls the view by `items` without moving the cursor further than needed to keep it
  /// shown (the wheel).
  public mutating func scroll(by items: Int, inRows rows: Int) {
    let shown = itemsShown(inRows: rows)
    top = min(max(0, revealedTop(inRows: rows) + items), max(0, count - shown))
    guard let cursor else { return }
    if cursor < top { setCursor(top) }
    if cursor >= top + shown { setCursor(top + shown - 1) }
  }

  /// The item drawn at `row` (counted from the list's first row) in `rows` rows, if any.
  public func item(atRow row: Int, inRows rows: Int) -> Int? {
    guard row >= 0, row < itemsShown(inRows: rows) * rowsPerItem else { return nil }
    let index = revealedTop(inRows: rows) + row / rowsPerItem
    return index < count ? index : nil
  }
}
