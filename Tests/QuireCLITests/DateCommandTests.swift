import Quire
import QuireTestSupport
import Testing

/// `quire date` drawn inline in a pseudo-terminal, as a person and a script use it: the day
/// alone on standard output, the calendar erased, the terminal as it was.
@Suite(.serialized) struct DateInlineTests {
  static let christmasEve = ["date", "--title", "Due", "--value", "2026-12-24"]

  @Test func keysChooseTheDayAndReturnPrintsIt() throws {
    let (terminal, before) = try PromptHarness.start(Self.christmasEve, waitingFor: "[24]")
    #expect(terminal.screen.text.contains("December 2026"))
    #expect(terminal.screen.text.contains("Mo Tu We Th Fr Sa Su"))
    terminal.press(.right, .down, .pageDown)
    try terminal.expectScreen(.showing("Monday 1 February 2027"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "2027-02-01\n")
    #expect(!terminal.screen.text.contains("December 2026"), "erased: \(terminal.screen.text)")
  }

  @Test func aTypedDateIsShownWithWhatItIsReadAsAndTaken() throws {
    let (terminal, before) = try PromptHarness.start(Self.christmasEve, waitingFor: "[24]")
    terminal.type("2027-03-0")
    try terminal.expectScreen(.showing("> 2027-03-0    2026-12-24, +3d, -1w, tomorrow"))
    terminal.type("9")
    try terminal.expectScreen(.showing("> 2027-03-09   Tuesday 9 March 2027"))
    try terminal.expectScreen(.showing("March 2027"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "2027-03-09\n")
  }

  @Test func tomorrowIsCountedFromTheClocksToday() throws {
    let (terminal, before) = try PromptHarness.start(["date"], waitingFor: "> type a date")
    terminal.type("tomorrow")
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == CalendarDate.today().adding(days: 1).iso8601 + "\n")
  }

  @Test func theFormatIsTheCallers() throws {
    let (terminal, before) = try PromptHarness.start(
      Self.christmasEve + ["--format", "%A %d/%m/%Y"], waitingFor: "[24]")
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "Thursday 24/12/2026\n")
  }

  @Test func theWeekStartsOnTheLocalesFirstDay() throws {
    let (terminal, before) = try PromptHarness.start(
      Self.christmasEve, waitingFor: "[24]", extraEnvironment: ["LANG": "en_US.UTF-8"])
    try terminal.expectScreen(.showing("Su Mo Tu We Th Fr Sa"))
    try terminal.expectScreen(.showing("20 21 22 23[24]25 26"))
    terminal.press(.escape)
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
  }

  @Test func daysOutsideMinAndMaxCannotBeChosen() throws {
    let (terminal, before) = try PromptHarness.start(
      Self.christmasEve + ["--min", "2026-12-20", "--max", "2026-12-26"], waitingFor: "[24]")
    terminal.press(.down)
    try terminal.expectScreen(.showing("23 24 25[26]"))
    terminal.type("2026-12-31")
    try terminal.expectScreen(.showing("after the latest day, 2026-12-26"))
    terminal.press(.enter)
    try terminal.expectScreen(.showing("> 2026-12-31"))
    terminal.press(.escape)
    try terminal.expectScreen(.showing("> type a date  Saturday 26 December 2026"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "2026-12-26\n")
  }

  @Test func escapeCancelsWithStatusOneAndPrintsNothing() throws {
    let (terminal, before) = try PromptHarness.start(Self.christmasEve, waitingFor: "[24]")
    terminal.press(.escape)
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
    #expect(terminal.standardOutput.isEmpty)
    #expect(terminal.standardError.isEmpty)
  }

  @Test func controlCQuitsWithStatus130() throws {
    let (terminal, before) = try PromptHarness.start(Self.christmasEve, waitingFor: "[24]")
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(130), before: before)
    #expect(terminal.standardOutput.isEmpty)
  }
}

/// `quire date` in plain lines: with no terminal, with `--accessible` on one, and with bad
/// arguments.
@Suite(.serialized) struct DatePlainTests {
  @Test(arguments: [
    ("2027-01-05\n", "2027-01-05"), ("\n", "2026-12-24"), ("+0\n", CalendarDate.today().iso8601),
    ("yesterday\n", CalendarDate.today().adding(days: -1).iso8601),
  ])
  func pipedAnswersAreReadAsText(input: String, answer: String) throws {
    let run = try PromptCommandTests.run(["date", "--title", "Due", "--value", "2026-12-24"], input: input)
    #expect(run.status == .exited(0))
    #expect(run.output == answer + "\n")
    #expect(
      run.error.hasPrefix(
        "Due\nPress Enter for 2026-12-24, Thursday 24 December 2026, or type another date.\n"))
    #expect(run.error.contains("Understood: \(answer), "))
  }

  @Test func theBoundsAreSaidAndADayOutsideThemIsAnError() throws {
    let run = try PromptCommandTests.run(
      ["date", "--value", "2026-12-24", "--min", "2026-12-01", "--max", "2026-12-31"], input: "2027-01-01\n")
    #expect(run.status == .exited(3))
    #expect(run.output.isEmpty)
    #expect(run.error.contains("Between 2026-12-01 and 2026-12-31.\n"))
    #expect(run.error.hasSuffix("quire date: '2027-01-01' is after the latest day, 2026-12-31\n"))
  }

  @Test func theFormatAppliesToThePlainAnswer() throws {
    let run = try PromptCommandTests.run(["date", "--format", "%Y%m%d"], input: "2026-02-28\n")
    #expect(run.output == "20260228\n")
  }

  @Test func theEndOfInputCancels() throws {
    let run = try PromptCommandTests.run(["date"], input: "")
    #expect(run.status == .exited(1))
    #expect(run.error.hasSuffix("quire date: no answer: the input ended\n"))
  }

  @Test func accessibleOnATerminalAsksAgainAndSaysWhatItUnderstood() throws {
    let terminal = try PlainPromptTerminalTests.start(["date", "--accessible", "--value", "2026-12-24"])
    PlainPromptTerminalTests.expectShown(
      "Type a date (2026-12-24, +3d, -1w, tomorrow) and press Enter.", in: terminal)
    terminal.type("soon", then: .enter)
    PlainPromptTerminalTests.expectShown(
      "! soon is not a date: try 2026-12-24, +3d or tomorrow.", in: terminal)
    terminal.type("2026-12-31", then: .enter)
    PlainPromptTerminalTests.expectShown("Understood: 2026-12-31, Thursday 31 December 2026.", in: terminal)
    #expect(terminal.waitForExit() == .exited(0))
    #expect(String(decoding: terminal.standardOutput, as: UTF8.self) == "2026-12-31\n")
  }

  @Test(arguments: [
    (
      ["--value", "soon"],
      "quire date: --value 'soon' is not a date; write YYYY-MM-DD, +3d, -1w, today or tomorrow"
    ),
    (
      ["--min", "2026-12-31", "--max", "2026-12-01"], "quire date: --min 2026-12-31 is after --max 2026-12-01"
    ),
    (
      ["--value", "2027-01-01", "--max", "2026-12-31"],
      "quire date: --value 2027-01-01 is after --max 2026-12-31"
    ),
    (["--format", ""], "quire date: --format '' writes nothing; give a strftime format such as %Y-%m-%d"),
  ])
  func badArgumentsAreOneLineAndStatusTwo(arguments: [String], line: String) throws {
    let run = try PromptCommandTests.run(["date"] + arguments)
    #expect(run.status == .exited(2))
    #expect(run.error == line + "\n")
  }
}

/// A date field in `quire form`: inline through the calendar, and in plain lines as text.
@Suite(.serialized) struct FormDateFieldCommandTests {
  @Test func inlineTheFieldOpensTheCalendarAndPrintsTheDay() throws {
    let (terminal, before) = try PromptHarness.start(
      ["form", "--field", "due:Due:2026-12-24", "--date", "due"], waitingFor: "2026-12-24")
    terminal.press(.enter)
    try terminal.expectScreen(.showing("23[24]25"))
    terminal.press(.pageDown)
    try terminal.expectScreen(.showing("January 2027"))
    terminal.press(.enter)
    try terminal.expectScreen(.showing("› Due   2027-01-24"))
    terminal.press(.ctrl("s"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == #"{"due":"2027-01-24"}"# + "\n")
  }

  @Test func plainTheDayIsAskedAsTextAndItsValueMayBeRelative() throws {
    let run = try PromptCommandTests.run(
      ["form", "--field", "due:Due:today", "--date", "due", "--format", "env"], input: "2026-12-31\n")
    #expect(run.status == .exited(0))
    #expect(run.output == "due='2026-12-31'\n")
    #expect(run.error.contains("Press Enter for \(CalendarDate.today().iso8601), "))
    #expect(run.error.contains("Understood: 2026-12-31, Thursday 31 December 2026."))
  }

  @Test func aValueThatIsNotADayIsAUsageError() throws {
    let run = try PromptCommandTests.run(["form", "--field", "due:Due:soon", "--date", "due"])
    #expect(run.status == .exited(2))
    #expect(
      run.error
        == "quire form: --field due 'soon' is not a date; write YYYY-MM-DD, +3d, -1w, today or tomorrow\n")
  }
}
