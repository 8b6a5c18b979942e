extension DatePicker {
  /// Draws the month's name, the days of the week, the weeks shown, and the text row: the
  /// chosen day reversed between brackets, today underlined, the days outside `range` faint,
  /// the days of the months around left blank.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let layout = layout(in: canvas.size)
    let theme = context.theme
    let strings = context.strings
    if let row = layout.headingRow {
      canvas.draw(
        strings.monthHeading(date), at: CellPosition(column: layout.gridColumn, row: row), width: nil,
        style: theme.title)
    }
    if let row = layout.weekdaysRow {
      for index in 0..<7 {
        let name = strings[Word.dateWeekdaysShort[firstWeekday.advanced(by: index).rawValue]]
        canvas.draw(
          name, at: CellPosition(column: layout.gridColumn + 3 * index, row: row), width: 2,
          style: theme.faint)
      }
    }
    drawDays(in: &canvas, layout: layout, theme: theme)
    if let row = layout.entryRow { drawEntry(in: &canvas, row: row, context: context) }
  }

  private func drawDays(in canvas: inout Canvas, layout: Layout, theme: Theme) {
    var day = date.startOfMonth
    let end = date.endOfMonth
    while day <= end {
      if let position = position(of: day, in: layout) {
        var style = refusal(of: day) == nil ? theme.text : theme.faint
        if day == today { style = style.adding([.underline, .bold]) }
        if day == date { style = theme.selection.adding(.bold) }
        let number = day.day < 10 ? " \(day.day)" : "\(day.day)"
        canvas.draw(number, at: position, style: style)
        if day == date {
          if position.column > 0 {
            canvas.draw(
              "[", at: CellPosition(column: position.column - 1, row: position.row), style: theme.accent)
          }
          canvas.draw(
            "]", at: CellPosition(column: position.column + 2, row: position.row), style: theme.accent)
        }
      }
      day = day.adding(days: 1)
    }
  }

  /// `> `, the text typed (or the placeholder, faint), then what it is read as: the day in
  /// words, the examples while it is not a date yet, or why it cannot be taken.
  private func drawEntry(in canvas: inout Canvas, row: Int, context: DrawContext) {
    let theme = context.theme
    let strings = context.strings
    canvas.draw(DatePicker.entryMark, at: CellPosition(column: 1, row: row), style: theme.accent)
    let textColumn = 1 + Canvas.shownWidth(of: DatePicker.entryMark)
    let typed = entry.text
    if typed.isEmpty {
      canvas.draw(
        strings[.datePlaceholder], at: CellPosition(column: textColumn, row: row), width: nil,
        style: theme.faint)
    } else {
      canvas.draw(typed, at: CellPosition(column: textColumn, row: row), width: nil, style: theme.text)
    }
    let (message, style) = self.message(strings, theme: theme)
    canvas.draw(message, at: CellPosition(column: messageColumn(strings), row: row), width: nil, style: style)
    if context.isFocused {
      let caret = min(textColumn + Canvas.shownWidth(of: typed), canvas.size.columns - 1)
      canvas.cursor = CellCursor(column: caret, row: row)
    }
  }

  /// What the text row says after the text, and in which style.
  func message(_ strings: Strings, theme: Theme) -> (String, Style) {
    switch entry {
    case .none:
      let words = strings.longDate(date)
      return (date == today ? words + " · " + strings[.dateToday] : words, theme.text)
    case .refused(_, let reason):
      return (reason.words(strings), theme.error)
    case .typing:
      switch meaning {
      case .date(let said):
        if let reason = refusal(of: said) { return (reason.words(strings), theme.error) }
        let words = strings.longDate(said)
        return (said == today ? words + " · " + strings[.dateToday] : words, theme.text)
      case .invalid: return (strings[.dateNotADate], theme.error)
      case .empty, .incomplete: return (strings[.dateExamples], theme.faint)
      }
    }
  }
}
