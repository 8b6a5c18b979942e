extension TextField {
  /// Draws the field in the first row of `canvas`, at its width: the text from the scrolled
  /// column (a `…` at an edge beyond which there is more, when the field is 5 cells or wider),
  /// the selection, the placeholder while empty, and, when focused, the ghost suggestion
  /// after the caret and the cursor at the caret. A pure function of the field and the width.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let width = canvas.size.columns
    guard width > 0, canvas.size.rows > 0 else { return }
    let theme = context.theme
    canvas.fill(CellRect(column: 0, row: 0, columns: width, rows: 1), with: .blank(theme.text))
    let line = shownLine(forWidth: width)
    let scroll = line.scroll
    let caret = line.caret - scroll
    if buffer.text.isEmpty, !placeholder.isEmpty {
      canvas.draw(placeholder, at: CellPosition(column: 0, row: 0), width: width, style: theme.faint)
    }
    let selected = buffer.selection.range
    forEachShownCluster { cluster in
      guard cluster.column + cluster.width > scroll else { return true }
      let column = cluster.column - scroll
      if column >= width { return false }
      let isSelected =
        cluster.range.lowerBound >= selected.lowerBound && cluster.range.lowerBound < selected.upperBound
      canvas.draw(
        String(cluster.shown), at: CellPosition(column: column, row: 0),
        style: isSelected ? theme.selection : theme.text)
      return true
    }
    if context.isFocused, let ghost = ghostText, caret < width {
      canvas.draw(ghost, at: CellPosition(column: caret, row: 0), width: width - caret, style: theme.faint)
    }
    if TextField.margin(forWidth: width) > 0 {
      let total = line.total
      if scroll > 0, caret != 0 {
        canvas.draw(Canvas.ellipsis, at: CellPosition(column: 0, row: 0), style: theme.faint)
      }
      if total > scroll + width, caret != width - 1 {
        canvas.draw(Canvas.ellipsis, at: CellPosition(column: width - 1, row: 0), style: theme.faint)
      }
    }
    if context.isFocused { canvas.cursor = CellCursor(column: min(max(caret, 0), width - 1), row: 0) }
  }

  /// Draws the field's message, if it has one, in one row from `position`, cut to `width`
  /// cells (the region's edge when `nil`): a validation error after the error mark
  /// (`! Not a valid address.`) in the error style, or the character-limit notice, faint.
  public func drawMessage(
    in canvas: inout Canvas, at position: CellPosition, width: Int? = nil, context: DrawContext
  ) {
    message?.draw(in: &canvas, at: position, width: width, context: context)
  }
}

extension TextField.Notice {
  /// Draws the message in one row from `position`, cut to `width` cells (the region's edge
  /// when `nil`): a validation error after the error mark in the error style, or the
  /// character-limit notice, faint. A form draws its fields' messages with it too.
  func draw(in canvas: inout Canvas, at position: CellPosition, width: Int?, context: DrawContext) {
    let style = if case .invalid = self { context.theme.error } else { context.theme.faint }
    canvas.draw(shown(context.strings), at: position, width: width, style: style)
  }

  /// The message's words as drawn.
  public func shown(_ strings: Strings) -> String {
    switch self {
    case .invalid(let text): strings[.errorMark] + " " + text
    case .limitReached: strings[.characterLimitReached]
    }
  }
}
