import Quire
import QuireTestSupport

/// A `TextArea` driven alone (`ComponentHarness`): drawn at its viewport's size, read back
/// with the caret as `|`, its text and selection written as `CaretMarkup`.
typealias TextAreaHarness = ComponentHarness<TextArea>

extension ComponentHarness where Subject == TextArea {
  /// An area holding `markup` (see `CaretMarkup`), `columns` × `rows`.
  init(_ markup: String, columns: Int = 20, rows: Int = 5, wrap: WrapLayout.Mode = .word) {
    let (text, selection) = CaretMarkup.parse(markup)
    var area = TextArea(text: text, wrap: wrap, viewport: TerminalSize(columns: columns, rows: rows))
    area.selection = selection
    self.init(area) { $0.viewport }
  }

  /// The area.
  var area: TextArea {
    get { component }
    set { component = newValue }
  }

  /// The text with the selection written inline.
  var markup: String { CaretMarkup.render(area.text, area.selection) }
}
