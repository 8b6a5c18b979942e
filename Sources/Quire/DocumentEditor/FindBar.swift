/// The document editor's find bar: a field for the text looked for, in the row of the status
/// line, with the keys that go to the next and the previous match.
///
/// Case is ignored unless the text has a capital letter (Lu or Lt), as smart case does in
/// the editors that have it.
@MainActor
struct FindBar {
  /// What a key does in the find bar, besides editing its text.
  enum Action: Hashable, Sendable {
    /// The next match after the caret (Return, Ctrl-F, F3).
    case next
    /// The match before the caret (Shift-Return, Shift-F3).
    case previous
    /// Closes the bar, the caret left at the match (Esc).
    case close
  }

  /// The keys of the bar, read before its field's.
  static let keys = KeyMap<Action>([
    KeyBinding([KeyChord(.enter), .control("f"), KeyChord(.function(3))], .next, help: .helpNext),
    // Ctrl-Shift-F cannot be told from Ctrl-F on most terminals, so it is not bound.
    KeyBinding(
      [.shift(.enter), KeyChord(.function(3), modifiers: .shift)], .previous, help: .helpPreviousMatch),
    KeyBinding(KeyChord(.escape), .close, help: .helpClose),
  ])

  /// The text looked for.
  var field: TextField

  /// A bar starting with `query`, selected so that typing replaces it.
  init(query: String) {
    field = TextField(text: query, selectsAll: !query.isEmpty)
  }

  /// The search the text asks for; `nil` while it is empty.
  var search: TextSearch? {
    let query = field.text
    guard !query.isEmpty else { return nil }
    return TextSearch(query, ignoringCase: !Self.hasCapital(query))
  }

  /// Whether `text` has an uppercase or titlecase letter.
  static func hasCapital(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      $0.properties.generalCategory == .uppercaseLetter || $0.properties.generalCategory == .titlecaseLetter
    }
  }

  /// The keys that work in the bar.
  func helpItems(_ strings: Strings) -> [HelpItem] {
    Self.keys.helpItems(strings)
  }

  /// Draws the bar in the first row of `canvas`: `Find:`, the field, and at the right whether
  /// case counts. The field gets what is left, at least one cell.
  func draw(in canvas: inout Canvas, context: DrawContext) {
    let strings = context.strings
    let theme = context.theme
    let columns = canvas.size.columns
    canvas.fill(CellRect(column: 0, row: 0, columns: columns, rows: 1), with: .blank(theme.text))
    let label = strings[.findLabel] + " "
    let labelEnd = canvas.draw(label, at: CellPosition(column: 0, row: 0), width: nil, style: theme.title)
    let mode = search.map { $0.ignoresCase ? strings[.findIgnoringCase] : strings[.findMatchingCase] } ?? ""
    let modeWidth = Canvas.shownWidth(of: mode)
    var fieldEnd = columns
    if !mode.isEmpty, columns - labelEnd - modeWidth - 2 >= 8 {
      canvas.draw(mode, at: CellPosition(column: columns - modeWidth, row: 0), style: theme.status)
      fieldEnd = columns - modeWidth - 2
    }
    let area = CellRect(column: labelEnd, row: 0, columns: max(1, fieldEnd - labelEnd), rows: 1)
    canvas.withRegion(area) { canvas in field.draw(in: &canvas, context: context) }
  }

  /// The cells the field gets in a row `columns` wide (for its scrolling).
  func fieldWidth(columns: Int, strings: Strings) -> Int {
    max(1, columns - Canvas.shownWidth(of: strings[.findLabel] + " "))
  }
}
