import Quire
import Testing

/// How a typed date is read, today being Thursday 10 December 2026.
@Suite struct DateTextTests {
  static let today = CalendarDate(year: 2026, month: 12, day: 10) ?? .earliest

  @Test(arguments: [
    ("2026-12-24", "2026-12-24"), ("20270101", "2027-01-01"), ("today", "2026-12-10"), ("t", "2026-12-10"),
    ("to", "2026-12-10"), ("tom", "2026-12-11"), ("Tomorrow", "2026-12-11"), ("y", "2026-12-09"),
    ("yesterday", "2026-12-09"), ("+3d", "2026-12-13"), ("+3", "2026-12-13"), ("-1w", "2026-12-03"),
    ("+2m", "2027-02-10"), ("-1y", "2025-12-10"), ("+3 days", "2026-12-13"), ("  +1 week ", "2026-12-17"),
    ("+0", "2026-12-10"),
  ])
  func datesRead(text: String, date: String) {
    #expect(DateText.read(text, today: Self.today) == .date(CalendarDate(iso8601: date) ?? .earliest))
  }

  @Test(arguments: ["2", "2026", "2026-", "2026-1", "2026-12-", "2026-12-2", "+", "-", "2026122"])
  func startsOfDatesAreIncomplete(text: String) {
    #expect(DateText.read(text, today: Self.today) == .incomplete)
  }

  @Test(arguments: [
    "soon", "2026-13", "2026-00", "2026-12-4", "2026-02-30", "2026-12-240", "+3q", "+d", "todayy", "2026x",
    "+99999999d",
  ])
  func textsThatWillNotBeDates(text: String) {
    #expect(DateText.read(text, today: Self.today) == .invalid)
  }

  @Test func spacesAloneAreEmpty() {
    #expect(DateText.read("   ", today: Self.today) == .empty)
  }
}

/// The first day of the week from the locale the environment names.
@Suite struct WeekStartTests {
  @Test(arguments: [
    (["LANG": "en_US.UTF-8"], Weekday.sunday), (["LANG": "en_GB.UTF-8"], .monday),
    (["LANG": "de_DE"], .monday),
    (["LANG": "ar_EG.UTF-8"], .saturday), (["LANG": "ja_JP.eucJP"], .sunday), (["LANG": "C.UTF-8"], .monday),
    (["LANG": "POSIX"], .monday), ([:], .monday), (["LANG": "pt_BR@euro"], .sunday),
    (["LC_ALL": "fr_FR.UTF-8", "LC_TIME": "en_US.UTF-8", "LANG": "en_US.UTF-8"], .monday),
    (["LC_ALL": "", "LC_TIME": "en_US.UTF-8", "LANG": "de_DE.UTF-8"], .sunday),
    (["LC_TIME": "", "LANG": "en_CA.UTF-8"], .sunday),
  ])
  func theWeekStartsOnTheLocalesFirstDay(environment: [String: String], first: Weekday) {
    #expect(Weekday.firstOfWeek(environment: environment) == first)
  }
}
