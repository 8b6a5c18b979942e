extension DocumentBrowser {
  /// Draws the title and folder, the rules, the filter row, the notes (or what the list is
  /// waiting for), the selected note's description and the notice.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let size = canvas.size
    let strings = context.strings
    let theme = context.theme
    let layout = layout(size: size, strings: strings)
    let margin = Self.margin
    if let row = layout.titleRow { drawTitle(row: row, in: &canvas, context: context) }
    for row in layout.rules {
      canvas.drawRule(row: row, column: margin, width: max(0, size.columns - 2 * margin), style: theme.border)
    }
    if let row = layout.filterRow {
      drawFilter(row: row, field: layout.filterField, in: &canvas, context: context)
    }
    let rows = Self.uncoveredListRows(layout, regionRows: size.rows, bottomInset: context.bottomInset)
    canvas.withRegion(layout.list) { canvas in drawList(rows: rows, in: &canvas, context: context) }
    if let row = layout.descriptionRow {
      canvas.withRegion(CellRect(column: 0, row: row, columns: size.columns, rows: 1)) { canvas in
        drawDescription(in: &canvas, context: context)
      }
    }
    if let notice, let row = layout.noticeRow {
      canvas.fill(CellRect(column: 0, row: row, columns: size.columns, rows: 1), with: .blank(theme.text))
      let width = size.columns - 2 * margin
      canvas.draw(
        Canvas.fittedMessage(notice, toWidth: width), at: CellPosition(column: margin, row: row),
        width: width, style: theme.error)
    }
  }

  /// ` Notes` at the left, where the syncs are after it when the notes are kept in git, the
  /// folder at the right (cut at its start when long).
  private func drawTitle(row: Int, in canvas: inout Canvas, context: DrawContext) {
    let columns = canvas.size.columns
    let margin = Self.margin
    var end = canvas.draw(
      title ?? context.strings[.notes], at: CellPosition(column: margin, row: row),
      width: columns - 2 * margin, style: context.theme.title)
    if let status = syncStatus(now: wallTime(at: context.now), strings: context.strings) {
      let width = columns - margin - end - 2
      if width >= 4 {
        end = canvas.draw(
          Canvas.fittedMessage(status.text, toWidth: width), at: CellPosition(column: end + 2, row: row),
          width: width, style: status.failed ? context.theme.error : context.theme.faint)
      }
    }
    let room = columns - margin - end - 3
    guard room >= 4 else { return }
    let shown = Canvas.truncatedAtStart(displayPath, toWidth: room)
    canvas.draw(
      shown, at: CellPosition(column: columns - margin - Canvas.shownWidth(of: shown), row: row),
      style: context.theme.faint)
  }

  /// `/` and the field (its placeholder reads `filter`), the count at the right.
  private func drawFilter(row: Int, field: CellRect, in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let focused = isFilterFocused && context.isFocused
    canvas.draw(
      "/", at: CellPosition(column: Self.margin, row: row), style: focused ? theme.accent : theme.faint)
    var shown = filter
    shown.placeholder =
      context.strings[list.matching == .search ? .noteSearchPlaceholder : .noteFilterPlaceholder]
    canvas.withRegion(field) { canvas in shown.draw(in: &canvas, context: context.focused(focused)) }
    let count = countText(context.strings)
    let width = Canvas.shownWidth(of: count)
    let column = canvas.size.columns - Self.margin - width
    if !count.isEmpty, column >= field.endColumn + 2 {
      canvas.draw(count, at: CellPosition(column: column, row: row), style: theme.faint)
    }
  }

  /// The notes shown in `rows` rows of the list's region, or what stands in their place.
  private func drawList(rows: Int, in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let strings = context.strings
    let margin = Self.margin
    let waiting: (String, Style)?
    if case .unreadable(let error) = state.folder {
      waiting = (error.description, theme.error)
    } else if !list.isListed {
      waiting = (strings[.loadingNotes], theme.faint)
    } else if list.notes.isEmpty {
      let key = keys.chords(for: .add).first?.label ?? ""
      waiting = (strings[.noNotesYet].replacing("{key}", with: key), theme.text)
    } else if list.shown.isEmpty, list.matching == .search {
      // A search that found nothing: Return makes the note it names, or the row says why
      // the query cannot name one.
      if !list.isCurrent {
        waiting = nil
      } else if let problem = queryNamingProblem {
        waiting = (strings[.noNotesMatch] + " " + strings[problem.word], theme.text)
      } else {
        waiting = (strings[.noNoteFoundCreate].replacing("{name}", with: list.query), theme.text)
      }
    } else if list.shown.isEmpty {
      waiting = (strings[.noNotesMatch], theme.faint)
    } else {
      waiting = nil
    }
    if let (text, style) = waiting {
      let width = canvas.size.columns - 2 * margin - 2
      canvas.draw(
        Canvas.fittedMessage(text, toWidth: width), at: CellPosition(column: margin + 2, row: 0),
        width: width,
        style: style)
      return
    }
    NoteRows(list: list, now: wallTime(at: context.now)).draw(rows: rows, in: &canvas, context: context)
  }

  /// `Description  Weekly shopping list…  ›`: the selected note's description on one row.
  private func drawDescription(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let columns = canvas.size.columns
    let margin = Self.margin
    guard let note = list.selected else { return }
    let mark = columns - margin - 1
    canvas.draw("›", at: CellPosition(column: mark, row: 0), style: theme.accent)
    let end = canvas.draw(
      context.strings[.description], at: CellPosition(column: margin, row: 0), width: mark - margin - 1,
      style: theme.title)
    let room = mark - 2 - (end + 2)
    guard room > 0 else { return }
    let text = TextField.singleLine(note.description ?? "")
    canvas.draw(text, at: CellPosition(column: end + 2, row: 0), width: room, style: theme.text)
  }
}
