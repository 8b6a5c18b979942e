import Quire
import QuireTestSupport
import Testing

/// `TextAreaScreen`: the field editor full screen, the `quire write` prompt inline, Done and
/// Cancel by key and by click.
@MainActor @Suite struct TextAreaScreenTests {
  static func screen(_ text: String = "", placeholder: String = "") -> TextAreaScreen {
    TextAreaScreen(title: "Description", textArea: TextArea(text: text, placeholder: placeholder))
  }

  @Test func fullScreenItIsTheFieldEditor() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 40, rows: 7)) { stack in
      try await stack.push(Self.screen("Weekly shopping list for the family."))
    }
    try await driver.expectScreen(
      """
       Cancel       Description          Done
       ──────────────────────────────────────
       Weekly shopping list for the family.|


       ──────────────────────────────────────
       ^S done  esc cancel  ^Z undo  ^Y redo
      """, cursor: true)
  }

  @Test func itWorksAtTwentyBySix() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 20, rows: 6)) { stack in
      try await stack.push(Self.screen("A text that wraps on a small screen at last"))
    }
    try await driver.expectScreen(
      """
       Cancel  Des…  Done
       ──────────────────
       on a small screen
       at last|
       ──────────────────
       ^S done  esc cancel
      """, cursor: true)
    await driver.press(KeyChord(.up), KeyChord(.up))
    #expect(driver.lines[2] == " A text that wraps")
  }

  @Test(arguments: [
    KeyChord.control("s"), KeyChord.control("d"), KeyChord(.enter, modifiers: .alt),
  ])
  func doneKeysFinishWithTheText(key: KeyChord) async throws {
    let driver = await AppDriver { stack in try await stack.push(Self.screen("milk")) }
    await driver.type(", eggs")
    await driver.press(KeyChord(.enter))
    await driver.type("bread")
    await driver.press(key)
    #expect(try await driver.result() == "milk, eggs\nbread")
  }

  @Test func escapeCancelsWithoutAsking() async throws {
    let driver = await AppDriver { stack in try await stack.push(Self.screen("milk")) }
    await driver.type(" and more")
    await driver.press(KeyChord(.escape))
    #expect(try await driver.result() == nil)
  }

  @Test func clickingDoneOrCancelFinishes() async throws {
    let done = await AppDriver(size: TerminalSize(columns: 40, rows: 8)) { stack in
      try await stack.push(Self.screen("milk"))
    }
    await done.click(column: 36, row: 0)
    #expect(try await done.result() == "milk")
    let cancel = await AppDriver(size: TerminalSize(columns: 40, rows: 8)) { stack in
      try await stack.push(Self.screen("milk"))
    }
    await cancel.click(column: 9, row: 0)
    #expect(await !cancel.isFinished, "a click beside the button does nothing")
    await cancel.click(column: 2, row: 0)
    #expect(try await cancel.result() == nil)
  }

  @Test func aClickInTheTextPlacesTheCaret() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 40, rows: 8)) { stack in
      try await stack.push(Self.screen("first line\nsecond line"))
    }
    await driver.click(column: 4, row: 3)
    await driver.type("X")
    #expect(driver.lines[3] == " secXond line")
  }

  @Test func undoAndRedoWorkOnTheScreen() async throws {
    let driver = await AppDriver { stack in try await stack.push(Self.screen("milk")) }
    await driver.type(" and eggs")
    await driver.press(.control("z"))
    #expect(driver.lines[2] == " milk")
    await driver.press(.control("y"))
    #expect(driver.lines[2] == " milk and eggs")
    await driver.press(.control("s"))
    #expect(try await driver.result() == "milk and eggs")
  }

  @Test func controlCStillInterrupts() async throws {
    let driver = await AppDriver { stack in try await stack.push(Self.screen("milk")) }
    await driver.press(.control("c"))
    await #expect(throws: AppError.interrupted) { try await driver.result() }
  }

  @Test func theNoticeTakesTheBottomRuleUntilTheNextKey() async throws {
    let area = TextArea(text: "12345")
    var limited = area
    limited.characterLimit = 5
    let driver = await AppDriver(size: TerminalSize(columns: 40, rows: 7)) { stack in
      try await stack.push(TextAreaScreen(title: "Code", textArea: limited))
    }
    await driver.type("6")
    #expect(driver.lines[5] == " Character limit reached")
    #expect(driver.terminal.performedCommands.contains(.bell))
    await driver.press(KeyChord(.left))
    #expect(driver.lines[5] == " " + String(repeating: "─", count: 38))
  }

  @Test func inlineItTakesTheRowsTheTextNeedsUpToItsHeight() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 20, rows: 6), surface: .inline) { stack in
      try await stack.push(TextAreaScreen(title: "Write", textArea: TextArea(placeholder: "A few words")))
    }
    try await driver.expectScreen(
      """
       Write
       |A few words
       ^S done  esc cancel
      """, cursor: true)
    await driver.type("one")
    await driver.press(KeyChord(.enter))
    await driver.type("two")
    try await driver.expectScreen(
      """
       Write
       one
       two|
       ^S done  esc cancel
      """, cursor: true)
    for word in ["three", "four", "five"] {
      await driver.press(KeyChord(.enter))
      await driver.type(word)
    }
    try await driver.expectScreen(
      """
       Write
       two
       three
       four
       five|
       ^S done  esc cancel
      """, cursor: true)
    await driver.press(.control("d"))
    #expect(try await driver.result() == "one\ntwo\nthree\nfour\nfive")
  }

  @Test func inlineTheHeightGivenCapsTheTextRows() async throws {
    let screen = TextAreaScreen(title: "Write", textArea: TextArea(text: "1\n2\n3\n4\n5"), inlineRows: 3)
    let driver = await AppDriver(size: TerminalSize(columns: 30, rows: 20), surface: .inline) { stack in
      try await stack.push(screen)
    }
    #expect(driver.screen == " Write\n 3\n 4\n 5\n ^S done  esc cancel  ^Z undo")
  }

  @Test func inlineTheHelpItemsCanBeClicked() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 40, rows: 6), surface: .inline) { stack in
      try await stack.push(TextAreaScreen(title: "Write", textArea: TextArea(text: "ok")))
    }
    #expect(driver.lines[2] == " ^S done  esc cancel  ^Z undo  ^Y redo")
    await driver.type("!")
    await driver.click(column: 24, row: 2)
    #expect(driver.lines[1] == " ok", "^Z undo, clicked")
    await driver.click(column: 3, row: 2)
    #expect(try await driver.result() == "ok")
  }
}
