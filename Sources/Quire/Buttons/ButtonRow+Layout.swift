extension ButtonRow {
  /// Where the buttons of a row lie when drawn at a width, and how tightly they are written.
  public struct Layout: Hashable, Sendable {
    /// The columns of each button, from the row's start.
    public var spans: [Range<Int>]
    /// The cells the whole row takes.
    public var width: Int
    /// 0 written in full; each level up drops something (the keys, then inner spaces).
    var level: Int

    /// The button at `column` (from the row's start), if any.
    public func button(atColumn column: Int) -> Int? {
      spans.firstIndex { $0.contains(column) }
    }
  }

  /// One button as written at a level: the bracket or space before, the label, the key, and
  /// the bracket or space after.
  struct Pieces {
    var open: String
    var label: String
    var key: String?
    var close: String

    var width: Int {
      Canvas.shownWidth(of: open) + Canvas.shownWidth(of: label)
        + (key.map { 1 + Canvas.shownWidth(of: $0) } ?? 0)
        + Canvas.shownWidth(of: close)
    }
  }

  /// The widest layout that fits in `room` cells: in full, then without the keys, then
  /// without the spaces inside the brackets; the tightest when none fits. O(buttons).
  public func layout(room: Int, strings: Strings) -> Layout {
    var layout = layout(level: 0, strings: strings)
    for level in 1..<ButtonRow.levels where layout.width > room {
      layout = self.layout(level: level, strings: strings)
    }
    return layout
  }

  static var levels: Int { 3 }

  func layout(level: Int, strings: Strings) -> Layout {
    let gap = level < 2 && look == .framed ? 2 : 1
    var spans: [Range<Int>] = []
    var column = 0
    for index in buttons.indices {
      if index > 0 { column += gap }
      let width = pieces(of: index, level: level, strings: strings).width
      spans.append(column..<column + width)
      column += width
    }
    return Layout(spans: spans, width: column, level: level)
  }

  /// How button `index` is written at `level`.
  func pieces(of index: Int, level: Int, strings: Strings) -> Pieces {
    let button = buttons[index]
    let label = button.label(in: strings)
    let framed = look == .framed || index == focus
    let inner = look == .framed ? level < 2 : level < 1
    let open = framed ? (inner ? "[ " : "[") : (inner ? "  " : " ")
    let close = framed ? (inner ? " ]" : "]") : (inner ? "  " : " ")
    let key = look == .framed && level == 0 ? button.key?.label : nil
    return Pieces(open: open, label: label, key: key, close: close)
  }

  /// Draws the row with its first cell at `position`, as `layout` places the buttons: the
  /// button Return presses in the default-button style, destructive ones in the error style,
  /// keys faint. O(buttons).
  public func draw(in canvas: inout Canvas, at position: CellPosition, layout: Layout, context: DrawContext) {
    let theme = context.theme
    for (index, span) in zip(buttons.indices, layout.spans) {
      let pieces = pieces(of: index, level: layout.level, strings: context.strings)
      let isCurrent = index == current
      var style = isCurrent ? theme.defaultButton : theme.button
      if buttons[index].role == .destructive {
        style = isCurrent ? style : theme.error
        style.foreground = theme.error.foreground
      }
      var at = CellPosition(column: position.column + span.lowerBound, row: position.row)
      at.column = canvas.draw(pieces.open + pieces.label, at: at, style: style)
      if let key = pieces.key {
        at.column = canvas.draw(" ", at: at, style: style)
        at.column = canvas.draw(key, at: at, style: isCurrent ? style : theme.faint)
      }
      canvas.draw(pieces.close, at: at, style: style)
    }
  }
}
