import Quire
import QuireTestSupport
import Testing

/// Following `[[links]]` between notes in the notes app's editor, going back, and the
/// backlinks, as a person does it: the browser opens a note, keys and clicks do the rest.
@MainActor @Suite struct NotesAppLinksTests {
  let fixture = NotesFixture()

  /// The notes app on the fixture's folder, the newest note opened in the editor.
  func openNewest(showing text: String) async -> AppDriver<Void?> {
    let app = NotesApp(folder: fixture.notes, environment: fixture.environment)
    let browser = app.makeBrowser()
    browser.options.wallClock = { NotesFixture.now }
    let driver = await AppDriver(size: TerminalSize(columns: 90, rows: 16)) { stack in
      try await stack.push(browser)
    }
    _ = await driver.waitUntil { browser.isSettled }
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { driver.screen.contains(text) }, "\(driver.screen)")
    return driver
  }

  /// Waits for the note `name` to be the one shown.
  func waitForNote(_ name: String, _ driver: AppDriver<Void?>) async -> Bool {
    await driver.waitUntil {
      driver.lines.first?.contains(name) == true && driver.lines[0].hasPrefix(" ‹ Notes")
    }
  }

  /// The status line (above the help bar).
  func status(_ driver: AppDriver<Void?>) -> String {
    driver.lines.dropLast().last ?? ""
  }

  @Test func aLinkFollowedAndBackRestoresTheCaretAndScroll() async {
    let lines = (1...30).map { "line \($0)" } + ["see [[target]] for more", "after"]
    fixture.write("Start.md", lines.joined(separator: "\n") + "\n", age: .seconds(10))
    fixture.write("Target.md", "the target's text\n")
    let driver = await openNewest(showing: "line 1")
    #expect(driver.lines.last?.contains("follow") == false, "no link under the caret: \(driver.screen)")
    #expect(driver.lines.last?.contains("back to note") == false, "no note to go back to")
    await driver.press(.control("g"))
    await driver.type("31")
    await driver.press(KeyChord(.enter))
    for _ in 0..<6 { await driver.press(KeyChord(.right)) }
    #expect(status(driver).contains("Ln 31, Col 7"), "\(driver.screen)")
    #expect(driver.lines.last?.contains("^] follow") == true, "\(driver.screen)")
    let before = driver.screen
    await driver.press(.control("]"))
    #expect(await waitForNote("Target.md", driver), "\(driver.screen)")
    #expect(await driver.waitUntil { driver.screen.contains("the target's text") })
    #expect(await driver.waitUntil { status(driver).contains("1 backlink") }, "\(driver.screen)")
    #expect(driver.lines.last?.contains("^O back to note") == true)
    await driver.press(.control("o"))
    #expect(await waitForNote("Start.md", driver))
    #expect(await driver.waitUntil { driver.screen == before }, "\(driver.screen)\n---\n\(before)")
    #expect(status(driver).contains("Ln 31, Col 7"))
  }

  @Test func aLinkToAMissingNoteMakesIt() async {
    fixture.write("Start.md", "an [[Idea to write]] later\n")
    let driver = await openNewest(showing: "later")
    await driver.press(KeyChord(.right), KeyChord(.right), KeyChord(.right), KeyChord(.right))
    await driver.press(.control("]"))
    #expect(await waitForNote("Idea to write.md", driver), "\(driver.screen)")
    #expect(fixture.names.contains("Idea to write.md"))
    await driver.type("first thoughts")
    await driver.press(.control("o"))
    #expect(await waitForNote("Start.md", driver))
    #expect(await driver.waitUntil { fixture.read("Idea to write.md") == "first thoughts" })
  }

  @Test func anUnsavedEditIsSavedBeforeFollowing() async {
    fixture.write("Start.md", "[[Target]] and more\n", age: .seconds(10))
    fixture.write("Target.md", "the target\n")
    let driver = await openNewest(showing: "and more")
    await driver.press(KeyChord(.end))
    await driver.type(", edited")
    await driver.press(KeyChord(.home), .control("]"))
    #expect(await waitForNote("Target.md", driver), "\(driver.screen)")
    #expect(fixture.read("Start.md") == "[[Target]] and more, edited\n")
    await driver.press(.control("o"))
    #expect(await waitForNote("Start.md", driver))
    #expect(driver.screen.contains("[[Target]] and more, edited"))
  }

  @Test func aClickOnALinkFollowsIt() async {
    fixture.write("Start.md", "first\nsee [[Target]] now\n", age: .seconds(10))
    fixture.write("Target.md", "the target\n")
    let driver = await openNewest(showing: "see [[Target]]")
    guard let row = driver.lines.firstIndex(where: { $0.contains("see [[Target]]") }),
      let letter = driver.lines[row].firstIndex(of: "T")
    else {
      Issue.record("no link shown: \(driver.screen)")
      return
    }
    let column = driver.lines[row].distance(from: driver.lines[row].startIndex, to: letter)
    await driver.click(column: column, row: row)
    #expect(await waitForNote("Target.md", driver), "\(driver.screen)")
  }

  @Test func escInAFollowedNoteGoesBackToTheNotes() async {
    fixture.write("Start.md", "[[Target]]\n", age: .seconds(10))
    fixture.write("Target.md", "the target\n")
    let driver = await openNewest(showing: "[[Target]]")
    await driver.press(.control("]"))
    #expect(await waitForNote("Target.md", driver))
    await driver.press(KeyChord(.escape))
    #expect(await driver.waitUntil { driver.lines[0].hasPrefix(" Notes") }, "\(driver.screen)")
  }

  @Test func backlinksAreListedAndChoosingOneOpensItsLine() async {
    fixture.write("Target.md", "the target\n", age: .seconds(10))
    fixture.write("Alpha.md", "one\ntwo\nsee [[target]] here\n")
    fixture.write("Beta.md", "[[Target|the target]] first\n")
    fixture.write("Gamma.md", "no link to it\n")
    let driver = await openNewest(showing: "the target")
    #expect(await driver.waitUntil { status(driver).contains("2 backlinks") }, "\(driver.screen)")
    #expect(driver.lines.last?.contains("alt-l backlinks") == true, "\(driver.screen)")
    await driver.press(.alt("l"))
    #expect(await driver.waitUntil { driver.screen.contains("Backlinks") }, "\(driver.screen)")
    #expect(driver.screen.contains("Alpha:3  see [[target]] here"))
    #expect(driver.screen.contains("Beta:1  [[Target|the target]] first"))
    #expect(!driver.screen.contains("Gamma"))
    await driver.press(KeyChord(.enter))
    #expect(await waitForNote("Alpha.md", driver), "\(driver.screen)")
    #expect(await driver.waitUntil { status(driver).contains("Ln 3, Col 1") }, "\(driver.screen)")
    await driver.press(.control("o"))
    #expect(await waitForNote("Target.md", driver))
  }
}
