/// The words of the date picker: the names of the months and the days, how a date is
/// written in words, and what it says about a typed date. Words with `{name}` are templates
/// (`Strings.text(_:_:)`).
extension Word {
  // The months, January first.
  /// The names of the months, January first: “January” to “December”.
  public static let dateMonths: [Word] = [
    Word("date.month.1", "January"), Word("date.month.2", "February"), Word("date.month.3", "March"),
    Word("date.month.4", "April"), Word("date.month.5", "May"), Word("date.month.6", "June"),
    Word("date.month.7", "July"), Word("date.month.8", "August"), Word("date.month.9", "September"),
    Word("date.month.10", "October"), Word("date.month.11", "November"), Word("date.month.12", "December"),
  ]
  /// The days of the week, Sunday first (as `Weekday` numbers them).
  public static let dateWeekdays: [Word] = [
    Word("date.weekday.sunday", "Sunday"), Word("date.weekday.monday", "Monday"),
    Word("date.weekday.tuesday", "Tuesday"), Word("date.weekday.wednesday", "Wednesday"),
    Word("date.weekday.thursday", "Thursday"), Word("date.weekday.friday", "Friday"),
    Word("date.weekday.saturday", "Saturday"),
  ]
  /// The days of the week as the calendar's heading writes them, in two cells, Sunday first.
  public static let dateWeekdaysShort: [Word] = [
    Word("date.weekday-short.sunday", "Su"), Word("date.weekday-short.monday", "Mo"),
    Word("date.weekday-short.tuesday", "Tu"), Word("date.weekday-short.wednesday", "We"),
    Word("date.weekday-short.thursday", "Th"), Word("date.weekday-short.friday", "Fr"),
    Word("date.weekday-short.saturday", "Sa"),
  ]

  // Templates.
  /// A date in words, for `Strings.longDate(_:)`: “{weekday} {day} {month} {year}”.
  public static let dateLong = Word("date.long", "{weekday} {day} {month} {year}")
  /// The calendar's heading, for `Strings.monthHeading(_:)`: “{month} {year}”.
  public static let dateMonthHeading = Word("date.month-heading", "{month} {year}")

  // What the row under the calendar says.
  /// The placeholder of the row under the calendar: “type a date”.
  public static let datePlaceholder = Word("date.placeholder", "type a date")
  /// Shown after the date when it is today: “today”.
  public static let dateToday = Word("date.today", "today")
  /// Examples of dates to type: “2026-12-24, +3d, -1w, tomorrow”.
  public static let dateExamples = Word("date.examples", "2026-12-24, +3d, -1w, tomorrow")
  /// Said of typed text that is not a date: “not a date: try 2026-12-24, +3d or tomorrow”.
  public static let dateNotADate = Word("date.not-a-date", "not a date: try 2026-12-24, +3d or tomorrow")
  /// Said of a date before the earliest day allowed: “before the earliest day, {date}”.
  public static let dateBeforeMinimum = Word("date.before-minimum", "before the earliest day, {date}")
  /// Said of a date after the latest day allowed: “after the latest day, {date}”.
  public static let dateAfterMaximum = Word("date.after-maximum", "after the latest day, {date}")

  // The help bar.
  /// The help bar's word for moving by a day: “day”.
  public static let helpDay = Word("help.day", "day")
  /// The help bar's word for moving by a month: “month”.
  public static let helpMonth = Word("help.month", "month")
  /// The help bar's word for going to today's date or opening today's note: “today”.
  public static let helpToday = Word("help.today", "today")
}

extension Strings {
  /// `date` in words: `Thursday 24 December 2026` (`Word.dateLong`).
  public func longDate(_ date: CalendarDate) -> String {
    let (year, month, day) = date.parts
    return text(
      .dateLong,
      [
        "weekday": self[Word.dateWeekdays[date.weekday.rawValue]], "day": String(day),
        "month": self[Word.dateMonths[month - 1]], "year": String(year),
      ])
  }

  /// The calendar's heading for the month of `date`: `December 2026`.
  public func monthHeading(_ date: CalendarDate) -> String {
    let (year, month, _) = date.parts
    return text(.dateMonthHeading, ["month": self[Word.dateMonths[month - 1]], "year": String(year)])
  }
}
