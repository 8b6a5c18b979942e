import QuireTerminal
import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Random frames for the renderer tests: rows of text that are edited from frame to frame
/// (typing, deleting, restyling, as an editor's rows change), with overlays drawn on top.
struct RandomFrames {
  var random: SeededRandom
  var size: TerminalSize
  /// The text of each row with each cluster's style.
  var rows: [[(Character, Style)]]

  /// Clusters whose width the package's table and `TestWidth` agree on: ASCII, accented
  /// Latin and Greek, a combining sequence, CJK, Hangul and emoji (2 cells).
  static let narrow: [Character] = Array("abcdefghij klmnopqrstuvwxyz0123456789 .,;-_=+/éñßΩπ") + ["e\u{301}"]
  static let wide: [Character] = ["世", "界", "中", "文", "한", "😀", "🎉"]
  /// Content that is not text: controls, an ESC sequence's start, C1, bidi overrides.
  static let hostile: [Character] = [
    "\u{1B}", "\u{7}", "\u{8}", "\r", "\n", "\u{7F}", "\u{9B}", "\u{85}", "\u{202E}",
  ]

  init(seed: UInt64, size: TerminalSize) {
    random = SeededRandom(seed: seed)
    self.size = size
    rows = Array(repeating: [], count: size.rows)
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  mutating func color() -> Color {
    switch int(0...5) {
    case 0, 1: return .default
    case 2: return .ansi(Color.ANSI.allCases[int(0...15)])
    case 3: return .palette(UInt8(int(0...255)))
    default: return .rgb(red: UInt8(int(0...255)), green: UInt8(int(0...255)), blue: UInt8(int(0...255)))
    }
  }

  mutating func style() -> Style {
    if chance(50) { return .plain }
    return Style(
      Style.Attributes(rawValue: UInt8(int(0...63))), foreground: chance(50) ? .default : color(),
      background: chance(70) ? .default : color())
  }

  /// A random cluster; `wide` ones only when asked for (they are placed with `put`, their
  /// width measured by `TestWidth`, where `draw` would measure with the package's table).
  mutating func character(wide: Bool = true) -> Character {
    let kind = int(0...99)
    if kind < 70 || (!wide && kind < 92) { return Self.narrow[int(0...Self.narrow.count - 1)] }
    if kind < 92 { return Self.wide[int(0...Self.wide.count - 1)] }
    return Self.hostile[int(0...Self.hostile.count - 1)]
  }

  /// Changes the size; rows are kept or cut.
  mutating func resize(to newSize: TerminalSize) {
    size = newSize
    while rows.count < newSize.rows { rows.append([]) }
    rows.removeLast(rows.count - newSize.rows)
  }

  /// How often (in percent) a frame scrolls a band of rows before its other edits.
  var scrollPercent = 0

  /// Fills every row with random content.
  mutating func fillRows() {
    for row in rows.indices { rows[row] = (0..<size.columns).map { _ in (character(), style()) } }
  }

  /// The next frame: a few edits of the rows, drawn, with overlays and a cursor.
  mutating func next() -> CellGrid {
    if chance(scrollPercent) { scrollRows() }
    for _ in 0..<int(0...3) { edit() }
    var grid = CellGrid(size: size)
    for (row, clusters) in rows.enumerated() {
      var column = 0
      for (character, style) in clusters {
        let width = TestWidth.of(character)
        column = grid.put(
          Cell(String(character), width: width, style: style), at: CellPosition(column: column, row: row))
        if column >= size.columns { break }
      }
    }
    for _ in 0..<int(0...2) { overlay(&grid) }
    if chance(80), size.columns > 0, size.rows > 0 {
      let shape = CellCursor.Shape.allCases[int(0...6)]
      grid.cursor = CellCursor(column: int(0...size.columns - 1), row: int(0...size.rows - 1), shape: shape)
    }
    return grid
  }

  private mutating func edit() {
    guard !rows.isEmpty else { return }
    let row = int(0...rows.count - 1)
    let count = rows[row].count
    switch int(0...9) {
    case 0...3:
      let text = (0..<(chance(70) ? 1 : int(1...6))).map { _ in character() }
      let style = chance(70) ? (rows[row].last?.1 ?? .plain) : style()
      rows[row].insert(contentsOf: text.map { ($0, style) }, at: int(0...count))
    case 4...5:
      guard count > 0 else { return }
      let start = int(0...count - 1)
      rows[row].removeSubrange(start..<min(count, start + (chance(70) ? 1 : int(1...5))))
    case 6:
      guard count > 0 else { return }
      let start = int(0...count - 1)
      let newStyle = style()
      for index in start..<min(count, start + int(1...8)) { rows[row][index].1 = newStyle }
    case 7:
      if chance(50) {
        rows[row] = []
      } else {
        scrollRows()
      }
    case 8: rows[row] = (0..<int(0...size.columns + 2)).map { _ in (character(), style()) }
    default: rows.swapAt(row, int(0...rows.count - 1))
    }
  }

  /// Moves a band of rows up or down by a few, fresh rows coming in, as a view scrolls.
  private mutating func scrollRows() {
    guard rows.count >= 2 else { return }
    let top = int(0...rows.count - 2)
    let bottom = int(top + 1...rows.count - 1)
    let count = int(1...bottom - top)
    let fresh = (0..<count).map { _ in (0..<int(0...size.columns)).map { _ in (character(), style()) } }
    if chance(50) {
      rows.removeSubrange(top..<top + count)
      rows.insert(contentsOf: fresh, at: bottom - count + 1)
    } else {
      rows.removeSubrange(bottom - count + 1...bottom)
      rows.insert(contentsOf: fresh, at: top)
    }
  }

  private mutating func overlay(_ grid: inout CellGrid) {
    guard size.columns > 0, size.rows > 0 else { return }
    let rect = CellRect(
      column: int(-1...size.columns - 1), row: int(0...size.rows - 1), columns: int(0...size.columns),
      rows: int(0...size.rows))
    switch int(0...3) {
    case 0: grid.fill(rect, with: Cell(chance(50) ? " " : "#", style: style()))
    case 1: grid.dim(rect)
    default:
      let text = String((0..<int(0...6)).map { _ in character(wide: false) })
      grid.draw(
        text, at: CellPosition(column: int(-2...size.columns), row: int(0...size.rows - 1)), style: style(),
        clip: chance(50) ? rect : nil)
    }
  }
}
