extension DatePicker {
  /// Where the parts of the picker go in a region: the rows it has, the weeks shown, and
  /// the column of the calendar's first day.
  struct Layout: Hashable {
    /// The month's name.
    var headingRow: Int?
    /// The days of the week.
    var weekdaysRow: Int?
    /// The first row of weeks, and the weeks of the month shown there (all six when there
    /// is room; else those around the chosen day).
    var weeksRow: Int
    var weeks: Range<Int>
    /// The row where a date is typed.
    var entryRow: Int?
    /// The column of the first day of each week: one in, to leave room for the bracket
    /// before it, when the region is wide enough.
    var gridColumn: Int
  }

  /// The cells of a week: seven days of two digits, a space between each.
  static let gridWidth = 20

  /// The layout in a region of `size`: the text row from 1 row, the heading from 3, the
  /// days of the week from 5; the weeks get the rest, up to six.
  func layout(in size: TerminalSize) -> Layout {
    let rows = max(0, size.rows)
    let hasEntry = rows >= 1
    let hasHeading = rows >= 3
    let hasWeekdays = rows >= 5
    var row = 0
    let headingRow = hasHeading ? row : nil
    if hasHeading { row += 1 }
    let weekdaysRow = hasWeekdays ? row : nil
    if hasWeekdays { row += 1 }
    let weekRows = min(6, max(0, rows - row - (hasEntry ? 1 : 0)))
    let cursorWeek = week(of: date)
    let count = weeksInMonth
    let first = max(0, min(cursorWeek - weekRows / 2, count - weekRows))
    let weeks = first..<min(6, first + weekRows)
    return Layout(
      headingRow: headingRow, weekdaysRow: weekdaysRow, weeksRow: row, weeks: weeks,
      entryRow: hasEntry ? rows - 1 : nil, gridColumn: size.columns >= DatePicker.gridWidth + 2 ? 1 : 0)
  }

  /// The day drawn first in the calendar: the month's first day, or the days before it back
  /// to the start of its week.
  var firstShownDay: CalendarDate {
    let start = date.startOfMonth
    return start.adding(days: -start.weekday.offset(inWeekStartingOn: firstWeekday))
  }

  /// The weeks the chosen day's month spans: 4 to 6.
  var weeksInMonth: Int {
    (firstShownDay.days(to: date.startOfMonth) + date.daysInMonth + 6) / 7
  }

  /// The week of the month (from 0) that `day`, a day of the shown month, is in.
  func week(of day: CalendarDate) -> Int {
    firstShownDay.days(to: day) / 7
  }

  /// Where `day`, a day of the shown month, is drawn in `layout`: its first digit's cell;
  /// `nil` when its week is not shown.
  func position(of day: CalendarDate, in layout: Layout) -> CellPosition? {
    let offset = firstShownDay.days(to: day)
    guard layout.weeks.contains(offset / 7) else { return nil }
    return CellPosition(
      column: layout.gridColumn + 3 * (offset % 7),
      row: layout.weeksRow + offset / 7 - layout.weeks.lowerBound)
  }

  /// The day of the shown month drawn at `position` in a region of `size`, if any (a press
  /// on the space after a day is that day).
  func day(at position: CellPosition, in size: TerminalSize) -> CalendarDate? {
    let layout = layout(in: size)
    let row = position.row - layout.weeksRow
    let column = position.column - layout.gridColumn
    guard row >= 0, row < layout.weeks.count, column >= 0, column < DatePicker.gridWidth + 1 else {
      return nil
    }
    let day = firstShownDay.adding(days: 7 * (layout.weeks.lowerBound + row) + column / 3)
    return day.startOfMonth == date.startOfMonth ? day : nil
  }

  /// The column of the text row where the message after the typed text starts.
  func messageColumn(_ strings: Strings) -> Int {
    let typed = max(Canvas.shownWidth(of: entry.text), Canvas.shownWidth(of: strings[.datePlaceholder]))
    return 1 + Canvas.shownWidth(of: DatePicker.entryMark) + max(DatePicker.typedWidth, typed + 1) + 1
  }

  /// The mark before the typed text.
  public static let entryMark = "> "
  /// The cells kept for the typed text before the message, so the message does not move
  /// while a date is typed.
  static let typedWidth = 12

  /// As wide as the calendar and the text row with its widest message need, so the picker
  /// keeps its width while the month and the message change.
  public func preferredWidth(_ strings: Strings) -> Int {
    let messages =
      [
        strings[.dateExamples], strings[.dateNotADate],
        strings.text(.dateBeforeMinimum, ["date": "+0000-00-00"]),
        strings.text(.dateAfterMaximum, ["date": "+0000-00-00"]),
      ].map { Canvas.shownWidth(of: $0) } + [DatePicker.widestLongDate(strings) + 3 + todayWidth(strings)]
    let heading = 1 + Canvas.shownWidth(of: strings.monthHeading(date)) + 1
    return max(DatePicker.gridWidth + 2, heading, messageColumn(strings) + (messages.max() ?? 0) + 1)
  }

  /// The cells of ` · today` after the chosen day's words.
  func todayWidth(_ strings: Strings) -> Int {
    Canvas.shownWidth(of: strings[.dateToday])
  }

  /// The widest a date in words can be: the widest weekday, two digits, the widest month and
  /// a year of four digits.
  static func widestLongDate(_ strings: Strings) -> Int {
    let weekday = Word.dateWeekdays.map { Canvas.shownWidth(of: strings[$0]) }.max() ?? 0
    let month = Word.dateMonths.map { Canvas.shownWidth(of: strings[$0]) }.max() ?? 0
    let template = strings.text(.dateLong, ["weekday": "", "day": "00", "month": "", "year": "0000"])
    return weekday + month + Canvas.shownWidth(of: template)
  }
}
