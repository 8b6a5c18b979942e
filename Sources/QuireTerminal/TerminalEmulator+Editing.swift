extension TerminalEmulator {
  /// The cell erased cells become: a space with the current background (xterm's
  /// background-colour erase), no attributes.
  var erasedCell: Cell { .blank(Style(background: currentStyle.background)) }

  /// The cell indices of `row`.
  func span(ofRow row: Int) -> Range<Int> { row * size.columns..<(row + 1) * size.columns }

  mutating func fill(_ range: Range<Int>, with cell: Cell) {
    for index in range { cells[index] = cell }
  }

  /// Erases columns `columns` of `row`, blanking the halves of wide clusters cut at its edges.
  mutating func erase(row: Int, columns: Range<Int>) {
    let span = span(ofRow: row)
    let lower = max(0, columns.lowerBound)
    let upper = min(size.columns, columns.upperBound)
    guard lower < upper else { return }
    fill(span.lowerBound + lower..<span.lowerBound + upper, with: erasedCell)
    cells.repairClusters(in: span)
  }

  /// EL: 0 erases from the cursor to the end of the row, 1 from its start to the cursor,
  /// 2 the whole row.
  mutating func eraseInLine(_ mode: Int) {
    switch mode {
    case 0: erase(row: cursor.row, columns: cursor.column..<size.columns)
    case 1: erase(row: cursor.row, columns: 0..<cursor.column + 1)
    case 2: erase(row: cursor.row, columns: 0..<size.columns)
    default: return
    }
    pendingWrap = false
  }

  /// ED: 0 erases from the cursor to the end of the screen, 1 from its start to the cursor,
  /// 2 all of it, 3 the scrollback.
  mutating func eraseInDisplay(_ mode: Int) {
    switch mode {
    case 0:
      erase(row: cursor.row, columns: cursor.column..<size.columns)
      for row in cursor.row + 1..<size.rows { erase(row: row, columns: 0..<size.columns) }
    case 1:
      for row in 0..<cursor.row { erase(row: row, columns: 0..<size.columns) }
      erase(row: cursor.row, columns: 0..<cursor.column + 1)
    case 2:
      for row in 0..<size.rows { erase(row: row, columns: 0..<size.columns) }
    case 3: scrollback.removeAll()
    default: return
    }
    pendingWrap = false
  }

  /// ICH: inserts `count` blanks at the cursor, shifting the rest of the row right (what
  /// passes the last column is lost).
  mutating func insertCharacters(_ count: Int) {
    let span = span(ofRow: cursor.row)
    let start = span.lowerBound + cursor.column
    let count = min(count, span.upperBound - start)
    var index = span.upperBound - 1
    while index >= start + count {
      cells[index] = cells[index - count]
      index -= 1
    }
    fill(start..<start + count, with: erasedCell)
    cells.repairClusters(in: span)
    pendingWrap = false
  }

  /// DCH: deletes `count` cells at the cursor, shifting the rest of the row left and
  /// filling its end with blanks.
  mutating func deleteCharacters(_ count: Int) {
    let span = span(ofRow: cursor.row)
    let start = span.lowerBound + cursor.column
    let count = min(count, span.upperBound - start)
    for index in start..<span.upperBound - count { cells[index] = cells[index + count] }
    fill(span.upperBound - count..<span.upperBound, with: erasedCell)
    cells.repairClusters(in: span)
    pendingWrap = false
  }

  /// ECH: erases `count` cells from the cursor, without moving anything.
  mutating func eraseCharacters(_ count: Int) {
    erase(row: cursor.row, columns: cursor.column..<cursor.column + count)
    pendingWrap = false
  }

  /// Scrolls the rows of the region up by `count`; blank rows come in at its bottom. Rows
  /// leaving the top of the whole main screen go to the scrollback.
  mutating func scrollUp(_ count: Int) {
    let count = min(count, scrollBottom - scrollTop + 1)
    guard count > 0 else { return }
    if scrollTop == 0, !isAlternateScreen {
      for row in 0..<count {
        scrollback.append(line(row))
        scrolledLineCount += 1
      }
      if scrollback.count > Self.scrollbackLimit {
        scrollback.removeFirst(scrollback.count - Self.scrollbackLimit)
      }
    }
    moveRows(from: scrollTop + count, to: scrollTop, count: scrollBottom - scrollTop + 1 - count)
    for row in scrollBottom - count + 1...scrollBottom { erase(row: row, columns: 0..<size.columns) }
  }

  /// Scrolls the rows of the region down by `count`; blank rows come in at its top.
  mutating func scrollDown(_ count: Int) {
    let count = min(count, scrollBottom - scrollTop + 1)
    guard count > 0 else { return }
    moveRows(from: scrollTop, to: scrollTop + count, count: scrollBottom - scrollTop + 1 - count)
    for row in scrollTop..<scrollTop + count { erase(row: row, columns: 0..<size.columns) }
  }

  /// IL: inserts `count` blank rows at the cursor's row, pushing the rows below it down to
  /// the bottom margin. Nothing happens outside the region.
  mutating func insertLines(_ count: Int) {
    guard cursor.row >= scrollTop, cursor.row <= scrollBottom else { return }
    let count = min(count, scrollBottom - cursor.row + 1)
    moveRows(from: cursor.row, to: cursor.row + count, count: scrollBottom - cursor.row + 1 - count)
    for row in cursor.row..<cursor.row + count { erase(row: row, columns: 0..<size.columns) }
    carriageReturn()
  }

  /// DL: deletes `count` rows at the cursor's row, pulling the rows below it up; blank rows
  /// come in at the bottom margin. Nothing happens outside the region.
  mutating func deleteLines(_ count: Int) {
    guard cursor.row >= scrollTop, cursor.row <= scrollBottom else { return }
    let count = min(count, scrollBottom - cursor.row + 1)
    moveRows(from: cursor.row + count, to: cursor.row, count: scrollBottom - cursor.row + 1 - count)
    for row in scrollBottom - count + 1...scrollBottom { erase(row: row, columns: 0..<size.columns) }
    carriageReturn()
  }

  /// Copies `count` rows starting at row `source` to start at row `target`.
  private mutating func moveRows(from source: Int, to target: Int, count: Int) {
    guard count > 0, source != target else { return }
    let columns = size.columns
    let rows = source > target ? Array(0..<count) : Array((0..<count).reversed())
    for offset in rows {
      let from = (source + offset) * columns
      let to = (target + offset) * columns
      for column in 0..<columns { cells[to + column] = cells[from + column] }
    }
  }
}
