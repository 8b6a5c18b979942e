import Quire
import QuireTestSupport
import Testing

/// The picker as a value: each action and key from a state, and what it says happened,
/// with no screen and no clock (today is Thursday 10 December 2026).
@MainActor @Suite struct DatePickerTests {
  static let day = DatePickerPromptTests.day
  static let today = DatePickerPromptTests.today

  func picker(_ value: String, range: ClosedRange<CalendarDate> = .earliest ... .latest) -> DatePicker {
    DatePicker(date: Self.day(value), today: Self.today, range: range)
  }

  @Test(arguments: [
    (DatePicker.Action.previousDay, "2026-12-23"), (.nextDay, "2026-12-25"), (.previousWeek, "2026-12-17"),
    (.nextWeek, "2026-12-31"), (.previousMonth, "2026-11-24"), (.nextMonth, "2027-01-24"),
    (.monthStart, "2026-12-01"), (.monthEnd, "2026-12-31"), (.today, "2026-12-10"),
  ])
  func eachActionMovesTheDay(action: DatePicker.Action, date: String) {
    var picker = picker("2026-12-24")
    #expect(picker.perform(action) == .moved)
    #expect(picker.date == Self.day(date))
  }

  @Test func theDayStaysWithinTheRangeAndSaysSo() {
    let range = Self.day("2026-12-05")...Self.day("2026-12-20")
    var picker = picker("2026-12-18", range: range)
    #expect(picker.perform(.nextWeek) == .moved)
    #expect(picker.date == Self.day("2026-12-20"), "as far as --max")
    #expect(picker.perform(.nextDay) == .unchanged)
    #expect(picker.perform(.previousMonth) == .moved)
    #expect(picker.date == Self.day("2026-12-05"))
    #expect(
      DatePicker(date: Self.day("2027-06-01"), today: Self.today, range: range).date == Self.day("2026-12-20")
    )
  }

  @Test func typingFollowsTheTextAndReturnTakesIt() {
    var picker = picker("2026-12-24")
    #expect(picker.type("2026-12-0") == .typed)
    #expect(picker.meaning == .incomplete)
    #expect(picker.type("1") == .moved)
    #expect(picker.date == Self.day("2026-12-01"))
    #expect(picker.perform(.choose) == .finished(Self.day("2026-12-01")))
  }

  @Test func returnRefusesWhatIsNotADateAllowed() {
    var picker = picker("2026-12-24", range: Self.day("2026-12-01")...Self.day("2026-12-31"))
    picker.type("2027-01-05")
    #expect(picker.date == Self.day("2026-12-24"), "a day outside the range is not jumped to")
    #expect(picker.perform(.choose) == .refused(.afterMaximum(Self.day("2026-12-31"))))
    #expect(picker.entry == .refused("2027-01-05", .afterMaximum(Self.day("2026-12-31"))))
    #expect(picker.perform(.deleteBackward) == .typed)
    #expect(picker.entry == .typing("2027-01-0"))
    #expect(picker.perform(.cancel) == .typed)
    #expect(picker.entry == .none)
    #expect(picker.perform(.cancel) == .cancelled)
  }

  @Test func tIsTypedSoThatTomorrowCanFollow() {
    var picker = picker("2026-12-24")
    #expect(picker.press(KeyEvent(.character("t"))) == .moved)
    #expect(picker.date == Self.today)
    for letter in "omorrow" { _ = picker.press(KeyEvent(.character(letter))) }
    #expect(picker.entry == .typing("tomorrow"))
    #expect(picker.date == Self.day("2026-12-11"))
  }

  @Test func anAppMayBindTodayToAnotherKey() {
    var keys = DatePicker.defaultKeys
    keys.unbind(.character("t"))
    keys.bind(.control("t"), to: .today)
    var picker = DatePicker(date: Self.day("2026-12-24"), today: Self.today, keys: keys)
    #expect(picker.press(KeyEvent(.character("t"), modifiers: .control)) == .moved)
    #expect(picker.date == Self.today)
    #expect(picker.entry == .none)
  }

  @Test func keysThePickerLeavesAreLeft() {
    var picker = picker("2026-12-24")
    #expect(picker.press(KeyEvent(.character("c"), modifiers: .control)) == nil)
    #expect(picker.press(KeyEvent(.tab)) == nil)
  }
}

/// The date picker as a page of its own.
@MainActor @Suite struct DatePickerScreenTests {
  @Test func itIsAPageWithABarAndTheHelpBar() async throws {
    let picker = DatePicker(date: DatePickerPromptTests.day("2026-12-24"), today: DatePickerPromptTests.today)
    let driver = await AppDriver(size: TerminalSize(columns: 60, rows: 14)) { stack in
      try await stack.push(DatePickerScreen(title: "Due", picker: picker))
    }
    try await driver.expectScreen(
      """
       ‹ Cancel                   Due                      Done ›
       ──────────────────────────────────────────────────────────
       December 2026
       Mo Tu We Th Fr Sa Su
           1  2  3  4  5  6
        7  8  9 10 11 12 13
       14 15 16 17 18 19 20
       21 22 23[24]25 26 27
       28 29 30 31

       > type a date  Thursday 24 December 2026
       ──────────────────────────────────────────────────────────

       ←→↑↓ day  pgup pgdn month  t today  ⏎ okay  esc cancel
      """)
    await driver.press(KeyChord(.left))
    await driver.click(column: 55, row: 0)
    #expect(try await driver.result() == DatePickerPromptTests.day("2026-12-23"))
  }
}
