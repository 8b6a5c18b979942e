import QuireDocuments

extension DocumentEditor {
  /// Draws the bar, the rules, the text (or why the file could not be opened), the status
  /// line or the find bar, and a notice in place of the bottom rule.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let size = canvas.size
    let layout = Self.layout(size: size, bottomInset: context.bottomInset)
    let theme = context.theme
    if let bar = layout.bar { drawBar(row: bar, in: &canvas, context: context) }
    for rule in layout.rules {
      canvas.drawRule(row: rule, column: layout.text.column, width: layout.text.columns, style: theme.border)
    }
    if let status = layout.bottomLine {
      canvas.withRegion(
        CellRect(column: layout.text.column, row: status, columns: layout.text.columns, rows: 1)
      ) {
        canvas in
        if let bar = find.bar {
          bar.draw(in: &canvas, context: context)
        } else {
          drawStatus(in: &canvas, context: context)
        }
      }
    }
    if let row = layout.notice, let line = noticeLine(context.strings) {
      canvas.fill(CellRect(column: 0, row: row, columns: size.columns, rows: 1), with: .blank(theme.text))
      canvas.draw(
        line.text, at: CellPosition(column: layout.text.column, row: row), width: layout.text.columns,
        style: line.isFailure ? theme.error : theme.status)
    }
    if case .failed(let error) = phase {
      canvas.draw(
        Canvas.fittedMessage("\(error)", toWidth: layout.text.columns),
        at: CellPosition(column: layout.text.column, row: layout.text.row),
        width: layout.text.columns, style: theme.error)
      return
    }
    let focused = find.bar == nil ? context : context.focused(false)
    canvas.withRegion(layout.text) { canvas in
      textArea.draw(in: &canvas, context: focused)
      completionMenu?.draw(over: &canvas, target: textArea, context: focused)
    }
  }

  /// The line shown in place of the bottom rule: the editor's notice, else the text area's.
  func noticeLine(_ strings: Strings) -> (text: String, isFailure: Bool)? {
    if let notice {
      let text = notice.text(strings)
      return text.isEmpty ? nil : (text, notice.isFailure)
    }
    if let areaNotice = textArea.notice { return (areaNotice.text(strings), areaNotice.isFailure) }
    return nil
  }

  /// The bar: the way back at the left, the file's name centred, its state at the right.
  private func drawBar(row: Int, in canvas: inout Canvas, context: DrawContext) {
    let columns = canvas.size.columns
    let theme = context.theme
    let strings = context.strings
    let margin = PageLayout.margin(columns: columns)
    let back = Self.backSpan(backTitle: backTitle, columns: columns, strings: strings)
    let state = stateText(strings)
    let stateWidth = min(Canvas.shownWidth(of: state.text), max(0, columns - back.upperBound - 2 - margin))
    canvas.draw(
      Self.backLabel(backTitle: backTitle, strings: strings),
      at: CellPosition(column: back.lowerBound, row: row),
      width: back.count, style: theme.button)
    let stateStart = columns - margin - stateWidth
    if stateWidth > 0 {
      canvas.draw(
        state.text, at: CellPosition(column: stateStart, row: row), width: stateWidth,
        style: state.isFailure ? theme.error : theme.status)
    }
    let roomStart = back.upperBound + 2
    let roomEnd = stateWidth > 0 ? stateStart - 2 : columns - margin
    guard roomEnd > roomStart else { return }
    let room = roomStart..<roomEnd
    let shown = Canvas.truncated(fileName, toWidth: room.count)
    let width = Canvas.shownWidth(of: shown)
    let centred = (columns - width) / 2
    let column = min(max(centred, room.lowerBound), room.upperBound - width)
    canvas.draw(shown, at: CellPosition(column: column, row: row), style: theme.title)
  }

  /// The status line: the caret's place and the counts at the left, the file's format and
  /// size at the right (dropped first when the row is narrow).
  private func drawStatus(in canvas: inout Canvas, context: DrawContext) {
    let columns = canvas.size.columns
    let strings = context.strings
    let style = context.theme.status
    let left = positionText(strings)
    let right = formatText(strings)
    let leftWidth = Canvas.shownWidth(of: left)
    let rightWidth = Canvas.shownWidth(of: right)
    canvas.draw(left, at: CellPosition(column: 0, row: 0), width: columns, style: style)
    if leftWidth + 2 + rightWidth <= columns {
      canvas.draw(
        right, at: CellPosition(column: columns - rightWidth, row: 0), width: rightWidth, style: style)
    }
  }
}
