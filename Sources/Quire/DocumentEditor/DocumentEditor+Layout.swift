extension DocumentEditor {
  /// Where the parts of the editor go: the bar (the way back, the file's name, its state),
  /// the rules around the text, the text, and at the bottom the status line, or the find
  /// bar while it is open. A notice replaces the bottom rule, else the status line.
  typealias Layout = PageLayout

  /// Parts drop out as the region gets smaller: the rules, then the bar; the status line
  /// stays while there are two rows.
  static let pageParts = PageLayout.Parts(bottomLine: 2, bar: 3, rules: 5)

  /// The layout of a region of `size`, the text kept above the `bottomInset` rows an overlay
  /// covers.
  static func layout(size: TerminalSize, bottomInset: Int = 0) -> Layout {
    PageLayout(size: size, parts: pageParts, bottomInset: bottomInset)
  }

  /// The layout of where the screen was last drawn.
  func layout(for context: ScreenContext<DocumentEditor>) -> Layout {
    let area = context.area
    return Self.layout(size: TerminalSize(columns: area.columns, rows: area.rows))
  }

  /// The back label at the left of the bar: `‹ ` and the title (`Back` unless given).
  static func backLabel(backTitle: String?, strings: Strings) -> String {
    "‹ " + (backTitle ?? strings[.backTitle])
  }

  /// The columns of the back label in a bar `columns` wide.
  static func backSpan(backTitle: String?, columns: Int, strings: Strings) -> Range<Int> {
    let margin = PageLayout.margin(columns: columns)
    let width = Canvas.shownWidth(of: backLabel(backTitle: backTitle, strings: strings))
    return margin..<min(columns, margin + width)
  }
}
