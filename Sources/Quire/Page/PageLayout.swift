/// Where the parts of a page around a text go, for the pages that edit one text (the
/// document editor, the field editor, `quire write`): a bar at the top, rules above and
/// below the text, a line at the bottom (a status or help line), and the text between them,
/// one column in from each side when there is room. Parts drop out as the region gets
/// smaller, each below the height its page gives it; the text always has a row.
struct PageLayout: Hashable, Sendable {
  /// The fewest rows of the region at which each part shows; `nil` for a part the page does
  /// not have.
  struct Parts: Hashable, Sendable {
    /// The line at the bottom.
    var bottomLine: Int?
    /// The bar at the top.
    var bar: Int?
    /// The rules around the text.
    var rules: Int?
  }

  /// The row of the bar.
  var bar: Int?
  /// The rows of the rules around the text.
  var rules: [Int] = []
  /// The text area.
  var text = CellRect(column: 0, row: 0, columns: 0, rows: 0)
  /// The row of the line at the bottom.
  var bottomLine: Int?
  /// The row where a notice replaces what is there: the bottom rule, else the bottom line,
  /// else the bar.
  var notice: Int?

  /// The margin at each side: one column, when there is room for it.
  static func margin(columns: Int) -> Int {
    columns >= 10 ? 1 : 0
  }

  /// The layout of a region of `size` with `parts`, the text kept above the `bottomInset`
  /// rows an overlay covers.
  init(size: TerminalSize, parts: Parts, bottomInset: Int = 0) {
    let rows = max(1, size.rows)
    let margin = Self.margin(columns: size.columns)
    var first = 0
    var end = rows
    if let least = parts.bottomLine, rows >= least {
      bottomLine = rows - 1
      end = rows - 1
    }
    if let least = parts.bar, rows >= least {
      bar = 0
      first = 1
    }
    if let least = parts.rules, rows >= least {
      rules = [first, end - 1]
      first += 1
      end -= 1
    }
    notice = rules.last ?? bottomLine ?? bar
    end = max(first + 1, min(end, rows - bottomInset))
    text = CellRect(column: margin, row: first, columns: max(0, size.columns - 2 * margin), rows: end - first)
  }
}
