import Quire
import QuireTestSupport
import Testing

/// The inline confirmation `quire confirm` draws: one row, the focused button in brackets,
/// the keys at the right when there is room.
@MainActor @Suite struct ConfirmPromptTests {
  func start(_ prompt: ConfirmPrompt, columns: Int = 80) async -> AppDriver<Bool?> {
    await AppDriver(size: TerminalSize(columns: columns, rows: 6), surface: .inline) { stack in
      try await stack.push(prompt)
    }
  }

  @Test func itLooksAsTheScreensSay() async throws {
    let driver = await start(ConfirmPrompt("Delete 3 notes?"))
    // Inline, the row is as wide as it needs (the buttons in their widest look, then the
    // keys), not the terminal's 80 columns, so a terminal that narrows does not re-wrap it.
    #expect(driver.lines[0] == " Delete 3 notes?   [ Yes ]   No    ←→ choose  ⏎ okay")
    #expect(driver.lines[1] == "", "one row")
  }

  @Test func returnTakesTheFocusedAnswer() async throws {
    let driver = await start(ConfirmPrompt("Delete 3 notes?"))
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == true)
  }

  @Test func rightThenReturnSaysNo() async throws {
    let driver = await start(ConfirmPrompt("Delete 3 notes?"))
    await driver.press(KeyChord(.right))
    #expect(driver.lines[0].hasPrefix(" Delete 3 notes?     Yes   [ No ]"))
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == false)
  }

  @Test func escapeIsNoAnswer() async throws {
    let driver = await start(ConfirmPrompt("Delete 3 notes?", defaultsToYes: false))
    #expect(driver.lines[0].hasPrefix(" Delete 3 notes?     Yes   [ No ]"))
    await driver.press(KeyChord(.escape))
    #expect(try await driver.result() == nil)
  }

  @Test func aClickAnswers() async throws {
    let driver = await start(ConfirmPrompt("Sure?", affirmative: "Go", negative: "Stay"))
    #expect(driver.lines[0].hasPrefix(" Sure?   [ Go ]   Stay  "))
    await driver.click(column: 19, row: 0)
    #expect(try await driver.result() == false)
  }

  @Test func aNarrowTerminalDropsTheKeysThenCutsTheQuestion() async throws {
    let driver = await start(ConfirmPrompt("Delete 3 notes?", isDestructive: true), columns: 36)
    #expect(driver.lines[0] == " Delete 3 notes?   [ Yes! ]   No")
    await driver.resize(to: TerminalSize(columns: 20, rows: 6))
    #expect(driver.lines[0] == " Del…   [Yes!]  No")
  }
}
