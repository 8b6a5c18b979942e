/// The navigation bar at the top of a page, as the seeds show it: `‹ Cancel` at the left,
/// `Done ›` at the right, the title centred between them. Shared by the pages that finish
/// with a value (`SelectionListScreen`, `DatePickerScreen`, `FilePickerScreen`), which place it and take its
/// clicks through `cancel` and `done`.
struct NavigationBar: Hashable, Sendable {
  /// The columns of `‹ Cancel` and of `Done ›`.
  var cancel: Range<Int>
  var done: Range<Int>

  /// The words of the bar's two ends.
  static func ends(_ strings: Strings) -> (cancel: String, done: String) {
    ("‹ " + strings[.cancel], strings[.done] + " ›")
  }

  /// The bar across `columns` cells.
  init(columns: Int, strings: Strings) {
    let ends = NavigationBar.ends(strings)
    let cancelWidth = Canvas.shownWidth(of: ends.cancel)
    let doneWidth = Canvas.shownWidth(of: ends.done)
    let doneStart = max(1 + cancelWidth + 1, columns - 1 - doneWidth)
    cancel = 1..<(1 + cancelWidth)
    done = doneStart..<(doneStart + doneWidth)
  }

  /// Draws the two ends and `title` centred between them (cut when it does not fit, left
  /// out when there is no room at all) on `row`, in `titleStyle` (the theme's title style by
  /// default).
  func draw(title: String, titleStyle: Style? = nil, in canvas: inout Canvas, row: Int, context: DrawContext)
  {
    let theme = context.theme
    let ends = NavigationBar.ends(context.strings)
    canvas.draw(ends.cancel, at: CellPosition(column: cancel.lowerBound, row: row), style: theme.accent)
    canvas.draw(
      ends.done, at: CellPosition(column: done.lowerBound, row: row), style: theme.accent.adding(.bold))
    let left = cancel.upperBound + 2
    let room = done.lowerBound - 2 - left
    guard room > 0, !title.isEmpty else { return }
    let shown = Canvas.truncated(title, toWidth: room)
    let width = Canvas.shownWidth(of: shown)
    let centred = (canvas.size.columns - width) / 2
    let column = min(max(left, centred), left + room - width)
    canvas.draw(shown, at: CellPosition(column: column, row: row), style: titleStyle ?? theme.title)
  }
}
