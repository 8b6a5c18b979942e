extension Renderer {
  /// Rows that moved together: the rows `top...bottom` scrolled up (`count` > 0) or down
  /// by `count` rows, as an editor's text does when the view scrolls.
  struct Scroll: Sendable {
    var top: Int
    var bottom: Int
    var count: Int
  }

  /// The farthest rows are looked for when a frame scrolled (a page scrolls rewrite all).
  static let scrollLimit = 8

  /// The scroll that saves the most rows from being written again, if it saves enough to
  /// pay for its sequences: rows of `new` found in `old` a few rows below (scrolled up) or
  /// above (scrolled down), starting at the first changed row or ending at the last.
  /// O(scroll limit × rows) row comparisons, most of which fail at their first cell.
  static func detectScroll(old: CellGrid, new: CellGrid, changed: [Bool]) -> Scroll? {
    let rows = old.size.rows
    let columns = old.size.columns
    guard changed.count(where: { $0 }) >= 2, let first = changed.firstIndex(of: true),
      let last = changed.lastIndex(of: true)
    else { return nil }
    func same(old oldRow: Int, new newRow: Int) -> Bool {
      rowsEqual(old.cells, from: oldRow * columns, new.cells, from: newRow * columns, count: columns)
    }
    func saving(_ rows: some Sequence<Int>) -> Int {
      rows.reduce(0) { total, row in
        changed[row] ? total + new.cells(ofRow: row).count(where: { $0 != .space }) : total
      }
    }
    var best: Scroll?
    var bestSaving = 24
    for count in 1...max(1, min(scrollLimit, rows - 1 - first)) where first + count < rows {
      guard same(old: first + count, new: first) else { continue }
      var end = first
      while end + count < rows, same(old: end + count, new: end) { end += 1 }
      let saved = saving(first..<end)
      if saved > bestSaving {
        best = Scroll(top: first, bottom: end - 1 + count, count: count)
        bestSaving = saved
      }
    }
    for count in 1...max(1, min(scrollLimit, last)) where last - count >= 0 {
      guard same(old: last - count, new: last) else { continue }
      var start = last
      while start - count >= 0, same(old: start - count, new: start) { start -= 1 }
      let saved = saving(start + 1...last)
      if saved > bestSaving {
        best = Scroll(top: start + 1 - count, bottom: last, count: -count)
        bestSaving = saved
      }
    }
    return best
  }
}

extension Renderer.Encoder {
  /// Scrolls the rows of `scroll` with SU or SD, inside a scrolling region (DECSTBM) unless
  /// they are the whole screen; the rows that come in are plain blanks.
  mutating func scroll(_ scroll: Renderer.Scroll, rows: Int) {
    setStyle(.plain)
    let whole = scroll.top == 0 && scroll.bottom == rows - 1
    if !whole {
      bytes.append(0x1B)
      bytes.append(0x5B)
      appendNumber(scroll.top + 1)
      bytes.append(0x3B)
      appendNumber(scroll.bottom + 1)
      bytes.append(0x72)
    }
    if scroll.count > 0 { csi(scroll.count, 0x53) } else { csi(-scroll.count, 0x54) }
    if !whole {
      append("\u{1B}[r")
      state.row = 0
      state.column = 0
    }
    savePoint = nil
  }
}

extension CellGrid {
  /// Moves the rows of `scroll` as the terminal does; the rows that come in are blank.
  mutating func scroll(_ scroll: Renderer.Scroll) {
    let columns = size.columns
    let count = abs(scroll.count)
    let moved = scroll.bottom - scroll.top + 1 - count
    if scroll.count > 0 {
      for row in scroll.top..<scroll.top + moved {
        cells.replaceSubrange(
          row * columns..<(row + 1) * columns,
          with: cells[(row + count) * columns..<(row + count + 1) * columns])
      }
      for row in scroll.top + moved...scroll.bottom { clearRow(row) }
    } else {
      for row in (scroll.top + count...scroll.bottom).reversed() {
        cells.replaceSubrange(
          row * columns..<(row + 1) * columns,
          with: cells[(row - count) * columns..<(row - count + 1) * columns])
      }
      for row in scroll.top..<scroll.top + count { clearRow(row) }
    }
  }

  private mutating func clearRow(_ row: Int) {
    for index in row * size.columns..<(row + 1) * size.columns { cells[index] = .space }
  }
}
