import Quire
import QuireTestSupport

/// A `TextField` driven alone, with an `EventContext` on manual time: keys, pastes and clicks
/// go in, and the row it draws comes back with the cursor written as `|`.
@MainActor
struct FieldHarness {
  var field: TextField
  let time = ManualTime()
  let context: EventContext
  let clipboard = Clipboard(usesSystemClipboard: false)

  init(_ field: TextField = TextField(), width: Int = 20) {
    self.field = field
    self.field.width = width
    context = EventContext(time: time, clipboard: clipboard)
  }

  /// A field holding the text and selection `markup` describes (see `CaretMarkup`).
  init(markup: String, width: Int = 20) {
    let (text, selection) = CaretMarkup.parse(markup)
    var field = TextField(text: text)
    field.selection = selection
    self.init(field, width: width)
  }

  /// The text with the selection written inline.
  var markup: String { CaretMarkup.render(field.text, field.buffer.selection) }

  @discardableResult
  mutating func type(_ text: String) -> [EventVerdict] {
    text.map { field.handle(.key(KeyEvent(.character($0))), context: context) }
  }

  @discardableResult
  mutating func press(_ chords: KeyChord...) -> [EventVerdict] {
    chords.map { field.handle(.key(KeyEvent($0.key, modifiers: $0.modifiers)), context: context) }
  }

  @discardableResult
  mutating func paste(_ text: String) -> EventVerdict {
    field.handle(.paste(text), context: context)
  }

  @discardableResult
  mutating func mouse(_ kind: MouseEvent.Kind, column: Int, modifiers: Modifiers = []) -> EventVerdict {
    field.handle(
      .mouse(MouseEvent(kind: kind, button: .left, column: column, row: 0, modifiers: modifiers)),
      context: context)
  }

  /// The field drawn `width` cells wide (its own width unless given), focused unless told.
  func grid(width: Int? = nil, focused: Bool = true, theme: Theme = .standard) -> CellGrid {
    var canvas = Canvas(CellGrid(size: TerminalSize(columns: width ?? field.width, rows: 1)))
    field.draw(in: &canvas, context: DrawContext(theme: theme, isFocused: focused))
    return canvas.grid
  }

  /// The row drawn, the cursor written as `|` before the cell it is on, trailing spaces cut.
  func shown(width: Int? = nil, focused: Bool = true) -> String {
    let grid = grid(width: width, focused: focused)
    var row = ""
    for column in 0..<grid.size.columns {
      if grid.cursor?.position.column == column { row += "|" }
      row += grid[column, 0].text
    }
    while row.hasSuffix(" ") { row.removeLast() }
    return row
  }

  /// The style of the cell at `column` of the row drawn.
  func style(at column: Int, width: Int? = nil) -> Style {
    grid(width: width)[column, 0].style
  }
}
