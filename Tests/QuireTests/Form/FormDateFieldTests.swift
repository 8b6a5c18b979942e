import Quire
import QuireTestSupport
import Testing

/// A form's date field: its value as ISO 8601 with `›`, Return or a typed character opening
/// the date picker, the day taken coming back, today being Thursday 10 December 2026.
@MainActor @Suite struct FormDateFieldTests {
  static let fields = [
    FormField(key: "name", label: "Name"),
    FormField(key: "due", label: "Due", value: "2026-12-24", kind: .date),
  ]

  func start(
    _ fields: [FormField] = fields, surface: Renderer.Surface = .fullScreen,
    environment: [String: String] = [:]
  ) async -> AppDriver<FormValues?> {
    await AppDriver(size: TerminalSize(columns: 60, rows: 14), surface: surface) { stack in
      try await stack.push(
        FormScreen(
          title: "Task", fields: fields, environment: environment, today: DatePickerPromptTests.today))
    }
  }

  @Test func returnOpensThePickerOnTheValueAndTheDayTakenComesBack() async throws {
    let driver = await start()
    await driver.press(KeyChord(.tab))
    #expect(driver.lines[3] == " › Due    2026-12-24                                      ›")
    try await driver.expectScreen(.showing("⏎ choose"))
    await driver.press(KeyChord(.enter))
    try await driver.expectScreen(.showing(" ‹ Cancel                   Due                      Done ›"))
    try await driver.expectScreen(.showing(" 21 22 23[24]25 26 27"))
    await driver.press(KeyChord(.right), KeyChord(.enter))
    try await driver.expectScreen(.showing(" › Due    2026-12-25"))
    await driver.press(.control("s"))
    #expect(try await driver.result() == ["name": "", "due": "2026-12-25"])
  }

  @Test func inlineTypingOnTheFieldOpensTheInlinePickerWithWhatIsTyped() async throws {
    let driver = await start(
      [FormField(key: "due", label: "Due", kind: .date)], surface: .inline,
      environment: ["LANG": "en_US.UTF-8"])
    #expect(driver.lines[1] == " › Due   Choose…                                          ›")
    await driver.type("+")
    try await driver.expectScreen(.showing(" > +            2026-12-24, +3d, -1w, tomorrow"))
    try await driver.expectScreen(.showing(" Su Mo Tu We Th Fr Sa"))
    await driver.type("1w")
    await driver.press(KeyChord(.enter))
    try await driver.expectScreen(.showing(" › Due   2026-12-17"))
  }

  @Test func aValueThatIsNotADayIsRefusedUnderTheField() async throws {
    let driver = await start([FormField(key: "due", label: "Due", value: "soon", kind: .date)])
    await driver.press(.control("s"))
    try await driver.expectScreen(.showing("not a date: try 2026-12-24, +3d or tomorrow"))
    #expect(await !driver.isFinished)
  }
}
