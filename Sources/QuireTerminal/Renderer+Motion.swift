extension Renderer.Encoder {
  /// One way of moving the cursor: a vertical part and a horizontal part, or one sequence.
  enum Move {
    case none
    /// CUP to the row and column.
    case absolute
    /// CR, then `lines` LFs: column 0 of a row below (never at the screen's bottom: the rows
    /// exist), then `forward` cells right.
    case newLines(lines: Int, forward: Int)
    /// A vertical part then a horizontal part.
    case parts(Vertical, Horizontal)
  }

  enum Vertical {
    case none, up(Int), down(Int), toRow
  }

  enum Horizontal {
    case none, carriageReturn, back(Int), backspaces(Int), forward(Int), reprint, returnForward, toColumn
  }

  /// The number of bytes of a count written in decimal.
  static func digits(_ number: Int) -> Int {
    number < 10 ? 1 : number < 100 ? 2 : number < 1000 ? 3 : number < 10_000 ? 4 : 5
  }

  /// Bytes of `ESC [ n X` with n left out when 1.
  static func countedCost(_ count: Int) -> Int { count == 1 ? 3 : 3 + digits(count) }

  /// Moves the cursor to `row`, `column` with the fewest bytes. `cells` are the new frame's
  /// cells of `row`, which may be reprinted to move right over them.
  mutating func move(toRow row: Int, column: Int, cells: ArraySlice<Cell>? = nil) {
    if state.row == row, state.column == column { return }
    if let target, state.row == target.row, state.column == target.column {
      savePoint = SavePoint(offset: base + bytes.count, style: state.style)
    }
    emit(plan(toRow: row, column: column, cells: cells).move, row: row, column: column, cells: cells)
  }

  /// The cheapest move to `row`, `column`, and its cost in bytes.
  func plan(toRow row: Int, column: Int, cells: ArraySlice<Cell>?) -> (move: Move, cost: Int) {
    if state.row == row, state.column == column { return (.none, 0) }
    var best: (move: Move, cost: Int) = (.absolute, Int.max)
    if surface == .fullScreen {
      let cost =
        column == 0
        ? 3 + (row == 0 ? 0 : Self.digits(row + 1)) : 4 + Self.digits(row + 1) + Self.digits(column + 1)
      best = (.absolute, cost)
    }
    guard let current = state.row else { return best }
    let down = row - current
    var verticals: [(Vertical, Int)] = []
    if down == 0 {
      verticals.append((.none, 0))
    } else {
      verticals.append(
        down < 0 ? (.up(-down), Self.countedCost(-down)) : (.down(down), Self.countedCost(down)))
      if surface == .fullScreen { verticals.append((.toRow, row == 0 ? 3 : 3 + Self.digits(row + 1))) }
    }
    let vertical = verticals.min { $0.1 < $1.1 } ?? (.none, 0)
    let horizontal = horizontalPlan(to: column, sameRow: down == 0, cells: cells)
    if vertical.1 + horizontal.1 < best.cost {
      best = (.parts(vertical.0, horizontal.0), vertical.1 + horizontal.1)
    }
    if down > 0, down <= 4 {
      let cost = 1 + down + (column == 0 ? 0 : Self.countedCost(column))
      if cost < best.cost { best = (.newLines(lines: down, forward: column), cost) }
    }
    return best
  }

  /// The cheapest horizontal move to `column` on the row the vertical part reaches.
  private func horizontalPlan(to column: Int, sameRow: Bool, cells: ArraySlice<Cell>?) -> (Horizontal, Int) {
    var best: (Horizontal, Int) = (.toColumn, column == 0 ? 3 : 3 + Self.digits(column + 1))
    func consider(_ option: Horizontal, _ cost: Int) { if cost < best.1 { best = (option, cost) } }
    if column == 0 {
      consider(.carriageReturn, 1)
    } else {
      consider(.returnForward, 1 + Self.countedCost(column))
    }
    guard let current = state.column else { return best }
    if current == column { return (.none, 0) }
    if column < current {
      let count = current - column
      consider(.back(count), Self.countedCost(count))
      if count <= 3 { consider(.backspaces(count), count) }
    } else {
      let count = column - current
      consider(.forward(count), Self.countedCost(count))
      if sameRow, count < best.1, let cells, canReprint(cells, from: current, to: column) {
        consider(.reprint, count)
      }
    }
    return best
  }

  /// Whether the cells between two columns can be printed again, one byte each, in the
  /// current style, to move over them.
  private func canReprint(_ cells: ArraySlice<Cell>, from start: Int, to end: Int) -> Bool {
    guard let style = state.style else { return false }
    for index in start..<end {
      let cell = cells[cells.startIndex + index]
      guard cell.width == 1, cell.style == style, cell.text.utf8.count == 1 else { return false }
    }
    return true
  }

  private mutating func emit(_ move: Move, row: Int, column: Int, cells: ArraySlice<Cell>?) {
    switch move {
    case .none: break
    case .absolute:
      bytes.append(0x1B)
      bytes.append(0x5B)
      if row > 0 || column > 0 { appendNumber(row + 1) }
      if column > 0 {
        bytes.append(0x3B)
        appendNumber(column + 1)
      }
      bytes.append(0x48)
    case .newLines(let lines, let forward):
      bytes.append(0x0D)
      for _ in 0..<lines { bytes.append(0x0A) }
      if forward > 0 { csi(forward, 0x43) }
    case .parts(let vertical, let horizontal):
      switch vertical {
      case .none: break
      case .up(let count): csi(count, 0x41)
      case .down(let count): csi(count, 0x42)
      case .toRow:
        bytes.append(0x1B)
        bytes.append(0x5B)
        if row > 0 { appendNumber(row + 1) }
        bytes.append(0x64)
      }
      switch horizontal {
      case .none: break
      case .carriageReturn: bytes.append(0x0D)
      case .back(let count): csi(count, 0x44)
      case .backspaces(let count): for _ in 0..<count { bytes.append(0x08) }
      case .forward(let count): csi(count, 0x43)
      case .returnForward:
        bytes.append(0x0D)
        csi(column, 0x43)
      case .toColumn:
        bytes.append(0x1B)
        bytes.append(0x5B)
        if column > 0 { appendNumber(column + 1) }
        bytes.append(0x47)
      case .reprint:
        if let cells, let current = state.column {
          for index in current..<column {
            bytes.append(contentsOf: cells[cells.startIndex + index].text.utf8)
          }
          if column > current { printed(cells[cells.startIndex + column - 1].text) }
        }
      }
    }
    state.row = row
    state.column = column
  }

  /// Leaves the cursor at the frame's cursor, in its shape, shown; through DECRC when DECSC
  /// can be slipped in where the cursor last stood there and that is shorter than moving.
  mutating func placeCursor(_ cursor: CellCursor?) {
    guard let cursor else { return }
    let position = cursor.position
    guard position.column >= 0, position.column < columns, position.row >= 0 else { return }
    let move = plan(toRow: position.row, column: position.column, cells: nil)
    if move.cost > 4, let savePoint, base == 0 {
      bytes.insert(contentsOf: [0x1B, 0x37], at: savePoint.offset)
      bytes.append(contentsOf: [0x1B, 0x38])
      state.style = savePoint.style
      state.row = position.row
      state.column = position.column
    } else {
      emit(move.move, row: position.row, column: position.column, cells: nil)
    }
    if state.cursorShape != cursor.shape {
      bytes.append(0x1B)
      bytes.append(0x5B)
      appendNumber(cursor.shape.rawValue)
      append(" q")
      state.cursorShape = cursor.shape
    }
    if state.cursorVisible != true {
      append("\u{1B}[?25h")
      state.cursorVisible = true
    }
  }
}
