import Quire

/// What `quire keys --full-screen` shows: a title row, the last events below it (oldest at
/// the top, newest at the bottom, scrolling up once the rows are full) and a help bar on the
/// last row. Drawing is a pure function of this state into a grid; every row is cut at the
/// grid's width, never wrapped.
struct KeysScreen {
  /// How many event lines are kept; more than any screen shows.
  static let lineLimit = 1000

  /// The title row's text.
  let title: String
  /// Which keyboard protocol the session speaks, shown on the help bar when there is room
  /// (it changes when the terminal's reply to the kitty keyboard query comes).
  var keyboard: String
  /// The event lines, oldest first, at most `lineLimit`.
  private(set) var lines: [String] = []

  init(title: String, keyboard: String) {
    self.title = title
    self.keyboard = keyboard
  }

  /// Adds the line for `event`, dropping the oldest beyond `lineLimit`. Amortised O(1).
  mutating func record(_ event: InputEvent) {
    lines.append(EventText.line(for: event))
    if lines.count > 2 * Self.lineLimit { lines.removeFirst(lines.count - Self.lineLimit) }
  }

  /// Draws the screen into `grid`, at its size: the title on the first row, the help bar on
  /// the last (when there are two rows or more), the newest events that fit in between.
  /// O(cells).
  func draw(into grid: inout CellGrid) {
    let size = grid.size
    grid.draw(title, at: CellPosition(column: 0, row: 0), style: Self.titleStyle)
    guard size.rows >= 2 else { return }
    let eventRows = size.rows - 2
    let shown = lines.suffix(eventRows)
    for (offset, line) in shown.enumerated() {
      grid.draw(line, at: CellPosition(column: 0, row: 1 + offset))
    }
    drawHelpBar(into: &grid, row: size.rows - 1)
  }

  /// The help bar: each way out as its keys in bold and what they do, as many whole items
  /// as fit; then, at the right when there is room, the size and the keyboard protocol.
  private func drawHelpBar(into grid: inout CellGrid, row: Int) {
    let columns = grid.size.columns
    grid.fill(CellRect(column: 0, row: row, columns: columns, rows: 1), with: .blank(Self.barStyle))
    var column = 0
    for (index, item) in KeysCommand.QuitKeys.help.enumerated() {
      let gap = index == 0 ? 0 : 2
      guard column + gap + item.keys.count + 1 + item.action.count <= columns else { break }
      column += gap
      column = grid.draw(item.keys, at: CellPosition(column: column, row: row), style: Self.keyStyle)
      column = grid.draw(" " + item.action, at: CellPosition(column: column, row: row), style: Self.barStyle)
    }
    let status = "\(grid.size), \(keyboard)"
    let start = columns - status.count
    if start >= column + 2 {
      grid.draw(status, at: CellPosition(column: start, row: row), style: Self.barStyle)
    }
  }

  static let titleStyle = Style(.bold)
  static let barStyle = Style(.reverse)
  static let keyStyle = Style([.reverse, .bold])
}
