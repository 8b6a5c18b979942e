import Quire
import QuireTestSupport
import Testing

/// The inline date picker `quire date` draws, driven by keys as a person would, today being
/// Thursday 10 December 2026.
@MainActor @Suite struct DatePickerPromptTests {
  static let today = day("2026-12-10")

  static func day(_ text: String) -> CalendarDate {
    CalendarDate(iso8601: text) ?? .earliest
  }

  func start(
    _ value: String? = nil, title: String? = "Due", range: ClosedRange<CalendarDate> = .earliest ... .latest,
    firstWeekday: Weekday = .monday, size: TerminalSize = TerminalSize(columns: 80, rows: 14)
  ) async -> AppDriver<CalendarDate?> {
    let picker = DatePicker(
      date: value.map(Self.day), today: Self.today, range: range, firstWeekday: firstWeekday)
    return await AppDriver(size: size, surface: .inline) { stack in
      try await stack.push(DatePickerPrompt(title: title, picker: picker))
    }
  }

  @Test func itShowsTheMonthWithTheDayInBracketsAndTodayUnderlined() async throws {
    let driver = await start("2026-12-24")
    try await driver.expectScreen(
      """
       Due
       December 2026
       Mo Tu We Th Fr Sa Su
           1  2  3  4  5  6
        7  8  9 10 11 12 13
       14 15 16 17 18 19 20
       21 22 23[24]25 26 27
       28 29 30 31

       > type a date  Thursday 24 December 2026
       ←→↑↓ day  pgup pgdn month  t today  ⏎ okay  esc cancel
      """)
    let ten = driver.terminal.style(at: CellPosition(column: 11, row: 4))
    #expect(ten.attributes.contains(.underline), "today is underlined, so it shows under NO_COLOR")
    let chosen = driver.terminal.style(at: CellPosition(column: 11, row: 6))
    #expect(chosen.attributes.contains(.reverse))
    #expect(!driver.terminal.style(at: CellPosition(column: 14, row: 6)).attributes.contains(.underline))
  }

  @Test func theArrowsMoveByDayAndWeekAndReturnTakesTheDay() async throws {
    let driver = await start("2026-12-24")
    await driver.press(KeyChord(.right))
    try await driver.expectScreen(.showing(" 21 22 23 24[25]26 27"))
    await driver.press(KeyChord(.down))
    try await driver.expectScreen(.showing(" 28 29 30 31\n"))
    try await driver.expectScreen(.showing("Friday 1 January 2027"))
    try await driver.expectScreen(.showing(" January 2027"))
    await driver.press(KeyChord(.left))
    await driver.press(KeyChord(.up))
    try await driver.expectScreen(.showing(" 21 22 23[24]25 26 27"))
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == Self.day("2026-12-24"))
    #expect(driver.screen == "", "the area is erased")
  }

  @Test func pageKeysMoveByMonthAndHomeEndToItsEdges() async throws {
    let driver = await start("2026-12-24")
    await driver.press(KeyChord(.pageUp))
    try await driver.expectScreen(.showing("Tuesday 24 November 2026"))
    await driver.press(KeyChord(.home))
    try await driver.expectScreen(.showing("Sunday 1 November 2026"))
    await driver.press(KeyChord(.end))
    try await driver.expectScreen(.showing("Monday 30 November 2026"))
    await driver.press(KeyChord(.pageDown))
    try await driver.expectScreen(.showing("Wednesday 30 December 2026"))
    await driver.type("t")
    try await driver.expectScreen(.showing("> t            Thursday 10 December 2026 · today"))
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == Self.today)
  }

  @Test func aFebruaryOf28Days() async throws {
    let driver = await start("2026-01-31", title: nil)
    await driver.press(KeyChord(.pageDown))
    try await driver.expectScreen(
      """
       February 2026
       Mo Tu We Th Fr Sa Su
                          1
        2  3  4  5  6  7  8
        9 10 11 12 13 14 15
       16 17 18 19 20 21 22
       23 24 25 26 27[28]

       > type a date  Saturday 28 February 2026
       ←→↑↓ day  pgup pgdn month  t today  ⏎ okay  esc cancel
      """)
    await driver.press(KeyChord(.right))
    try await driver.expectScreen(.showing("Sunday 1 March 2026"))
  }

  @Test func aFebruaryOf29Days() async throws {
    let driver = await start("2028-01-31", title: nil)
    await driver.press(KeyChord(.pageDown))
    try await driver.expectScreen(
      """
       February 2028
       Mo Tu We Th Fr Sa Su
           1  2  3  4  5  6
        7  8  9 10 11 12 13
       14 15 16 17 18 19 20
       21 22 23 24 25 26 27
       28[29]

       > type a date  Tuesday 29 February 2028
       ←→↑↓ day  pgup pgdn month  t today  ⏎ okay  esc cancel
      """)
  }

  @Test func aWeekStartingOnSunday() async throws {
    let driver = await start("2026-12-24", title: nil, firstWeekday: .sunday)
    try await driver.expectScreen(
      .showing(
        """
         Su Mo Tu We Th Fr Sa
                1  2  3  4  5
          6  7  8  9 10 11 12
         13 14 15 16 17 18 19
         20 21 22 23[24]25 26
         27 28 29 30 31
        """))
    await driver.press(KeyChord(.down), KeyChord(.down))
    try await driver.expectScreen(.showing("  3  4  5  6[ 7] 8  9"))
  }

  @Test func aWeekStartingOnSaturday() async throws {
    let driver = await start("2026-02-14", title: nil, firstWeekday: .saturday)
    try await driver.expectScreen(
      .showing(
        """
         Sa Su Mo Tu We Th Fr
             1  2  3  4  5  6
          7  8  9 10 11 12 13
        [14]15 16 17 18 19 20
        """))
  }

  @Test func typingADateJumpsThereAndSaysWhatItUnderstood() async throws {
    let driver = await start("2026-12-24")
    await driver.type("2027-0")
    try await driver.expectScreen(.showing(" > 2027-0       2026-12-24, +3d, -1w, tomorrow"))
    try await driver.expectScreen(.showing(" December 2026"))
    await driver.type("2-14")
    try await driver.expectScreen(.showing(" > 2027-02-14   Sunday 14 February 2027"))
    try await driver.expectScreen(.showing(" 8  9 10 11 12 13[14]"))
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == Self.day("2027-02-14"))
  }

  @Test(arguments: [
    ("+3d", "2026-12-13"), ("-1w", "2026-12-03"), ("tomorrow", "2026-12-11"), ("y", "2026-12-09"),
  ])
  func typingAStepOrAWordCountsFromToday(text: String, date: String) async throws {
    let driver = await start("2026-12-24")
    await driver.type(text)
    try await driver.expectScreen(.showing(" > \(text)"))
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == Self.day(date))
  }

  @Test func backspaceTakesBackWhatWasTypedAndTheDayFollows() async throws {
    let driver = await start("2026-12-24")
    await driver.type("+12")
    try await driver.expectScreen(.showing("Tuesday 22 December 2026"))
    await driver.press(KeyChord(.backspace))
    try await driver.expectScreen(.showing(" > +1           Friday 11 December 2026"))
  }

  @Test func aTextThatIsNotADateIsRefusedAndNothingIsLost() async throws {
    let driver = await start("2026-12-24")
    await driver.type("soon")
    try await driver.expectScreen(.showing(" > soon         not a date: try 2026-12-24, +3d or tomorrow"))
    await driver.press(KeyChord(.enter))
    #expect(await !driver.isFinished)
    try await driver.expectScreen(.showing(" > soon "))
    await driver.press(KeyChord(.escape))
    try await driver.expectScreen(.showing(" > type a date  Thursday 24 December 2026"))
    await driver.press(KeyChord(.escape))
    #expect(try await driver.result() == nil)
  }

  @Test func daysOutsideMinAndMaxAreFaintAndCannotBeChosen() async throws {
    let driver = await start(
      "2026-12-20", range: Self.day("2026-12-05")...Self.day("2026-12-20"))
    #expect(
      driver.terminal.style(at: CellPosition(column: 13, row: 3)).attributes.contains(.dim), "4 December")
    #expect(
      !driver.terminal.style(at: CellPosition(column: 16, row: 3)).attributes.contains(.dim), "5 December")
    #expect(
      driver.terminal.style(at: CellPosition(column: 1, row: 6)).attributes.contains(.dim), "21 December")
    await driver.press(KeyChord(.right))
    // the day stays at --max.
    try await driver.expectScreen(.showing(" 14 15 16 17 18 19[20]"))
    await driver.press(KeyChord(.pageDown))
    try await driver.expectScreen(.showing("[20]"))
    await driver.type("2026-12-24")
    try await driver.expectScreen(.showing(" > 2026-12-24   after the latest day, 2026-12-20"))
    await driver.press(KeyChord(.enter))
    #expect(await !driver.isFinished)
    await driver.press(KeyChord(.escape))
    await driver.press(KeyChord(.pageUp))
    // as far back as --min.
    try await driver.expectScreen(.showing(" > type a date  Saturday 5 December 2026"))
    await driver.click(column: 10, row: 3)
    // a click on 1 December is refused.
    try await driver.expectScreen(.showing("[ 5]"))
  }

  @Test func aClickChoosesADayAndASecondClickTakesIt() async throws {
    let driver = await start("2026-12-24")
    await driver.click(column: 5, row: 5)
    try await driver.expectScreen(.showing(" 14[15]16"))
    await driver.click(column: 5, row: 5)
    #expect(try await driver.result() == Self.day("2026-12-15"))
  }

  @Test func aTinyTerminalKeepsTheChosenDaysWeek() async throws {
    let driver = await start("2026-12-24", size: TerminalSize(columns: 20, rows: 6))
    try await driver.expectScreen(
      """
      December 2026
      Mo Tu We Th Fr Sa Su
      14 15 16 17 18 19 20
      21 22 23[24]25 26 27
       > type a date  Thu…
       ←→↑↓ day
      """)
    await driver.press(KeyChord(.down))
    try await driver.expectScreen(.showing("28 29 30[31]"))
  }

  @Test func aResizeRedrawsTheWholeCalendar() async throws {
    let driver = await start("2026-12-24")
    await driver.resize(to: TerminalSize(columns: 24, rows: 7))
    try await driver.expectScreen(.showing("21 22 23[24]25 26 27"))
    await driver.resize(to: TerminalSize(columns: 80, rows: 14))
    await driver.press(KeyChord(.right))
    try await driver.expectScreen(
      .showing(
        """
         Due
         December 2026
         Mo Tu We Th Fr Sa Su
             1  2  3  4  5  6
        """))
    try await driver.expectScreen(.showing(" 21 22 23 24[25]26 27\n 28 29 30 31"))
  }
}
