extension DocumentEditor {
  /// Where the parts of the editor go in a region of a given size.
  struct Layout: Hashable {
    /// The row of the bar: the way back, the file's name, its state.
    var bar: Int?
    /// The rows of the rules around the text.
    var rules: [Int]
    /// The text area.
    var text: CellRect
    /// The row where a notice replaces what is there (the bottom rule, else the status line).
    var notice: Int?
    /// The row of the status line, or of the find bar while it is open.
    var status: Int?
  }

  /// The margin at each side: one column, when there is room for it.
  static func margin(columns: Int) -> Int {
    columns >= 10 ? 1 : 0
  }

  /// The layout of a region of `size`, the text kept above the `bottomInset` rows an overlay
  /// covers. Parts drop out as the region gets smaller: the rules, then the bar; the status
  /// line stays while there are two rows, the text always has one.
  static func layout(size: TerminalSize, bottomInset: Int = 0) -> Layout {
    let rows = max(1, size.rows)
    let margin = margin(columns: size.columns)
    var layout = Layout(rules: [], text: CellRect(column: 0, row: 0, columns: 0, rows: 0))
    var first = 0
    var end = rows
    if rows >= 2 {
      layout.status = rows - 1
      layout.notice = rows - 1
      end = rows - 1
    }
    if rows >= 3 {
      layout.bar = 0
      first = 1
    }
    if rows >= 5 {
      layout.rules = [1, rows - 2]
      layout.notice = rows - 2
      first = 2
      end = rows - 2
    }
    end = max(first + 1, min(end, rows - bottomInset))
    layout.text = CellRect(
      column: margin, row: first, columns: max(0, size.columns - 2 * margin), rows: end - first)
    return layout
  }

  /// The layout of where the screen was last drawn.
  func layout(for context: ScreenContext<DocumentEditorResult>) -> Layout {
    let area = context.area
    return Self.layout(size: TerminalSize(columns: area.columns, rows: area.rows))
  }

  /// The back label at the left of the bar: `‹ ` and the title (`Back` unless given).
  static func backLabel(backTitle: String?, strings: Strings) -> String {
    "‹ " + (backTitle ?? strings[.backTitle])
  }

  /// The columns of the back label in a bar `columns` wide.
  static func backSpan(backTitle: String?, columns: Int, strings: Strings) -> Range<Int> {
    let margin = margin(columns: columns)
    let width = Canvas.shownWidth(of: backLabel(backTitle: backTitle, strings: strings))
    return margin..<min(columns, margin + width)
  }
}
