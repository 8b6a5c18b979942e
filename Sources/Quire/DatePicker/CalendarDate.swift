/// A day of the proleptic Gregorian calendar, held as the number of days since 1970-01-01
/// (negative before it): a value with no time of day, no time zone and no clock, so that
/// stepping, comparing and drawing a month are arithmetic.
///
/// ```swift
/// let christmasEve = CalendarDate(year: 2026, month: 12, day: 24)
/// christmasEve?.adding(days: 8).iso8601  // "2027-01-01"
/// ```
///
/// The conversions to and from a year, month and day are Howard Hinnant's `days_from_civil`
/// and `civil_from_days`, in 400-year eras of 146,097 days. Years run from -999,999 to
/// 999,999, far past any date a person picks; every operation clamps to them. O(1).
public struct CalendarDate: Hashable, Comparable, Sendable {
  /// Days since 1970-01-01.
  public let daysSinceEpoch: Int

  /// The earliest date held: 1 January of year -999,999.
  public static let earliest = CalendarDate(uncheckedYear: -999_999, month: 1, day: 1)
  /// The latest date held: 31 December of year 999,999.
  public static let latest = CalendarDate(uncheckedYear: 999_999, month: 12, day: 31)

  /// The date `days` days after 1970-01-01, clamped to `earliest ... latest`.
  public init(daysSinceEpoch days: Int) {
    self.daysSinceEpoch = min(max(days, CalendarDate.earliestDay), CalendarDate.latestDay)
  }

  /// The date of `day` of `month` (1 to 12) of `year`; `nil` when that day does not exist
  /// (30 February, month 13) or the year is out of range.
  public init?(year: Int, month: Int, day: Int) {
    guard (-999_999...999_999).contains(year), (1...12).contains(month),
      (1...CalendarDate.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.init(uncheckedYear: year, month: month, day: day)
  }

  private init(uncheckedYear year: Int, month: Int, day: Int) {
    daysSinceEpoch = CalendarDate.days(year: year, month: month, day: day)
  }

  /// The year, month (1 to 12) and day of the month (1 to 31).
  public var parts: (year: Int, month: Int, day: Int) {
    let days = daysSinceEpoch + 719_468
    let era = (days >= 0 ? days : days - 146_096) / 146_097
    let dayOfEra = days - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// The year.
  public var year: Int { parts.year }
  /// The month, 1 (January) to 12.
  public var month: Int { parts.month }
  /// The day of the month, 1 to 31.
  public var day: Int { parts.day }

  /// The day of the week (1970-01-01 was a Thursday).
  public var weekday: Weekday {
    let index = ((daysSinceEpoch + 4) % 7 + 7) % 7
    return Weekday(rawValue: index) ?? .sunday
  }

  public static func < (left: CalendarDate, right: CalendarDate) -> Bool {
    left.daysSinceEpoch < right.daysSinceEpoch
  }

  /// Whether `year` has a 29 February: every fourth year, but not every hundredth, but every
  /// four hundredth.
  public static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// How many days `month` (1 to 12) of `year` has.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 of a day that exists.
  static func days(year: Int, month: Int, day: Int) -> Int {
    let year = month <= 2 ? year - 1 : year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static let earliestDay = days(year: -999_999, month: 1, day: 1)
  static let latestDay = days(year: 999_999, month: 12, day: 31)
}
