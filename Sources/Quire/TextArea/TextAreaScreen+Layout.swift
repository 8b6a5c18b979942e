extension TextAreaScreen {
  /// The parts of the page on `surface`. Full screen: the bar (Cancel, title, Done) from two
  /// rows, the rules around the text from four, no line at the bottom (the app draws the help
  /// bar). Inline: the help line from two rows, the title from three, no rules.
  static func pageParts(surface: Renderer.Surface) -> PageLayout.Parts {
    switch surface {
    case .fullScreen: PageLayout.Parts(bottomLine: nil, bar: 2, rules: 4)
    case .inline: PageLayout.Parts(bottomLine: 2, bar: 3, rules: nil)
    }
  }

  /// The layout of a region of `size` on `surface`, the text kept above the `bottomInset` rows
  /// an overlay covers. Parts drop out as the region gets smaller: the rules, then the bar and
  /// the help line; the text always has a row. The area's notice replaces the bottom rule or
  /// the help line (full screen and short, the bar).
  static func layout(size: TerminalSize, surface: Renderer.Surface, bottomInset: Int = 0) -> PageLayout {
    PageLayout(size: size, parts: pageParts(surface: surface), bottomInset: bottomInset)
  }

  /// The layout of where the screen was last drawn.
  func layout(for context: ScreenContext<TextAreaScreen>) -> PageLayout {
    let area = context.area
    return Self.layout(
      size: TerminalSize(columns: area.columns, rows: area.rows), surface: context.drawContext.surface)
  }

  /// The columns of the Cancel and Done buttons in a bar `columns` wide; `nil` when they do
  /// not both fit.
  static func buttons(columns: Int, strings: Strings) -> (cancel: Range<Int>, done: Range<Int>)? {
    let margin = PageLayout.margin(columns: columns)
    let cancel = Canvas.shownWidth(of: strings[.cancel])
    let done = Canvas.shownWidth(of: strings[.done])
    guard cancel + done + 1 + 2 * margin <= columns else { return nil }
    return (margin..<(margin + cancel), (columns - margin - done)..<(columns - margin))
  }
}
