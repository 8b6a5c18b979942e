import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The notes app's browser opening notes in the document editor, and coming back.
@MainActor @Suite struct NotesAppTests {
  let fixture = NotesFixture()

  func start() async -> (AppDriver<Void?>, DocumentBrowser) {
    let app = NotesApp(folder: fixture.notes, environment: fixture.environment)
    let browser = app.makeBrowser()
    browser.options.wallClock = { NotesFixture.now }
    let driver = await AppDriver(size: TerminalSize(columns: 80, rows: 16)) { stack in
      try await stack.push(browser)
    }
    _ = await driver.waitUntil { browser.isSettled }
    return (driver, browser)
  }

  @Test func aNoteOpensInTheEditorAndLeavingSavesIt() async throws {
    fixture.write("Groceries.md", "milk\n")
    let (driver, browser) = await start()
    await driver.press(KeyChord(.enter))
    #expect(
      await driver.waitUntil { driver.lines[0].hasPrefix(" ‹ Notes") && driver.screen.contains("milk") })
    #expect(driver.lines[0].contains("Groceries.md"))
    await driver.press(KeyChord(.end))
    await driver.type(", eggs")
    await driver.press(KeyChord(.escape))
    #expect(await driver.waitUntil { driver.lines[0].hasPrefix(" Notes") })
    #expect(await driver.waitUntil { fixture.read("Groceries.md") == "milk, eggs\n" })
    #expect(await driver.waitUntil { browser.list.selected?.preview == "milk, eggs" })
  }

  @Test func aNoteTheEditorCannotOpenIsSaidInTheBrowser() async throws {
    // A sparse file over the editor's limit: refused whoever runs the test.
    fixture.write("Huge.md", "")
    #expect(truncate(fixture.notes + "/Huge.md", off_t(DocumentLimits.maximumByteCount + 1)) == 0)
    let (driver, browser) = await start()
    await driver.press(KeyChord(.enter))
    _ = await driver.waitUntil { driver.lines[0].hasPrefix(" ‹ Notes") }
    await driver.press(KeyChord(.escape))
    #expect(await driver.waitUntil { browser.notice != nil }, "\(driver.screen)")
    #expect(browser.notice?.contains("Huge.md") == true, "\(browser.notice ?? "")")
    #expect(driver.screen.contains("Huge.md"))
  }

  /// Sends `keys` in one burst, as a script driving the terminal does (Return is `\r`, Esc
  /// `\u{1B}`): nothing is handled until all are queued.
  func burst(_ driver: AppDriver<Void?>, _ keys: String) async {
    for character in keys {
      let key: Key =
        switch character {
        case "\r": .enter
        case "\u{1B}": .escape
        default: .character(character)
        }
      driver.terminal.send(.key(KeyEvent(key)))
    }
    await driver.app.settle()
  }

  /// A new note's name, Return and its first words in one burst: the words arrive before the
  /// file exists and the editor is up, and still go into the note.
  @Test func aNameAndTheFirstWordsTypedAheadMakeTheNote() async throws {
    let (driver, _) = await start()
    await burst(driver, "aGroceries\rmilk")
    #expect(
      await driver.waitUntil { driver.lines[0].hasPrefix(" ‹ Notes") && driver.screen.contains("milk") })
    await burst(driver, "\u{1B}")
    #expect(
      await driver.waitUntil { fixture.read("Groceries.md") == "milk" },
      "\(fixture.read("Groceries.md") ?? "none")")
  }

  /// Esc with unsaved edits, then a new note, in one burst: the editor saves before it
  /// closes, and the keys typed meanwhile go to the browser and the new note, not into the
  /// note being saved.
  @Test func keysTypedWhileANoteSavesOnLeavingGoToWhatComesNext() async throws {
    fixture.write("Groceries.md", "milk\n")
    let (driver, _) = await start()
    await driver.press(KeyChord(.enter))
    #expect(
      await driver.waitUntil { driver.screen.contains("milk") && driver.lines[0].hasPrefix(" ‹ Notes") })
    await driver.press(KeyChord(.end))
    await burst(driver, ", eggs\u{1B}aWork\rcall Ana")
    #expect(
      await driver.waitUntil { driver.lines[0].contains("Work.md") && driver.screen.contains("call Ana") })
    await burst(driver, "\u{1B}")
    #expect(
      await driver.waitUntil { fixture.read("Work.md") == "call Ana" }, "\(fixture.read("Work.md") ?? "none")"
    )
    #expect(fixture.read("Groceries.md") == "milk, eggs\n")
  }
}
