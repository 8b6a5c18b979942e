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
    let limit = canvas.size.columns
    for (index, item) in items.enumerated() {
      let gap = index == 0 ? 0 : 2
      let width = Canvas.shownWidth(of: item.keys) + 1 + Canvas.shownWidth(of: item.action)
      guard at + gap + width <= limit else { break }
      at += gap
      at = canvas.draw(item.keys, at: CellPosition(column: at, row: row), style: theme.helpKey)
      at = canvas.draw(" " + item.action, at: CellPosition(column: at, row: row), style: theme.helpText)
    }
    return at
  }

  /// The cells `items` take drawn in one row, two spaces apart.
  public static func width(of items: [HelpItem]) -> Int {
    items.enumerated().reduce(0) { total, entry in
      total + (entry.offset == 0 ? 0 : 2) + Canvas.shownWidth(of: entry.element.keys) + 1
        + Canvas.shownWidth(of: entry.element.action)
    }
  }
}
