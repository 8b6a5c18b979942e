import Quire
import QuireTestSupport

/// A `TextArea` driven alone, as its tests need it: keys, pastes and clicks go through
/// `handle` with a context of its own (manual time, an in-app clipboard), and the area is
/// drawn into a grid of its viewport's size, read back with the caret as `|`.
@MainActor
struct TextAreaHarness {
  var area: TextArea
  let time = ManualTime()
  let clipboard = Clipboard(usesSystemClipboard: false)
  let context: EventContext
  var theme = Theme.standard

  /// An area holding `markup` (see `CaretMarkup`), `columns` × `rows`.
  init(_ markup: String, columns: Int = 20, rows: Int = 5, wrap: WrapLayout.Mode = .word) {
    let (text, selection) = CaretMarkup.parse(markup)
    area = TextArea(text: text, wrap: wrap, viewport: TerminalSize(columns: columns, rows: rows))
    area.selection = selection
    context = EventContext(time: time, clipboard: clipboard)
  }

  /// The text with the selection written inline.
  var markup: String { CaretMarkup.render(area.text, area.selection) }

  /// Presses each key in turn.
  mutating func press(_ keys: KeyChord...) {
    for key in keys { _ = area.handle(.key(KeyEvent(key.key, modifiers: key.modifiers)), context: context) }
  }

  /// Types `text`, a key per character.
  mutating func type(_ text: String) {
    for character in text { _ = area.handle(.key(KeyEvent(.character(character))), context: context) }
  }

  /// Pastes `text` (bracketed paste).
  mutating func paste(_ text: String) {
    _ = area.handle(.paste(text), context: context)
  }

  /// Sends a mouse event at a cell of the area.
  mutating func mouse(
    _ kind: MouseEvent.Kind, column: Int, row: Int, button: MouseEvent.Button = .left,
    modifiers: Modifiers = []
  ) {
    let event = MouseEvent(kind: kind, button: button, column: column, row: row, modifiers: modifiers)
    _ = area.handle(.mouse(event), context: context)
  }

  /// Clicks (press and release) at a cell of the area.
  mutating func click(column: Int, row: Int, modifiers: Modifiers = []) {
    mouse(.press, column: column, row: row, modifiers: modifiers)
    mouse(.release, column: column, row: row, modifiers: modifiers)
  }

  /// The grid the area draws at `size` (its viewport when `nil`).
  func grid(size: TerminalSize? = nil, focused: Bool = true) -> CellGrid {
    Self.draw(area, size: size ?? area.viewport, theme: theme, focused: focused)
  }

  /// The grid `area` draws at `size`.
  static func draw(_ area: TextArea, size: TerminalSize, theme: Theme = .standard, focused: Bool = true)
    -> CellGrid
  {
    var canvas = Canvas(CellGrid(size: size))
    area.draw(in: &canvas, context: DrawContext(theme: theme, isFocused: focused))
    return canvas.grid
  }

  /// The area drawn at `size` (its viewport when `nil`), row by row, the caret as `|`.
  func screen(size: TerminalSize? = nil) -> String {
    ScreenText.marked(grid(size: size))
  }

  /// How many times the bell rang.
  var bells: Int {
    context.requests.filter { if case .bell = $0 { return true } else { return false } }.count
  }
}

/// Screens as text for expected literals: each row without trailing spaces, the cursor as `|`
/// before the cell it stands on, trailing empty rows dropped.
enum ScreenText {
  /// The rows of `grid` with its cursor marked.
  static func marked(_ grid: CellGrid) -> String {
    marked(size: grid.size, cursor: grid.cursor?.position) { grid[$0] }
  }

  /// The rows of an in-memory terminal's screen with its cursor marked (when shown).
  static func marked(_ terminal: InMemoryTerminal) -> String {
    marked(size: terminal.size, cursor: terminal.isCursorVisible ? terminal.cursor : nil) {
      terminal.cell(at: $0)
    }
  }

  private static func marked(size: TerminalSize, cursor: CellPosition?, cell: (CellPosition) -> Cell)
    -> String
  {
    var rows: [String] = []
    for row in 0..<size.rows {
      var line = ""
      for column in 0..<size.columns {
        let position = CellPosition(column: column, row: row)
        if position == cursor { line += "|" }
        let shown = cell(position)
        if !shown.isContinuation { line += shown.text }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      rows.append(line)
    }
    while rows.last == "" { rows.removeLast() }
    return rows.joined(separator: "\n")
  }
}
