import Quire
import QuireTestSupport
import Testing

/// The notes app's links drawn by whether their note exists, though the area keeps the spans
/// of the lines it drew: a link that makes its note is drawn as a link on coming back.
@MainActor @Suite struct NoteLinkHighlightingTests {
  let fixture = NotesFixture()

  @Test func aLinkThatMadeItsNoteIsNoLongerFaintOnComingBack() async {
    fixture.write("Start.md", "an [[Idea to write]] later\n")
    let app = NotesApp(folder: fixture.notes, environment: fixture.environment)
    let browser = app.makeBrowser()
    browser.options.wallClock = { NotesFixture.now }
    let driver = await AppDriver(size: TerminalSize(columns: 90, rows: 16)) { stack in
      try await stack.push(browser)
    }
    _ = await driver.waitUntil { browser.isSettled }
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { driver.screen.contains("later") }, "\(driver.screen)")
    /// Where the link's `I` is drawn.
    func link() -> CellPosition? {
      guard let row = driver.lines.firstIndex(where: { $0.contains("[[Idea") }),
        let letter = driver.lines[row].firstIndex(of: "I")
      else { return nil }
      return CellPosition(
        column: driver.lines[row].distance(from: driver.lines[row].startIndex, to: letter), row: row)
    }
    guard let before = link() else {
      Issue.record("no link shown: \(driver.screen)")
      return
    }
    #expect(driver.terminal.style(at: before).attributes.contains(.dim), "no such note yet")
    await driver.press(KeyChord(.right), KeyChord(.right), KeyChord(.right), KeyChord(.right))
    await driver.press(.control("]"))
    #expect(
      await driver.waitUntil { driver.lines.first?.contains("Idea to write.md") == true }, "\(driver.screen)")
    await driver.press(.control("o"))
    #expect(await driver.waitUntil { driver.lines.first?.contains("Start.md") == true }, "\(driver.screen)")
    guard let after = link() else {
      Issue.record("no link shown: \(driver.screen)")
      return
    }
    let style = driver.terminal.style(at: after)
    #expect(!style.attributes.contains(.dim), "the note exists now")
    #expect(style.attributes.contains(.underline))
  }
}
