extension Form {
  /// Where the parts of each field go: the focus mark at column 1, the labels from column 3
  /// in a column as wide as the widest (at most a third of the width), the values after a
  /// gap, `›` at the right of a multi-line or choice field, a message row under a field that
  /// has a message.
  struct Layout: Hashable {
    var width: Int
    var labelWidth: Int
    var valueColumn: Int
    /// The rows each field takes, from the first field's row.
    var fieldRows: [Range<Int>]

    /// The column of the label.
    static let labelColumn = 3

    /// All the rows the fields take.
    var totalRows: Int { fieldRows.last?.upperBound ?? 0 }

    /// The column of `›`.
    var markColumn: Int { max(valueColumn, width - 2) }

    /// The cells a value of `kind` is shown in.
    func valueWidth(of kind: FormFieldKind) -> Int {
      max(1, kind.isOneLine ? width - 1 - valueColumn : markColumn - 1 - valueColumn)
    }

    /// The field drawn at content row `row`, if any.
    func field(atRow row: Int) -> Int? {
      fieldRows.firstIndex { $0.contains(row) }
    }
  }

  /// The layout at `width` (the form's own when `nil`).
  func layout(width: Int? = nil) -> Layout {
    let width = width ?? self.width
    let widest = fields.map { Canvas.shownWidth(of: $0.label) }.max() ?? 0
    let labelWidth = min(widest, max(4, (width - Layout.labelColumn) / 3))
    let gap = width >= 40 ? 3 : 2
    var fieldRows: [Range<Int>] = []
    var row = 0
    for field in fields {
      let height = field.hasMessage ? 2 : 1
      fieldRows.append(row..<row + height)
      row += height
    }
    return Layout(
      width: width, labelWidth: labelWidth, valueColumn: Layout.labelColumn + labelWidth + gap,
      fieldRows: fieldRows)
  }

  /// The rows the fields take at `width`.
  public func rowsNeeded(width: Int) -> Int {
    layout(width: width).totalRows
  }

  /// The first row to show in `rows` rows: `top` moved as little as needed to show the
  /// focused field whole (its first row, when it does not fit). Pure.
  func revealedTop(inRows rows: Int, layout: Layout) -> Int {
    guard fields.indices.contains(focus), rows > 0 else { return 0 }
    let span = layout.fieldRows[focus]
    var first = min(top, max(0, layout.totalRows - rows))
    if span.upperBound > first + rows { first = span.upperBound - rows }
    if span.lowerBound < first { first = span.lowerBound }
    return max(0, first)
  }

  /// Keeps `top` where drawing shows the focused field.
  mutating func reveal() {
    top = revealedTop(inRows: rows, layout: layout())
  }
}
