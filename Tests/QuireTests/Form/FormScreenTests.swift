import Quire
import QuireTestSupport
import Testing

/// The form driven as a person would through `AppDriver`: moving between fields, typing,
/// validation shown under a field and blocking submit, the secret masked, the multi-line
/// field's editor, and the values in the fields' order.
@MainActor @Suite struct FormScreenTests {
  static func isAddress(_ text: String) -> String? {
    let parts = text.split(separator: "@")
    return text.isEmpty || (parts.count == 2 && parts[1].contains(".")) ? nil : "Not a valid address."
  }

  static var contact: [FormField] {
    [
      FormField(key: "name", label: "Name", isRequired: true),
      FormField(key: "email", label: "Email", validator: isAddress),
      FormField(key: "password", label: "Password", kind: .secret),
      FormField(
        key: "notes", label: "Notes", value: "First programmer\nof the Analytical Engine", kind: .multiline),
    ]
  }

  func start(
    _ fields: [FormField] = contact, size: TerminalSize = TerminalSize(columns: 60, rows: 10),
    surface: Renderer.Surface = .fullScreen
  ) async -> AppDriver<FormValues?> {
    await AppDriver(size: size, surface: surface) { stack in
      try await stack.push(FormScreen(title: "Contact", fields: fields))
    }
  }

  @Test func theLabelsAlignAndTheFocusedFieldHasTheCaret() async throws {
    let driver = await start()
    try await driver.expectScreen(
      """
       Contact
      ────────────────────────────────────────────────────────────
       › Name       |
         Email
         Password
         Notes      First programmer…                           ›



       tab next  ⇧tab back  ^S submit  esc cancel
      """, cursor: true)
    #expect(driver.terminal.style(at: CellPosition(column: 3, row: 2)).attributes.contains(.bold))
    #expect(!driver.terminal.style(at: CellPosition(column: 3, row: 3)).attributes.contains(.bold))
  }

  @Test func anInvalidValueShowsItsMessageUnderTheField() async throws {
    let driver = await start()
    await driver.type("Ada")
    await driver.press(KeyChord(.tab))
    await driver.type("ada@example")
    try await driver.expectScreen(
      """
       Contact
      ────────────────────────────────────────────────────────────
         Name       Ada
       › Email      ada@example|
                    ! Not a valid address.
         Password
         Notes      First programmer…                           ›


       tab next  ⇧tab back  ^S submit  esc cancel  ^Z undo
      """, cursor: true)
    #expect(driver.terminal.style(at: CellPosition(column: 14, row: 4)).foreground == .ansi(.red))
    await driver.type(".com")
    #expect(driver.lines[4] == "   Password", "the message goes as soon as the value is valid")
  }

  @Test func submitIsRefusedWhileAFieldIsInvalidAndTheFocusGoesThere() async throws {
    let driver = await start()
    await driver.press(KeyChord(.tab))
    await driver.type("nobody")
    await driver.press(KeyChord(.tab))
    await driver.press(.control("s"))
    #expect(driver.terminal.performedCommands.contains(.bell))
    try await driver.expectScreen(
      """
       Contact
      ────────────────────────────────────────────────────────────
       › Name       |
                    ! Required.
         Email      nobody
                    ! Not a valid address.
         Password
         Notes      First programmer…                           ›

       tab next  ⇧tab back  ^S submit  esc cancel
      """, cursor: true)
    #expect(!(await driver.isFinished))
    await driver.type("Ada")
    await driver.press(KeyChord(.down))
    await driver.press(.control("u"))
    await driver.press(.control("s"))
    #expect(
      try await driver.result()
        == [
          "name": "Ada", "email": "", "password": "", "notes": "First programmer\nof the Analytical Engine",
        ])
  }

  @Test func theSecretIsMaskedAndReturnedAsTyped() async throws {
    let driver = await start([
      FormField(key: "user", label: "User", value: "ada"), FormField(key: "pin", label: "PIN", kind: .secret),
    ])
    await driver.press(KeyChord(.tab))
    await driver.type("hunter2")
    #expect(ScreenText.marked(driver.terminal).split(separator: "\n")[3] == " › PIN    •••••••|")
    #expect(!driver.screen.contains("hunter2"))
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == ["user": "ada", "pin": "hunter2"])
  }

  @Test func returnMovesToTheNextFieldAndSubmitsOnTheLast() async throws {
    let driver = await start([
      FormField(key: "first", label: "First"), FormField(key: "last", label: "Last"),
    ])
    await driver.type("Ada")
    await driver.press(KeyChord(.enter))
    #expect(driver.lines[3].hasPrefix(" › Last"))
    #expect(driver.lines.last == " tab next  ⇧tab back  ⏎ submit  esc cancel")
    await driver.type("Lovelace")
    await driver.press(KeyChord(.enter))
    let values = try #require(try await driver.result())
    #expect(values.keys == ["first", "last"])
    #expect(values == ["first": "Ada", "last": "Lovelace"])
  }

  @Test func tabWrapsAndTheArrowsStopAtTheEnds() async {
    let driver = await start()
    await driver.press(.shift(.tab))
    #expect(driver.lines[5].hasPrefix(" › Notes"))
    await driver.press(KeyChord(.down))
    #expect(driver.lines[5].hasPrefix(" › Notes"), "↓ stops at the last field")
    await driver.press(KeyChord(.tab))
    #expect(driver.lines[2].hasPrefix(" › Name"))
    await driver.press(KeyChord(.up))
    #expect(driver.lines[2].hasPrefix(" › Name"), "↑ stops at the first field")
  }

  @Test func escapeCancels() async throws {
    let driver = await start()
    await driver.type("Ada")
    await driver.press(KeyChord(.escape))
    #expect(try await driver.result() == nil)
  }

  @Test func theMultiLineFieldOpensTheEditorAndTakesItsText() async throws {
    let driver = await start()
    await driver.press(.shift(.tab))
    #expect(driver.lines.last == " tab next  ⇧tab back  ⏎ edit  ^S submit  esc cancel")
    await driver.press(KeyChord(.enter))
    #expect(driver.lines[0] == " Cancel                    Notes                       Done")
    await driver.press(KeyChord(.home, modifiers: .control), .control("k"))
    await driver.type("Mathematician")
    await driver.press(.control("s"))
    #expect(driver.lines[5] == " › Notes      Mathematician…                              ›")
    await driver.press(KeyChord(.enter))
    await driver.press(KeyChord(.escape))
    #expect(
      driver.lines[5] == " › Notes      Mathematician…                              ›", "Cancel keeps it")
    await driver.press(KeyChord(.up), KeyChord(.up), KeyChord(.up))
    await driver.type("Ada")
    await driver.press(.control("s"))
    #expect(try await driver.result()?["notes"] == "Mathematician\nof the Analytical Engine")
  }

  static var order: [FormField] {
    [
      FormField(key: "name", label: "Name"),
      FormField(key: "size", label: "Size", value: "M", kind: .choice(["S", "M", "L"])),
    ]
  }

  @Test func theChoiceFieldOpensASelectionListWithItsValueChosen() async throws {
    let driver = await start(Self.order)
    await driver.press(KeyChord(.tab))
    #expect(driver.lines[3] == " › Size   M                                               ›")
    #expect(driver.lines.last == " tab next  ⇧tab back  ⏎ choose  ^S submit  esc cancel")
    await driver.press(KeyChord(.enter))
    #expect(
      driver.screen == """
         ‹ Cancel                   Size                     Done ›
         ──────────────────────────────────────────────────────────
         Type to filter
             S
         › ✓ M
             L
             Other…                                               ›

         ──────────────────────────────────────────────────────────
         ↑↓ move  ⏎ choose  type to filter  esc cancel
        """)
    await driver.press(KeyChord(.down), KeyChord(.enter))
    #expect(driver.lines[3] == " › Size   L                                               ›")
    await driver.press(.control("s"))
    #expect(try await driver.result() == ["name": "", "size": "L"])
  }

  @Test func aValueAddedToTheChoiceStaysAmongItsOptions() async throws {
    let driver = await start(Self.order)
    await driver.press(KeyChord(.tab), KeyChord(.enter))
    await driver.type("XL")
    await driver.press(KeyChord(.enter))
    #expect(driver.lines[3] == " › Size   XL                                              ›")
    await driver.press(KeyChord(.enter))
    #expect(driver.lines[2...6] == [" Type to filter", "     S", "     M", "     L", " › ✓ XL"])
    await driver.press(KeyChord(.escape))
    #expect(
      driver.lines[3] == " › Size   XL                                              ›", "Esc keeps the value")
  }

  @Test func typingOnTheChoiceFieldOpensItsListFindingWhatIsTyped() async throws {
    let driver = await start(Self.order)
    await driver.press(KeyChord(.tab))
    await driver.type("l")
    #expect(driver.lines[2].hasPrefix(" l  "), "the filter holds what was typed")
    #expect(driver.lines[3...4] == [" ›   L", "     Other…                                               ›"])
    await driver.press(KeyChord(.enter))
    #expect(driver.lines[3] == " › Size   L                                               ›")
    await driver.press(.control("s"))
    #expect(try await driver.result() == ["name": "", "size": "L"])
  }

  @Test func inlineTheChoiceOpensTheInlineList() async throws {
    let driver = await start(Self.order, surface: .inline)
    await driver.press(KeyChord(.tab), KeyChord(.enter))
    try await driver.expectScreen(
      """
       Size
       > |Type to filter
           S
       › ✓ M
           L
           Other…                                  ›
       ↑↓ move  ⏎ choose  type to filter  esc cancel
      """, cursor: true)
    await driver.press(KeyChord(.up), KeyChord(.enter))
    #expect(driver.lines[2] == " › Size   S                                               ›")
  }

  @Test func aClickFocusesAFieldAndPlacesTheCaret() async {
    let driver = await start([
      FormField(key: "a", label: "A", value: "first"), FormField(key: "b", label: "B", value: "second"),
    ])
    await driver.click(column: 10, row: 3)
    #expect(ScreenText.marked(driver.terminal).split(separator: "\n")[3] == " › B   sec|ond")
    await driver.click(column: 3, row: 5)
    #expect(driver.lines[3].hasPrefix(" › B"), "a click below the fields changes nothing")
  }

  @Test func aClickOnTheMultiLineFieldOpensItsEditor() async {
    let driver = await start()
    await driver.click(column: 20, row: 5)
    #expect(driver.lines[0] == " Cancel                    Notes                       Done")
  }

  @Test func inlineTheFormTakesOnlyTheRowsItNeeds() async throws {
    let driver = await start(surface: .inline)
    try await driver.expectScreen(
      """
       Contact
       › Name       |
         Email
         Password
         Notes      First programmer…                           ›
       tab next  ⇧tab back  ^S submit  esc cancel
      """, cursor: true)
  }

  @Test func aResizeKeepsTheCaretInTheNarrowerField() async {
    let driver = await start([FormField(key: "a", label: "Address")])
    await driver.type("12 Long Street, Springfield")
    await driver.resize(to: TerminalSize(columns: 24, rows: 6))
    #expect(
      ScreenText.marked(driver.terminal).split(separator: "\n", omittingEmptySubsequences: false)[1]
        == " › Address  …ringfield|")
    await driver.type("!")
    #expect(
      ScreenText.marked(driver.terminal).split(separator: "\n", omittingEmptySubsequences: false)[1]
        == " › Address  …ingfield!|")
  }

  @Test func atTwentyBySixTheFieldsScrollToTheFocus() async throws {
    let fields = ["Name", "Email", "Phone", "City", "Zip", "Notes"].map {
      FormField(key: $0.lowercased(), label: $0, value: String($0.prefix(2)).lowercased())
    }
    let driver = await start(fields, size: TerminalSize(columns: 20, rows: 6))
    try await driver.expectScreen(
      """
       Contact
       › Name   na|
         Email  em
         Phone  ph
         City   ci
       tab next  ⇧tab back
      """, cursor: true)
    await driver.press(KeyChord(.tab), KeyChord(.tab), KeyChord(.tab), KeyChord(.tab), KeyChord(.tab))
    try await driver.expectScreen(
      """
       Contact
         Phone  ph
         City   ci
         Zip    zi
       › Notes  no|
       tab next  ⇧tab back
      """, cursor: true)
    await driver.press(KeyChord(.tab))
    #expect(driver.lines[1] == " › Name   na", "Tab wraps to the first and scrolls back")
  }
}
