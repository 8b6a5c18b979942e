extension TextAreaScreen {
  /// Where the parts of the screen go in a region of a given size.
  struct Layout: Hashable {
    /// The row of the bar (full screen: Cancel, title, Done) or of the title (inline).
    var bar: Int?
    /// The rows of the rules around the text (full screen).
    var rules: [Int]
    /// The text area.
    var text: CellRect
    /// The row of the help line (inline; full screen the app draws the help bar).
    var help: Int?
    /// The row where the area's notice replaces what is there.
    var notice: Int?
  }

  /// The margin at each side: one column, when there is room for it.
  static func margin(columns: Int) -> Int {
    columns >= 10 ? 1 : 0
  }

  /// The layout of a region of `size` on `surface`, the text kept above the `bottomInset` rows
  /// an overlay covers. Parts drop out as the region gets smaller: the rules, then the bar and
  /// the help line; the text always has a row.
  static func layout(size: TerminalSize, surface: Renderer.Surface, bottomInset: Int = 0) -> Layout {
    let rows = max(1, size.rows)
    let margin = margin(columns: size.columns)
    var layout = Layout(bar: nil, rules: [], text: CellRect(column: 0, row: 0, columns: 0, rows: 0))
    var first = 0
    var end = rows
    switch surface {
    case .fullScreen:
      if rows >= 2 {
        layout.bar = 0
        layout.notice = 0
        first = 1
      }
      if rows >= 4 {
        layout.rules = [1, rows - 1]
        layout.notice = rows - 1
        first = 2
        end = rows - 1
      }
    case .inline:
      if rows >= 2 {
        layout.help = rows - 1
        layout.notice = rows - 1
        end = rows - 1
      }
      if rows >= 3 {
        layout.bar = 0
        first = 1
      }
    }
    end = max(first + 1, min(end, rows - bottomInset))
    layout.text = CellRect(
      column: margin, row: first, columns: max(0, size.columns - 2 * margin), rows: end - first)
    return layout
  }

  /// The layout of where the screen was last drawn.
  func layout(for context: ScreenContext<String>) -> Layout {
    let area = context.area
    return Self.layout(
      size: TerminalSize(columns: area.columns, rows: area.rows), surface: context.drawContext.surface)
  }

  /// The columns of the Cancel and Done buttons in a bar `columns` wide; `nil` when they do
  /// not both fit.
  static func buttons(columns: Int, strings: Strings) -> (cancel: Range<Int>, done: Range<Int>)? {
    let margin = margin(columns: columns)
    let cancel = Canvas.shownWidth(of: strings[.cancel])
    let done = Canvas.shownWidth(of: strings[.done])
    guard cancel + done + 1 + 2 * margin <= columns else { return nil }
    return (margin..<(margin + cancel), (columns - margin - done)..<(columns - margin))
  }
}
