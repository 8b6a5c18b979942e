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
    browser.wallClock = { NotesFixture.now }
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
}
