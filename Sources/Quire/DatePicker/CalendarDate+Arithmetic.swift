extension CalendarDate {
  /// The date `count` days later (earlier when negative), clamped to the dates held. O(1).
  public func adding(days count: Int) -> CalendarDate {
    let (sum, overflow) = daysSinceEpoch.addingReportingOverflow(count)
    return CalendarDate(daysSinceEpoch: overflow ? (count > 0 ? Int.max : Int.min) : sum)
  }

  /// The same day `count` months later (earlier when negative), or the month's last day when
  /// it is shorter (31 January plus one month is 28 or 29 February), clamped to the dates
  /// held. O(1).
  public func adding(months count: Int) -> CalendarDate {
    let (year, month, day) = parts
    let limit = 2_000_000 * 12
    let index = year * 12 + (month - 1) + min(max(count, -limit), limit)
    let newYear = index >= 0 ? index / 12 : (index - 11) / 12
    let newMonth = index - newYear * 12 + 1
    guard newYear >= CalendarDate.earliest.year else { return .earliest }
    guard newYear <= CalendarDate.latest.year else { return .latest }
    let newDay = min(day, CalendarDate.daysIn(month: newMonth, year: newYear))
    return CalendarDate(daysSinceEpoch: CalendarDate.days(year: newYear, month: newMonth, day: newDay))
  }

  /// The same day `count` years later, as `adding(months: 12 * count)`.
  public func adding(years count: Int) -> CalendarDate {
    let limit = 2_000_000
    return adding(months: min(max(count, -limit), limit) * 12)
  }

  /// The first day of the date's month.
  public var startOfMonth: CalendarDate { adding(days: 1 - day) }

  /// The last day of the date's month.
  public var endOfMonth: CalendarDate {
    let (year, month, day) = parts
    return adding(days: CalendarDate.daysIn(month: month, year: year) - day)
  }

  /// How many days the date's month has.
  public var daysInMonth: Int {
    let (year, month, _) = parts
    return CalendarDate.daysIn(month: month, year: year)
  }

  /// The days from `self` to `other`: positive when `other` is later.
  public func days(to other: CalendarDate) -> Int {
    other.daysSinceEpoch - daysSinceEpoch
  }

  /// The date, or the nearest end of `range` when it is outside it.
  public func clamped(to range: ClosedRange<CalendarDate>) -> CalendarDate {
    min(max(self, range.lowerBound), range.upperBound)
  }
}
