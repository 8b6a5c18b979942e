import Quire
import QuireTestSupport

/// A `TextField` driven alone (`ComponentHarness`): drawn one row of its width, read back
/// with the cursor as `|`, its text and selection written as `CaretMarkup`.
typealias FieldHarness = ComponentHarness<TextField>

extension ComponentHarness where Subject == TextField {
  /// Drives `field`, `width` cells wide.
  init(_ field: TextField = TextField(), width: Int = 20) {
    var field = field
    field.width = width
    self.init(field) { TerminalSize(columns: $0.width, rows: 1) }
  }

  /// A field holding the text and selection `markup` describes (see `CaretMarkup`).
  init(markup: String, width: Int = 20) {
    let (text, selection) = CaretMarkup.parse(markup)
    var field = TextField(text: text)
    field.selection = selection
    self.init(field, width: width)
  }

  /// The field.
  var field: TextField {
    get { component }
    set { component = newValue }
  }

  /// The text with the selection written inline.
  var markup: String { CaretMarkup.render(field.text, field.buffer.selection) }

  /// The field drawn `width` cells wide (its own width when `nil`), focused unless told.
  func grid(width: Int?, focused: Bool = true, theme: Theme = .standard) -> CellGrid {
    Self.draw(
      field, size: TerminalSize(columns: width ?? field.width, rows: 1), theme: theme, focused: focused)
  }

  /// The row drawn, the cursor written as `|` before the cell it is on, trailing spaces cut.
  func shown(width: Int? = nil, focused: Bool = true) -> String {
    screen(size: width.map { TerminalSize(columns: $0, rows: 1) }, focused: focused)
  }

  /// The style of the cell at `column` of the row drawn.
  func style(at column: Int, width: Int? = nil) -> Style {
    grid(width: width)[column, 0].style
  }
}
