import Quire
import QuireTestSupport
import Testing

/// The inline prompt `quire input` draws: a title row, `> ` and the field, the keys at the
/// right or below, the message under the field; only as many rows as it draws.
@MainActor @Suite struct InputPromptTests {
  func start(_ prompt: InputPrompt, columns: Int = 80) async -> AppDriver<String?> {
    await AppDriver(size: TerminalSize(columns: columns, rows: 8), surface: .inline) { stack in
      try await stack.push(prompt)
    }
  }

  @Test func itLooksAsTheScreensSay() async throws {
    let driver = await start(InputPrompt(title: "Add item", field: TextField(placeholder: "Item name")))
    #expect(driver.lines[0] == " Add item")
    // Inline, the field has `inlineFieldWidth` cells before the keys, not the terminal's
    // width, so a terminal that narrows does not re-wrap the row.
    #expect(driver.lines[1] == " > Item name" + String(repeating: " ", count: 23) + "⏎ okay  esc cancel")
    #expect(driver.lines[2] == "", "two rows")
    #expect(driver.terminal.cursor == CellPosition(column: 3, row: 1))
  }

  @Test func returnGivesTheTextAndTheAreaIsErased() async throws {
    let driver = await start(InputPrompt(title: "Add item"))
    await driver.type("Apples")
    #expect(driver.lines[1].hasPrefix(" > Apples "))
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == "Apples")
    #expect(driver.screen == "")
  }

  @Test func escapeGivesNothing() async throws {
    let driver = await start(InputPrompt(title: "Add item"))
    await driver.type("Apples")
    await driver.press(KeyChord(.escape))
    #expect(try await driver.result() == nil)
  }

  @Test func aNarrowTerminalPutsTheKeysBelowTheField() async throws {
    let driver = await start(
      InputPrompt(title: "Add item", field: TextField(placeholder: "Item name")), columns: 30)
    #expect(
      driver.screen == """
         Add item
         > Item name
         ⏎ okay  esc cancel
        """)
  }

  @Test func aRefusedTextShowsItsMessageUnderTheField() async throws {
    let field = TextField(validator: { $0.isEmpty ? "Type something." : nil })
    let driver = await start(InputPrompt(field: field), columns: 40)
    await driver.press(KeyChord(.enter))
    #expect(
      driver.screen == """
         >                   ⏎ okay  esc cancel
           ! Type something.
        """)
    await driver.type("x")
    #expect(driver.lines[1] == "")
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == "x")
  }

  @Test func aPasswordShowsBulletsAndAHistoryShowsGhostText() async throws {
    let driver = await start(InputPrompt(field: TextField(isMasked: true)), columns: 40)
    await driver.type("pässwörd")
    #expect(driver.lines[0].hasPrefix(" > •••••••• "))
    let second = await start(InputPrompt(field: TextField(suggestions: ["deploy --prod"])), columns: 40)
    await second.type("dep")
    #expect(second.lines[0].hasPrefix(" > deploy --prod "))
    await second.press(KeyChord(.right), KeyChord(.enter))
    #expect(try await second.result() == "deploy --prod")
  }

  @Test func aLongTextScrollsInsideThePrompt() async throws {
    let driver = await start(InputPrompt(), columns: 40)
    await driver.type("the quick brown fox jumps over the lazy dog")
    #expect(driver.lines[0] == " > …r the lazy dog   ⏎ okay  esc cancel")
  }
}
