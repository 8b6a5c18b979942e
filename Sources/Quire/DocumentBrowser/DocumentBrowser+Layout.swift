extension DocumentBrowser {
  /// Where the parts of the browser go in its region.
  struct Layout: Hashable {
    /// The title and the folder.
    var titleRow: Int?
    /// The rules (under the title, around the description).
    var rules: [Int]
    /// The filter row.
    var filterRow: Int?
    /// The filter's field in it.
    var filterField: CellRect
    /// The rows of the notes.
    var list: CellRect
    /// The description of the selected note.
    var descriptionRow: Int?
    /// Where a notice replaces what is drawn.
    var noticeRow: Int?
  }

  /// The columns left free at each side.
  nonisolated static let margin = 1

  /// The layout of a region of `size`. Parts drop out as it gets smaller: the rules, then the
  /// description, then the title, then the filter row; the notes always have a row.
  static func layout(size: TerminalSize, filterFieldWidth: Int = 0) -> Layout {
    let rows = max(1, size.rows)
    let hasTitle = rows >= 4
    let hasFilter = rows >= 3
    let hasDescription = rows >= 7
    let hasTopRule = rows >= 8
    let hasDescriptionRule = rows >= 9
    let hasBottomRule = rows >= 10
    var layout = Layout(
      rules: [], filterField: CellRect(column: 0, row: 0, columns: 0, rows: 0),
      list: CellRect(column: 0, row: 0, columns: 0, rows: 0))
    var row = 0
    if hasTitle {
      layout.titleRow = row
      row += 1
    }
    if hasTopRule {
      layout.rules.append(row)
      row += 1
    }
    if hasFilter {
      layout.filterRow = row
      layout.filterField = CellRect(
        column: margin + 2, row: row, columns: max(1, filterFieldWidth), rows: 1)
      row += 1
    }
    var end = rows
    if hasBottomRule {
      end -= 1
      layout.rules.append(end)
    }
    if hasDescription {
      end -= 1
      layout.descriptionRow = end
    }
    if hasDescriptionRule {
      end -= 1
      layout.rules.append(end)
    }
    layout.list = CellRect(column: 0, row: row, columns: size.columns, rows: max(1, end - row))
    layout.noticeRow = hasBottomRule ? rows - 1 : layout.descriptionRow ?? layout.filterRow ?? rows - 1
    return layout
  }

  /// The layout of a region of `size`, the filter's field as wide as the count beside it
  /// leaves it.
  func layout(size: TerminalSize, strings: Strings) -> Layout {
    let count = countText(strings)
    let countWidth = count.isEmpty ? 0 : Canvas.shownWidth(of: count) + 2
    let field = size.columns - Self.margin - 2 - Self.margin
    let width = field - countWidth >= 8 ? field - countWidth : field
    return Self.layout(size: size, filterFieldWidth: width)
  }

  /// The layout of where the browser was last drawn.
  func layout(for context: ScreenContext<DocumentBrowser>) -> Layout {
    let area = context.area
    return layout(size: TerminalSize(columns: area.columns, rows: area.rows), strings: context.strings)
  }

  /// The rows of the list not covered by an overlay `bottomInset` rows tall.
  static func uncoveredListRows(_ layout: Layout, regionRows: Int, bottomInset: Int) -> Int {
    let below = regionRows - layout.list.endRow
    return max(1, layout.list.rows - max(0, bottomInset - below))
  }

  /// The filter row's count: `12 notes · newest first`, or `3 of 12` while filtering (and
  /// `searching…` until a search's results answer the query), with
  /// `indexing 2,300 of 10,000` in the place of the order while the note index is brought up
  /// to date; empty before the folder is listed and while it has no notes.
  func countText(_ strings: Strings) -> String {
    guard list.isListed, !list.notes.isEmpty else { return "" }
    let total = list.notes.count
    var indexing: String?
    if case .updating(let progress?) = state.indexing, progress.total > 0, progress.done < progress.total {
      indexing = strings[.indexingNotes].replacing("{done}", with: Self.grouped(progress.done))
        .replacing("{total}", with: Self.grouped(progress.total))
    }
    if !list.query.isEmpty {
      let count = strings[.noteMatchCount].replacing("{shown}", with: Self.grouped(list.shown.count))
        .replacing("{count}", with: Self.grouped(total))
      // Until the results for the query come, the notes shown answer an earlier one.
      let searching = list.isCurrent ? nil : strings[.searchingNotes]
      return [count, searching, indexing].compactMap { $0 }.joined(separator: " · ")
    }
    let notes =
      total == 1 ? strings[.oneNote] : strings[.noteCount].replacing("{count}", with: Self.grouped(total))
    return notes + " · " + (indexing ?? strings[list.sort.word])
  }

  /// `count` with its thousands grouped: `10,000`.
  static func grouped(_ count: Int) -> String {
    var digits = Array(String(count.magnitude))
    var index = digits.count - 3
    while index > 0 {
      digits.insert(",", at: index)
      index -= 3
    }
    return (count < 0 ? "-" : "") + String(digits)
  }
}
