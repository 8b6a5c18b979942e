import QuireText

extension Canvas {
  /// Draws `row`, laid out by `WrapLayout`, with the row's first screen column at the local
  /// position `origin`: each cluster at `origin.column + cluster.column - row.leadingColumn`,
  /// in `style`, or in the style of the last of `highlights` whose bytes overlap it (find
  /// matches, then the selection: later ranges win). Clipped to the region; cells the row does
  /// not reach are left as they are. O(clusters × highlights).
  ///
  /// Each cluster takes exactly the cells the layout measured, so the caret the layout places
  /// stands where the text is drawn: a tab is blanks to its stop (the layout's tab rule, not
  /// `CellGrid.draw`'s); a control is its stand-in (`^[`, `<9b>`), one cell a character with
  /// reverse video flipped, as `CellGrid` draws it; an invalid sequence is U+FFFD; a cluster
  /// measured wider than two cells (a base with spacing marks) is drawn in two and blanks after
  /// it; whitespace left hanging past the right edge shows as the blanks it was given; a
  /// cluster of width 0 is not drawn. A wide cluster cut by the region's edge (a horizontal
  /// offset inside it) shows as blanks.
  ///
  /// When the row ends its line and a highlight covers the line break, the cell after the
  /// line's last cluster (at `row.endColumn`) takes that highlight's style, as editors show a
  /// selected line break; it is drawn only when the row reaches its line's end.
  public mutating func draw(
    _ row: VisualRow, at origin: CellPosition, style: Style = .plain,
    highlights: [(range: Range<ByteOffset>, style: Style)] = []
  ) {
    let shift = origin.column - row.leadingColumn
    for cluster in row.clusters where cluster.width > 0 {
      let column = shift + cluster.column
      if column >= size.columns { break }
      if column + cluster.width <= 0 { continue }
      let clusterStyle = Self.style(of: cluster.range, style, highlights)
      draw(cluster, at: CellPosition(column: column, row: origin.row), style: clusterStyle)
    }
    let lineBreak = row.contentEnd..<row.range.upperBound
    let reachesLineEnd = row.clusters.last.map { $0.range.upperBound >= row.contentEnd } ?? true
    guard row.endsLine, !lineBreak.isEmpty, reachesLineEnd,
      let breakStyle = Self.highlightStyle(of: lineBreak, highlights)
    else { return }
    put(sanitised: .blank(breakStyle), at: CellPosition(column: shift + row.endColumn, row: origin.row))
  }

  /// Draws one cluster in the `cluster.width` cells from `position`.
  private mutating func draw(_ cluster: VisualRow.Cluster, at position: CellPosition, style: Style) {
    let width = cluster.width
    switch cluster.glyph {
    case .tab:
      blanks(width, from: position, style: style)
    case .control(let symbol):
      drawStandIn(symbol, width: width, at: position, style: style)
    case .invalid:
      drawReplacement(width: width, at: position, style: style)
    case .text(let character):
      switch Sanitiser.outcome(for: character) {
      case .replacement:
        drawReplacement(width: width, at: position, style: style)
      case .text(let natural) where natural <= width:
        put(sanitised: Cell(String(character), width: natural, style: style), at: position)
        blanks(
          width - natural, from: CellPosition(column: position.column + natural, row: position.row),
          style: style)
      case .symbol(let symbol):
        drawStandIn(symbol, width: width, at: position, style: style)
      case .text, .hidden:
        // Cut short (whitespace hanging at the edge) or nothing to show: the cells stay blank.
        blanks(width, from: position, style: style)
      }
    }
  }

  /// Draws U+FFFD, for an invalid sequence, and blanks to fill `width` cells.
  private mutating func drawReplacement(width: Int, at position: CellPosition, style: Style) {
    put(sanitised: Cell(String(Sanitiser.replacementCharacter), style: style), at: position)
    blanks(width - 1, from: CellPosition(column: position.column + 1, row: position.row), style: style)
  }

  /// Draws a control's stand-in in `width` cells, one character a cell, reverse video flipped.
  private mutating func drawStandIn(_ symbol: String, width: Int, at position: CellPosition, style: Style) {
    var standInStyle = style
    standInStyle.attributes.formSymmetricDifference(.reverse)
    var column = position.column
    for character in symbol.prefix(width) {
      put(
        sanitised: Cell(String(character), style: standInStyle),
        at: CellPosition(column: column, row: position.row))
      column += 1
    }
    blanks(
      width - (column - position.column), from: CellPosition(column: column, row: position.row), style: style)
  }

  /// Puts `count` blanks in `style` from `position`, within the region.
  private mutating func blanks(_ count: Int, from position: CellPosition, style: Style) {
    let first = max(0, position.column)
    let last = min(size.columns, position.column + count)
    guard first < last else { return }
    for column in first..<last {
      put(sanitised: .blank(style), at: CellPosition(column: column, row: position.row))
    }
  }

  /// The style of the bytes `range`: that of the last highlight overlapping it, else `base`.
  private static func style(
    of range: Range<ByteOffset>, _ base: Style, _ highlights: [(range: Range<ByteOffset>, style: Style)]
  ) -> Style {
    highlightStyle(of: range, highlights) ?? base
  }

  /// The style of the last highlight whose range overlaps `range`, if any.
  private static func highlightStyle(
    of range: Range<ByteOffset>, _ highlights: [(range: Range<ByteOffset>, style: Style)]
  ) -> Style? {
    highlights.last { $0.range.overlaps(range) }?.style
  }
}
