import QuireText

/// A terminal screen in memory that understands the subset of VT/xterm sequences a
/// full-screen program writes: fed bytes, it keeps cells with their styles and a cursor.
///
/// It is how tests read a screen: the renderer's bytes, or the output of the `quire`
/// executable in a pseudo-terminal, go in; lines of text, cells, styles and the cursor come
/// out. Understood: printable text with display widths (wide clusters, combining marks),
/// CR, LF, BS, HT, CUP/CUU/CUD/CUF/CUB/CNL/CPL/CHA/HPA/VPA, ICH/DCH/ECH/EL/ED, IL/DL, SU/SD,
/// DECSTBM, SGR (16, 256 and 24-bit colours), DECSC/DECRC, the alternate screen (1049, 1047,
/// 47), cursor visibility and shape, autowrap and scrolling at the bottom. Other private
/// modes (2026 synchronized output among them) are recorded; OSC, DCS and other strings are
/// consumed (OSC 0 and 2 set `title`). Unknown or malformed sequences are dropped whole.
public struct TerminalEmulator: Sendable {
  /// The size of the screen.
  public private(set) var size: TerminalSize
  /// The cells of the screen shown, row after row.
  var cells: [Cell]
  /// The cells of the other screen (the main one while the alternate one is shown).
  var otherCells: [Cell]
  /// Whether the alternate screen is shown.
  public internal(set) var isAlternateScreen = false
  /// Where the next character is printed.
  public internal(set) var cursor = CellPosition.zero
  /// Set after printing in the last column: the next character wraps first (xterm's rule).
  var pendingWrap = false
  /// The style that printed and erased cells take (the SGR state).
  public internal(set) var currentStyle = Style.plain
  /// Whether the cursor is shown.
  public internal(set) var isCursorVisible = true
  /// The cursor shape last asked for.
  public internal(set) var cursorShape = CellCursor.Shape.default
  /// Whether printing past the last column wraps to the next row (DECAWM).
  public internal(set) var autowrap = true
  /// Private modes (`CSI ? n h`) currently set, beyond those with their own property.
  public internal(set) var privateModes: Set<Int> = []
  /// ANSI modes (`CSI n h`) currently set.
  public internal(set) var ansiModes: Set<Int> = []
  /// Private modes' settings saved by XTSAVE (`CSI ? Pm s`), for XTRESTORE (`CSI ? Pm r`).
  var savedPrivateModes: [Int: Bool] = [:]
  /// The window title, from OSC 0 or 2.
  public internal(set) var title = ""
  /// Lines scrolled off the top of the main screen, oldest first (at most `scrollbackLimit`).
  public internal(set) var scrollback: [String] = []
  /// How many lines have scrolled off the top of the main screen in all.
  public internal(set) var scrolledLineCount = 0
  /// What a terminal would send back to the program: answers to device status reports
  /// (`CSI 5 n`, `CSI 6 n`: the cursor position) and to primary device attributes
  /// (`CSI c`). A pseudo-terminal harness writes them to the program's input.
  public internal(set) var replies: [UInt8] = []
  /// The scrolling region, top and bottom rows included.
  var scrollTop = 0
  var scrollBottom: Int
  /// What DECSC saved, one per screen (main, alternate).
  var savedCursors: [SavedCursor?] = [nil, nil]
  /// The parser's state between calls to `feed`.
  var parser = Parser()
  /// How many cells a grapheme cluster takes: `displayWidth(of:)` unless a test gives its own.
  let characterWidth: @Sendable (Character) -> Int

  /// How many lines of scrollback are kept.
  public static let scrollbackLimit = 10_000

  /// What DECSC saves and DECRC restores.
  struct SavedCursor: Sendable {
    var position: CellPosition
    var style: Style
    var pendingWrap: Bool
  }

  /// A blank screen of `size` with the cursor at the top left, measuring clusters with
  /// `characterWidth` (the package's `displayWidth(of:)` unless told otherwise).
  public init(
    size: TerminalSize, characterWidth: @escaping @Sendable (Character) -> Int = { displayWidth(of: $0) }
  ) {
    self.characterWidth = characterWidth
    let size = TerminalSize(columns: max(1, size.columns), rows: max(1, size.rows))
    self.size = size
    cells = Array(repeating: .space, count: size.columns * size.rows)
    otherCells = cells
    scrollBottom = size.rows - 1
  }

  /// Returns the replies gathered so far and forgets them.
  public mutating func takeReplies() -> [UInt8] {
    defer { replies.removeAll() }
    return replies
  }

  /// Whether synchronized output (mode 2026) is on: a frame has begun and not ended.
  public var isSynchronizedUpdate: Bool { privateModes.contains(2026) }

  /// The cell at `position`, a blank outside the screen.
  public func cell(at position: CellPosition) -> Cell {
    guard position.column >= 0, position.column < size.columns, position.row >= 0,
      position.row < size.rows
    else { return .space }
    return cells[position.row * size.columns + position.column]
  }

  /// The style of the cell at `position`.
  public func style(at position: CellPosition) -> Style { cell(at: position).style }

  /// The cells of `row` (continuation cells included).
  public func cells(ofRow row: Int) -> [Cell] {
    guard row >= 0, row < size.rows else { return [] }
    return Array(cells[row * size.columns..<(row + 1) * size.columns])
  }

  /// The text of `row` as shown, without its trailing spaces.
  public func line(_ row: Int) -> String { cells(ofRow: row).shownText }

  /// The text of every row, without trailing spaces.
  public var lines: [String] { (0..<size.rows).map { line($0) } }

  /// The screen as one text: its lines joined by newlines, trailing empty lines dropped.
  public var text: String {
    var all = lines
    while all.last == "" { all.removeLast() }
    return all.joined(separator: "\n")
  }

  /// Changes the size of the screen as a terminal window does: content stays at the top
  /// left, rows and columns beyond the new size are cut, the cursor is kept inside, and the
  /// scrolling region is reset. O(rows × columns).
  public mutating func resize(to newSize: TerminalSize) {
    let newSize = TerminalSize(columns: max(1, newSize.columns), rows: max(1, newSize.rows))
    cells = Self.resized(cells, from: size, to: newSize)
    otherCells = Self.resized(otherCells, from: size, to: newSize)
    size = newSize
    scrollTop = 0
    scrollBottom = newSize.rows - 1
    cursor.column = min(cursor.column, newSize.columns - 1)
    cursor.row = min(cursor.row, newSize.rows - 1)
    pendingWrap = false
  }

  private static func resized(_ cells: [Cell], from old: TerminalSize, to new: TerminalSize) -> [Cell] {
    var result = [Cell](repeating: .space, count: new.columns * new.rows)
    for row in 0..<min(old.rows, new.rows) {
      for column in 0..<min(old.columns, new.columns) {
        result[row * new.columns + column] = cells[row * old.columns + column]
      }
      result.repairClusters(in: row * new.columns..<(row + 1) * new.columns)
    }
    return result
  }
}
