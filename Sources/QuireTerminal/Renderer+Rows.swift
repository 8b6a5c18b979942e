extension Renderer.Encoder {
  /// A cell that no frame holds: what the terminal shows where the renderer cannot tell.
  static let unknownCell = Cell("\u{0}")

  /// The longest shift of a row's tail that insert/delete character is tried for.
  static let shiftLimit = 32

  /// Encodes the changes from `old` to `new` in `row`: the changed cells written in runs,
  /// a blank tail erased, or, when the row's tail shifted, ICH or DCH followed by what still
  /// differs, whichever is shorter. O(columns) plus O(shift limit) to look for a shift.
  mutating func encodeRow(_ row: Int, old: ArraySlice<Cell>, new: ArraySlice<Cell>) {
    guard let (first, end) = Self.changedSpan(old, new) else { return }
    let shifts = end - first >= 4 ? Self.shiftCandidates(old, new, at: first, columns: columns) : []
    guard !shifts.isEmpty else {
      encodeSpan(row, old: old, new: new, first: first, end: end)
      return
    }
    var best = trial()
    best.encodeSpan(row, old: old, new: new, first: first, end: end)
    for shift in shifts {
      var candidate = trial()
      candidate.encodeShift(row, old: old, new: new, at: first, by: shift)
      if candidate.bytes.count < best.bytes.count { best = candidate }
    }
    adopt(best)
  }

  /// The shortest shift right (ICH, > 0) and left (DCH, < 0) of the row's tail from `first`
  /// after which a few cells line up again, where no wide cluster is cut. O(shift limit).
  static func shiftCandidates(_ old: ArraySlice<Cell>, _ new: ArraySlice<Cell>, at first: Int, columns: Int)
    -> [Int]
  {
    let limit = min(shiftLimit, columns - first - 1)
    guard limit >= 1 else { return [] }
    let o = old.startIndex
    let n = new.startIndex
    var shifts: [Int] = []
    for count in 1...limit where matches(old, from: first, new, from: first + count, columns: columns) {
      if !old[o + columns - count].isContinuation, !new[n + first + count].isContinuation {
        shifts.append(count)
      }
      break
    }
    for count in 1...limit where matches(old, from: first + count, new, from: first, columns: columns) {
      if !old[o + first + count].isContinuation { shifts.append(-count) }
      break
    }
    return shifts
  }

  /// The columns from the first changed cell to just after the last, widened to whole wide
  /// clusters; `nil` when the rows are equal.
  static func changedSpan(_ old: ArraySlice<Cell>, _ new: ArraySlice<Cell>) -> (Int, Int)? {
    let o = old.startIndex
    let n = new.startIndex
    let width = old.count
    var first = 0
    while first < width, old[o + first] == new[n + first] { first += 1 }
    guard first < width else { return nil }
    var last = width - 1
    while old[o + last] == new[n + last] { last -= 1 }
    while first > 0, old[o + first].isContinuation || new[n + first].isContinuation { first -= 1 }
    var end = last + 1
    while end < width, old[o + end].isContinuation || new[n + end].isContinuation { end += 1 }
    return (first, end)
  }

  /// Whether the cells of `new` from `newStart` repeat those of `old` from `oldStart` for a
  /// few cells (8, or to the row's end): the sign of a shifted tail.
  static func matches(
    _ old: ArraySlice<Cell>, from oldStart: Int, _ new: ArraySlice<Cell>, from newStart: Int, columns: Int
  ) -> Bool {
    let length = min(8, columns - max(oldStart, newStart))
    guard length > 0 else { return false }
    for offset in 0..<length
    where old[old.startIndex + oldStart + offset] != new[new.startIndex + newStart + offset] {
      return false
    }
    return true
  }

  /// Shifts the tail of `row` from `column` right (`count` > 0, ICH) or left (DCH), then
  /// writes what still differs from `new`.
  mutating func encodeShift(
    _ row: Int, old: ArraySlice<Cell>, new: ArraySlice<Cell>, at column: Int, by count: Int
  ) {
    move(toRow: row, column: column, cells: new)
    var erased = Self.unknownCell
    if let style = state.style, !style.attributes.contains(.reverse) {
      erased = .blank(Style(background: style.background))
    }
    var shifted = Array(old)
    if count > 0 {
      csi(count, 0x40)
      var index = columns - 1
      while index >= column + count {
        shifted[index] = shifted[index - count]
        index -= 1
      }
      for index in column..<column + count { shifted[index] = erased }
    } else {
      let count = -count
      csi(count, 0x50)
      for index in column..<columns - count { shifted[index] = shifted[index + count] }
      for index in columns - count..<columns { shifted[index] = erased }
    }
    shifted.repairClusters(in: 0..<columns)
    guard let (first, end) = Self.changedSpan(shifted[...], new) else { return }
    encodeSpan(row, old: shifted[...], new: new, first: first, end: end)
  }

  /// Writes the changed cells of `row` between `first` and `end` in runs, moving over
  /// unchanged cells, and erases a blank tail with EL when that is shorter.
  mutating func encodeSpan(_ row: Int, old: ArraySlice<Cell>, new: ArraySlice<Cell>, first: Int, end: Int) {
    let o = old.startIndex
    let n = new.startIndex
    let tail = Self.erasableTail(new)
    var writeEnd = end
    var eraseAt: Int?
    if end > tail, end - max(first, tail) >= 3 {
      eraseAt = max(first, tail)
      writeEnd = max(first, tail)
    }
    var column = first
    while column < writeEnd {
      let cell = new[n + column]
      if cell.isContinuation || old[o + column] == cell {
        column += 1
        continue
      }
      move(toRow: row, column: column, cells: new)
      setStyle(cell.style)
      write(cell)
      column += max(1, cell.width)
    }
    if let eraseAt {
      move(toRow: row, column: eraseAt, cells: new)
      prepareErase(background: new[n + eraseAt].style.background)
      append("\u{1B}[K")
    }
  }

  /// The first column of the row's tail of blanks EL can produce (spaces without
  /// attributes, default foreground, one background); the row's width when there is none.
  static func erasableTail(_ cells: ArraySlice<Cell>) -> Int {
    guard let last = cells.last, isErasable(last) else { return cells.count }
    var index = cells.count - 1
    while index > 0, cells[cells.startIndex + index - 1] == last { index -= 1 }
    return index
  }

  static func isErasable(_ cell: Cell) -> Bool {
    cell.width == 1 && cell.text == " " && cell.style.attributes.isEmpty && cell.style.foreground == .default
  }
}
