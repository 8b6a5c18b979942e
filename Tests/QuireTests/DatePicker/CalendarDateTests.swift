import Quire
import QuireTestSupport
import Testing

/// `CalendarDate` against a plain model of the calendar: a year, a month and a day stepped
/// one at a time with the leap-year rule written out, over whole 400-year cycles.
@Suite struct CalendarDateTests {
  /// The model: a day as three numbers, and the day after it.
  struct ModelDay: Equatable {
    var year: Int
    var month: Int
    var day: Int

    static func isLeap(_ year: Int) -> Bool {
      if year % 400 == 0 { return true }
      if year % 100 == 0 { return false }
      return year % 4 == 0
    }

    static func length(of month: Int, in year: Int) -> Int {
      [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    func next() -> ModelDay {
      if day < ModelDay.length(of: month, in: year) {
        return ModelDay(year: year, month: month, day: day + 1)
      }
      if month < 12 { return ModelDay(year: year, month: month + 1, day: 1) }
      return ModelDay(year: year + 1, month: 1, day: 1)
    }
  }

  @Test(arguments: [1600, 1970, -400])
  func steppingDayByDayOver400YearsMatchesTheModel(from startYear: Int) throws {
    var model = ModelDay(year: startYear, month: 1, day: 1)
    var date = try #require(CalendarDate(year: startYear, month: 1, day: 1))
    var weekday = date.weekday
    var days = 0
    while model.year < startYear + 400 {
      let parts = date.parts
      #expect(
        ModelDay(year: parts.year, month: parts.month, day: parts.day) == model,
        "day \(days) from \(startYear)")
      #expect(CalendarDate(year: model.year, month: model.month, day: model.day) == date)
      #expect(date.weekday == weekday)
      if parts != (model.year, model.month, model.day) { return }
      model = model.next()
      date = date.adding(days: 1)
      weekday = weekday.advanced(by: 1)
      days += 1
    }
    #expect(days == 146_097, "a 400-year cycle is 146,097 days")
  }

  @Test func theEpochAndKnownDaysFallOnTheirWeekdays() throws {
    #expect(CalendarDate(daysSinceEpoch: 0).parts == (1970, 1, 1))
    #expect(CalendarDate(daysSinceEpoch: 0).weekday == .thursday)
    #expect(try #require(CalendarDate(year: 2000, month: 1, day: 1)).daysSinceEpoch == 10_957)
    #expect(try #require(CalendarDate(year: 2026, month: 12, day: 24)).weekday == .thursday)
    #expect(try #require(CalendarDate(year: 1969, month: 12, day: 31)).daysSinceEpoch == -1)
    #expect(try #require(CalendarDate(year: 1, month: 1, day: 1)).weekday == .monday)
  }

  @Test(arguments: [(2024, true), (2026, false), (1900, false), (2000, true), (2100, false), (-4, true)])
  func leapYears(year: Int, isLeap: Bool) {
    #expect(CalendarDate.isLeapYear(year) == isLeap)
    #expect((CalendarDate(year: year, month: 2, day: 29) != nil) == isLeap)
    #expect(CalendarDate(year: year, month: 2, day: 30) == nil)
  }

  @Test func daysThatDoNotExistAreNil() {
    #expect(CalendarDate(year: 2026, month: 4, day: 31) == nil)
    #expect(CalendarDate(year: 2026, month: 13, day: 1) == nil)
    #expect(CalendarDate(year: 2026, month: 0, day: 1) == nil)
    #expect(CalendarDate(year: 2026, month: 1, day: 0) == nil)
  }

  @Test func addingMonthsKeepsTheDayOrTakesTheMonthsLast() throws {
    let january31 = try #require(CalendarDate(year: 2024, month: 1, day: 31))
    #expect(january31.adding(months: 1).iso8601 == "2024-02-29")
    #expect(january31.adding(months: 13).iso8601 == "2025-02-28")
    #expect(january31.adding(months: -2).iso8601 == "2023-11-30")
    #expect(january31.adding(years: 1).iso8601 == "2025-01-31")
    let leapDay = try #require(CalendarDate(year: 2024, month: 2, day: 29))
    #expect(leapDay.adding(years: 1).iso8601 == "2025-02-28")
    #expect(leapDay.adding(years: 4).iso8601 == "2028-02-29")
  }

  @Test func addingMonthsAgreesWithTheModelOnRandomDays() {
    var random = SeededRandom(seed: 16)
    print("seed 16")
    for _ in 0..<2000 {
      let date = CalendarDate(daysSinceEpoch: random.next(below: 400_000) - 200_000)
      let months = random.next(below: 2001) - 1000
      let (year, month, day) = date.parts
      let index = year * 12 + month - 1 + months
      let newYear = Int((Double(index) / 12).rounded(.down))
      let newMonth = index - newYear * 12 + 1
      let expected = min(day, ModelDay.length(of: newMonth, in: newYear))
      #expect(
        date.adding(months: months).parts == (newYear, newMonth, expected), "\(date.iso8601) + \(months)")
    }
  }

  @Test func theEdgesOfAMonth() throws {
    let day = try #require(CalendarDate(year: 2026, month: 2, day: 14))
    #expect(day.startOfMonth.iso8601 == "2026-02-01")
    #expect(day.endOfMonth.iso8601 == "2026-02-28")
    #expect(day.daysInMonth == 28)
    #expect(try #require(CalendarDate(year: 2028, month: 2, day: 3)).endOfMonth.iso8601 == "2028-02-29")
  }

  @Test func stepsStopAtTheDatesHeld() {
    #expect(CalendarDate.latest.adding(days: 1) == .latest)
    #expect(CalendarDate.earliest.adding(days: Int.min) == .earliest)
    #expect(CalendarDate.latest.adding(months: 1) == .latest)
    #expect(CalendarDate(daysSinceEpoch: 0).adding(years: Int.max) == .latest)
  }

  @Test(arguments: [
    ("2026-12-24", "2026-12-24"), ("20261224", "2026-12-24"), ("0044-03-15", "0044-03-15"),
  ])
  func isoTextReadsAndWritesBack(text: String, written: String) {
    #expect(CalendarDate(iso8601: text)?.iso8601 == written)
  }

  @Test(arguments: ["2026-12-4", "2026-02-30", "2026/12/24", "26-12-24", "2026-12-24x", ""])
  func isoTextThatIsNotADay(text: String) {
    #expect(CalendarDate(iso8601: text) == nil)
  }

  @Test func yearsBeyondFourDigitsAreSigned() throws {
    #expect(try #require(CalendarDate(year: -44, month: 3, day: 15)).iso8601 == "-0044-03-15")
    #expect(try #require(CalendarDate(year: 10_000, month: 1, day: 1)).iso8601 == "+10000-01-01")
  }
}
