extension CellGrid {
  /// Blanks every cell in `style`, the cursor kept. O(cells).
  public mutating func clear(_ style: Style = .plain) {
    let blank = Cell.blank(style)
    for index in cells.indices { cells[index] = blank }
  }

  /// Changes the size; the content is cleared. O(cells).
  public mutating func resize(to newSize: TerminalSize) {
    self = CellGrid(size: newSize)
  }

  /// Fills the part of `rect` inside the grid with `cell` (one narrow cluster; anything else
  /// becomes a blank), blanking the halves of wide clusters cut at its edges. O(area).
  public mutating func fill(_ rect: CellRect, with cell: Cell) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let cell = Self.narrow(cell)
    for row in area.row..<area.endRow {
      let span = row * size.columns..<(row + 1) * size.columns
      for column in area.column..<area.endColumn {
        cells.place(cell, at: span.lowerBound + column, in: span)
      }
    }
  }

  /// Dims the cells of `rect`, as a modal overlay does to what is under it: each cell gains
  /// the dim attribute and loses bold (terminals do not agree on showing both). A wide
  /// cluster cut by the rectangle's edge is dimmed whole. O(area).
  public mutating func dim(_ rect: CellRect) {
    restyle(rect) { style in
      style.attributes.remove(.bold)
      style.attributes.insert(.dim)
    }
  }

  /// Draws `text` on one row from `position` in `style`, inside `clip` (the whole grid when
  /// `nil`), and returns the column after the last cell drawn: the clip's end when the text
  /// did not fit.
  ///
  /// Text starting left of the clip is drawn from where it enters it (horizontal
  /// scrolling). Each cluster is sanitised (`Sanitiser`): controls become their stand-in in
  /// reverse video, clusters of width 0 are dropped. A tab moves to the next multiple of
  /// `tabSize` columns (kept within 1...2²⁴) counted from `position`, and the clip's end cuts
  /// it: the rule of `WrapLayout` with the same tab size, whose stops count from the row's
  /// start (the line's under no wrap) and which stops a tab at the right edge, so text drawn
  /// from a row's start here lands where the layout measured it. The default, 8, is the
  /// terminal's own; a text laid out by `WrapLayout` is drawn with `Canvas.draw(_:at:style:
  /// highlights:)`, which takes the layout's cells. A wide cluster that does not fit before
  /// the clip's end, or that the clip's start cuts, shows as blanks. Writing over half of a
  /// wide cluster blanks its other half, even when that half lies outside the clip.
  /// O(clusters in text).
  @discardableResult
  public mutating func draw(
    _ text: some StringProtocol, at position: CellPosition, style: Style = .plain, clip: CellRect? = nil,
    tabSize: Int = 8
  ) -> Int {
    let tabSize = min(max(1, tabSize), 1 << 24)
    let area = (clip ?? bounds).intersection(bounds)
    var column = position.column
    guard position.row >= area.row, position.row < area.endRow else { return column }
    let span = position.row * size.columns..<(position.row + 1) * size.columns
    for character in text {
      if column >= area.endColumn { return area.endColumn }
      if character == "\t" {
        let stop = position.column + ((column - position.column) / tabSize + 1) * tabSize
        while column < stop, column < area.endColumn {
          put(.blank(style), column, span, area)
          column += 1
        }
        continue
      }
      switch Sanitiser.outcome(for: character) {
      case .hidden: continue
      case .text(let width):
        if column + width > area.endColumn {
          while column < area.endColumn {
            put(.blank(style), column, span, area)
            column += 1
          }
          return area.endColumn
        }
        if width == 2, column < area.column {
          put(.blank(style), column + 1, span, area)
        } else {
          put(Cell(String(character), width: width, style: style), column, span, area)
        }
        column += width
      case .replacement:
        put(Cell(String(Sanitiser.replacementCharacter), style: style), column, span, area)
        column += 1
      case .symbol(let symbol):
        var symbolStyle = style
        symbolStyle.attributes.formSymmetricDifference(.reverse)
        for stand in symbol {
          if column >= area.endColumn { return area.endColumn }
          put(Cell(String(stand), style: symbolStyle), column, span, area)
          column += 1
        }
      }
    }
    return column
  }

  /// Draws one cluster already measured, as `draw` would draw it: for layouts that measured
  /// their text. Returns the column after it, or the clip's end when it did not fit.
  @discardableResult
  public mutating func put(_ cell: Cell, at position: CellPosition, clip: CellRect? = nil) -> Int {
    guard cell.width >= 1, cell.width <= 2, cell.text.count == 1, let character = cell.text.first,
      case .text = Sanitiser.outcome(for: character)
    else { return draw(cell.text, at: position, style: cell.style, clip: clip) }
    return put(sanitised: cell, at: position, clip: clip)
  }

  /// Places `cell`, which must be one cluster 1 or 2 cells wide that `Sanitiser` shows as
  /// text (a caller that asked `Sanitiser.outcome(for:)` already, or a blank), as
  /// `put(_:at:clip:)` does without asking again. Returns the column after it, or the clip's
  /// end when it did not fit.
  @discardableResult
  mutating func put(sanitised cell: Cell, at position: CellPosition, clip: CellRect? = nil) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    guard position.row >= area.row, position.row < area.endRow else { return position.column }
    let span = position.row * size.columns..<(position.row + 1) * size.columns
    let column = position.column
    if column >= area.endColumn { return column }
    if column + cell.width <= area.column { return column + cell.width }
    if column + cell.width > area.endColumn {
      // A cell past the clip's end draws nothing.
      for blank in column..<max(column, area.endColumn) { put(.blank(cell.style), blank, span, area) }
      return max(column, area.endColumn)
    }
    if cell.width == 2, column < area.column {
      put(.blank(cell.style), column + 1, span, area)
    } else {
      put(cell, column, span, area)
    }
    return column + cell.width
  }

  /// Places a cell already sanitised at `column` of the row `span` when it lies in `area`.
  private mutating func put(_ cell: Cell, _ column: Int, _ span: Range<Int>, _ area: CellRect) {
    guard column >= area.column, column < area.endColumn else { return }
    cells.place(cell, at: span.lowerBound + column, in: span)
  }
}
