/// The help bar: the keys that work now and what they do (`⏎ okay  esc cancel`), drawn from
/// the same key maps the handlers read.
public enum HelpBar {
  /// Draws as many whole `items` as fit in row `row` of `canvas`, from `column`, keys in the
  /// theme's key style and actions in its text style, two spaces apart. Returns the column
  /// after the last item drawn. O(items).
  @discardableResult
  public static func draw(
    _ items: [HelpItem], in canvas: inout Canvas, row: Int, column: Int = 1, theme: Theme
  ) -> Int {
    var at = column
    for (item, span) in zip(items, spans(of: items, from: column, columns: canvas.size.columns)) {
      at = canvas.draw(item.keys, at: CellPosition(column: span.lowerBound, row: row), style: theme.helpKey)
      at = canvas.draw(" " + item.action, at: CellPosition(column: at, row: row), style: theme.helpText)
    }
    return at
  }

  /// The columns each of `items` takes when drawn from `column` in a row `columns` wide: as many
  /// whole items as fit, in order, two spaces apart. For a click on an item. O(items).
  public static func spans(of items: [HelpItem], from column: Int = 1, columns: Int) -> [Range<Int>] {
    var spans: [Range<Int>] = []
    var at = column
    for (index, item) in items.enumerated() {
      let gap = index == 0 ? 0 : 2
      let width = Canvas.shownWidth(of: item.keys) + 1 + Canvas.shownWidth(of: item.action)
      guard at + gap + width <= columns else { break }
      spans.append((at + gap)..<(at + gap + width))
      at += gap + width
    }
    return spans
  }

  /// The cells `items` take drawn in one row, two spaces apart.
  public static func width(of items: [HelpItem]) -> Int {
    items.enumerated().reduce(0) { total, entry in
      total + (entry.offset == 0 ? 0 : 2) + Canvas.shownWidth(of: entry.element.keys) + 1
        + Canvas.shownWidth(of: entry.element.action)
    }
  }
}
