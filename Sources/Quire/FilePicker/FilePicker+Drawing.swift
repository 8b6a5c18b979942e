import QuireDocuments

extension FilePicker {
  /// The columns of a row: the cursor mark, the name.
  static let cursorColumn = 1
  static let nameColumn = 3
  /// What follows a folder's name, and what comes between a link's name and its target.
  static let folderMark = "/"
  static let linkMark = " → "
  /// The fewest columns that show a preview beside the list: narrower, the list is alone.
  public static let minimumPreviewWidth = 60

  /// Where the list and the preview go in `width` columns: the list, and the preview's
  /// columns (its rule first) when there is room for both, half each.
  public static func split(width: Int) -> (list: Int, preview: Range<Int>?) {
    guard width >= minimumPreviewWidth else { return (width, nil) }
    let list = width / 2
    return (list, list..<width)
  }

  /// Draws the picker in its own layout: the filter row, then the rows, the preview beside
  /// them when the canvas is wide enough. A pure function of the picker and the size.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    let size = canvas.size
    guard size.rows > 0, size.columns > 0 else { return }
    canvas.withRegion(CellRect(column: 0, row: 0, columns: size.columns, rows: 1)) { canvas in
      drawFilterRow(in: &canvas, context: context)
    }
    drawBody(
      in: &canvas, rows: CellRect(column: 0, row: 1, columns: size.columns, rows: size.rows - 1),
      context: context)
  }

  /// Draws the rows in `rect`, and the preview beside them when `rect` is wide enough and
  /// there is an entry to preview (else what is said in place of the rows has the width).
  public func drawBody(in canvas: inout Canvas, rows rect: CellRect, context: DrawContext) {
    guard rect.rows > 0 else { return }
    let split = rowCount > 0 ? Self.split(width: rect.columns) : (list: rect.columns, preview: nil)
    canvas.withRegion(CellRect(column: rect.column, row: rect.row, columns: split.list, rows: rect.rows)) {
      canvas in
      drawRows(in: &canvas, context: context)
    }
    if let preview = split.preview {
      let area = CellRect(
        column: rect.column + preview.lowerBound, row: rect.row, columns: preview.count, rows: rect.rows)
      canvas.withRegion(area) { canvas in drawPreview(in: &canvas, context: context) }
    }
  }

  /// What the filter row says at its right: `2 of 7` while filtering, else how many entries
  /// there are (`12…` while the folder is still read).
  public func status(_ strings: Strings) -> String {
    if !filter.isEmpty {
      return strings.filled(.matchCount, ["count": "\(rowCount)", "total": "\(offered.count)"])
    }
    switch listing {
    case .reading: return strings.filled(.entriesSoFar, ["count": "\(offered.count)"])
    case .unreadable: return ""
    case .complete:
      return offered.count == 1
        ? strings[.oneEntry] : strings.filled(.entryCount, ["count": "\(offered.count)"])
    }
  }

  /// Draws the filter row: the field from `column` (`Type to filter` while empty) and, when
  /// `showsStatus` and there is room, the status at the right, faint.
  public func drawFilterRow(
    in canvas: inout Canvas, context: DrawContext, column: Int = 1, showsStatus: Bool = true
  ) {
    SelectionList.drawFilterRow(
      filter, status: showsStatus ? status(context.strings) : "", in: &canvas, context: context,
      column: column)
  }

  /// Draws the rows that fit, the cursor's revealed: `› name`, a folder's name with `/`, a
  /// link's with `→` and its target, the filter's matches highlighted; in their place, faint,
  /// `Reading…`, `Empty folder` or `No match`, or why the folder cannot be read.
  public func drawRows(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    guard canvas.size.rows > 0 else { return }
    if rowCount == 0 {
      let place = CellPosition(column: Self.nameColumn, row: 0)
      switch listing {
      case .unreadable(let error):
        canvas.draw(error.description, at: place, width: nil, style: theme.error)
      case .reading:
        canvas.draw(context.strings[.readingFolder], at: place, width: nil, style: theme.faint)
      case .complete:
        let word: Word = filter.isEmpty ? .emptyFolder : .noMatch
        canvas.draw(context.strings[word], at: place, width: nil, style: theme.faint)
      }
      return
    }
    var matcher = matchedQuery.isEmpty ? nil : Matcher(query: matchedQuery)
    for (line, row) in viewport.visibleItems(inRows: canvas.size.rows).enumerated() {
      guard let index = entryIndex(atRow: row) else { continue }
      let entry = entries[index]
      let isCursor = row == viewport.cursor
      if isCursor {
        canvas.draw(
          SelectionList.cursorMark, at: CellPosition(column: Self.cursorColumn, row: line),
          style: theme.accent.adding(.bold))
      }
      let faint = !isChoosable(entry) && !entry.leadsToFolder
      let style = isCursor ? theme.cursorRow : faint ? theme.faint : theme.text
      SelectionList.drawValue(
        Self.shownName(of: entry), highlighted: matcher?.match(candidates, at: index)?.highlightRuns ?? [],
        at: CellPosition(column: Self.nameColumn, row: line), in: &canvas, style: style,
        matchStyle: isCursor ? theme.match.adding(theme.cursorRow.attributes) : theme.match,
        faint: theme.faint)
    }
  }

  /// How `entry` is shown in a row: its name (bytes that are not UTF-8 as `\xHH`), `/` after
  /// a folder's, `→` and the target after a link's.
  public static func shownName(of entry: FileEntry) -> String {
    switch entry.kind {
    case .folder: entry.shownName + folderMark
    case .link(let target, _): entry.shownName + linkMark + FileEntry(name: target, kind: .file).shownName
    case .file, .other: entry.shownName
    }
  }

  /// Draws the preview of the entry under the cursor, a rule at its left: a text file's first
  /// lines (every control shown as a visible symbol, never obeyed), a folder's first
  /// entries, or, faint, why nothing is shown (`binary`, `unreadable: …`).
  public func drawPreview(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    let size = canvas.size
    for row in 0..<size.rows {
      canvas.draw("│", at: CellPosition(column: 0, row: row), style: theme.border)
    }
    guard size.columns > 2, let preview = cursorPreview else { return }
    let lines = Self.previewLines(preview, strings: context.strings)
    let style = Self.isWords(preview) ? theme.faint : theme.text
    for (row, line) in lines.prefix(size.rows).enumerated() {
      canvas.draw(line, at: CellPosition(column: 2, row: row), width: size.columns - 3, style: style)
    }
  }

  /// The lines a preview shows.
  static func previewLines(_ preview: FilePreview, strings: Strings) -> [String] {
    switch preview {
    case .text(let lines): return lines
    case .empty: return [strings[.previewEmpty]]
    case .binary: return [strings[.previewBinary]]
    case .folder(let entries, let more):
      if entries.isEmpty { return [strings[.emptyFolder]] }
      return entries.map(shownName) + (more ? [strings[.previewMore]] : [])
    case .special(let kind?): return [strings.filled(.previewSpecial, ["kind": kind.description])]
    case .special(nil): return [strings[.previewBrokenLink]]
    case .unreadable(let reason): return [strings.filled(.previewUnreadable, ["reason": reason.description])]
    }
  }

  /// Whether a preview is words about the entry rather than its content.
  static func isWords(_ preview: FilePreview) -> Bool {
    switch preview {
    case .text: false
    case .folder(let entries, _): entries.isEmpty
    default: true
    }
  }
}
