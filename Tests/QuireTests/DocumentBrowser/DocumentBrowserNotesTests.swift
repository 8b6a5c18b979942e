import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Today's note, templates and the tag list through `AppDriver`, as a person uses them: `n`
/// opens the day's note (the same one the second time), adding a note with templates asks
/// which it starts from and fills its placeholders, `#` lists the tags with their counts,
/// Return filters by one, and `r` renames one in every note.
@MainActor @Suite struct DocumentBrowserNotesTests {
  let fixture = NotesFixture()
  var today: String { NotesFixture.now.localDateText }

  func writeTemplate(_ name: String, _ text: String) {
    mkdir(fixture.notes + "/.templates", 0o755)
    try? TemporaryFolder.writeFile(Array(text.utf8), to: fixture.notes + "/.templates/" + name)
  }

  @Test func todayOpensTheDaysNoteFromTheDailyTemplateAndTheSameOneAgain() async throws {
    fixture.writeScreensNotes()
    writeTemplate("daily.md", "# {{date}}\n\n{{plans}}\n")
    let log = OpenedNote.Log()
    let (driver, browser) = await fixture.start { browser in
      browser.opener = { opening in OpenedNote(path: opening.path, log: log) }
    }
    await driver.type("n")
    let path = fixture.notes + "/\(today).md"
    #expect(await driver.waitUntil { log.paths == [path] })
    #expect(fixture.read("\(today).md") == "# \(today)\n\n{{plans}}\n")
    await driver.press(KeyChord(.escape))
    #expect(await driver.waitUntil { browser.list.selected?.title == today })
    await driver.type("n")
    #expect(await driver.waitUntil { log.paths == [path, path] })
    #expect(
      fixture.names == [
        ".templates", "\(today).md", "Groceries.md", "Ideas.txt", "Meeting notes 2026-11-28.md",
      ])
  }

  @Test func todayAndTagsShowInTheHelpBarWhenThereIsRoom() async throws {
    fixture.writeScreensNotes()
    let (driver, _) = await fixture.start(size: TerminalSize(columns: 110, rows: 16))
    #expect(
      driver.lines.last
        == " ⏎ open  a add  r rename  t tag  e description  d delete  / filter  ^C quit  n today  # tags  s sort"
    )
  }

  @Test func addingWithTemplatesAsksWhichAndFillsThePlaceholders() async throws {
    fixture.writeScreensNotes()
    writeTemplate("Meeting.md", "# {{title}}\n{{date}} {{time}} {{attendees}}\n")
    writeTemplate("Journal.md", "{{date}}\n")
    let log = OpenedNote.Log()
    let (driver, _) = await fixture.start { browser in
      browser.opener = { opening in OpenedNote(path: opening.path, log: log) }
    }
    await driver.type("a")
    await driver.type("Standup")
    await driver.press(KeyChord(.enter))
    try await driver.expectScreen(.showing("Start from"))
    #expect(
      driver.lines[0...6] == [
        " ‹ Cancel                          Start from                            Done ›",
        " ──────────────────────────────────────────────────────────────────────────────",
        " Type to filter",
        " ›   Blank note",
        "     Journal",
        "     Meeting",
        "",
      ])
    await driver.press(KeyChord(.down))
    await driver.press(KeyChord(.down))
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { log.paths == [fixture.notes + "/Standup.md"] })
    #expect(fixture.read("Standup.md") == "# Standup\n\(NotesFixture.now.localText) {{attendees}}\n")
  }

  @Test func blankNoteFirstMakesAnEmptyNoteAndCancelMakesNone() async throws {
    fixture.writeScreensNotes()
    writeTemplate("Meeting.md", "# {{title}}\n")
    let log = OpenedNote.Log()
    let (driver, _) = await fixture.start { browser in
      browser.opener = { opening in OpenedNote(path: opening.path, log: log) }
    }
    await driver.type("a")
    await driver.type("Nothing")
    await driver.press(KeyChord(.enter))
    try await driver.expectScreen(.showing("Start from"))
    await driver.press(KeyChord(.escape))
    try await driver.expectScreen(.showing("3 notes"))
    #expect(fixture.read("Nothing.md") == nil)
    await driver.type("a")
    await driver.type("Empty")
    await driver.press(KeyChord(.enter))
    try await driver.expectScreen(.showing("Start from"))
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { log.paths == [fixture.notes + "/Empty.md"] })
    #expect(fixture.read("Empty.md") == "")
  }

  @Test func withoutTemplatesAddingOpensTheNoteAtOnce() async throws {
    fixture.writeScreensNotes()
    mkdir(fixture.notes + "/.templates", 0o755)
    let log = OpenedNote.Log()
    let (driver, _) = await fixture.start { browser in
      browser.opener = { opening in OpenedNote(path: opening.path, log: log) }
    }
    await driver.type("a")
    await driver.type("Plain")
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { log.paths == [fixture.notes + "/Plain.md"] })
    #expect(!driver.screen.contains("Start from"))
  }

  func writeTaggedNotes() {
    fixture.writeScreensNotes()
    fixture.write("Plan.md", "Call the #work team, then #home\n", age: .seconds(600))
  }

  @Test func theTagListShowsEveryTagWithItsCountMostUsedFirst() async throws {
    writeTaggedNotes()
    let (driver, _) = await fixture.start(indexed: true)
    await driver.type("#")
    try await driver.expectScreen(
      """
       Tags                                                                    3 tags
       ──────────────────────────────────────────────────────────────────────────────
       › #home                                                                      2
         #work                                                                      2
         #q4                                                                        1









       ──────────────────────────────────────────────────────────────────────────────
       ⏎ show notes  r rename  esc back  ↑↓ move
      """)
  }

  @Test func choosingATagShowsTheNotesWithIt() async throws {
    writeTaggedNotes()
    let (driver, browser) = await fixture.start(indexed: true)
    await driver.type("#")
    try await driver.expectScreen(.showing("3 tags"))
    await driver.press(KeyChord(.down))
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { browser.isSettled && browser.list.query == "#work" })
    #expect(driver.lines[2].hasPrefix(" / #work"))
    #expect(driver.lines[2].hasSuffix("2 of 4"))
    #expect(
      Set(browser.list.shown.map { browser.list.notes[$0].title }) == ["Meeting notes 2026-11-28", "Plan"])
  }

  @Test func escInTheTagListGoesBackWithNothingChosen() async throws {
    writeTaggedNotes()
    let (driver, browser) = await fixture.start(indexed: true)
    await driver.type("#")
    try await driver.expectScreen(.showing("3 tags"))
    await driver.press(KeyChord(.escape))
    try await driver.expectScreen(.showing("4 notes"))
    #expect(browser.list.query.isEmpty)
  }

  @Test func renamingATagChangesItInEveryNote() async throws {
    writeTaggedNotes()
    let (driver, _) = await fixture.start(indexed: true)
    await driver.type("#")
    try await driver.expectScreen(.showing("3 tags"))
    await driver.press(KeyChord(.down))
    await driver.type("r")
    try await driver.expectScreen(.showing("Rename tag"))
    #expect(driver.lines[12].hasPrefix(" │ work"))
    await driver.type("#job")
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { fixture.read("Plan.md") == "Call the #job team, then #home\n" })
    #expect(
      await driver.waitUntil {
        fixture.read("Meeting notes 2026-11-28.md")
          == "---\ntags: [job, q4]\n---\n# Meeting notes 2026-11-28\n\nAgenda: budget review, hiring plan\n"
      })
    try await driver.expectScreen(.showing("#job #q4"))
    try await driver.expectScreen(.showing("#work is #job in 2 notes."))
  }

  @Test func aTagNameThatCannotBeOneIsExplained() async throws {
    writeTaggedNotes()
    let (driver, _) = await fixture.start(indexed: true)
    await driver.type("#")
    try await driver.expectScreen(.showing("3 tags"))
    await driver.type("r")
    await driver.press(KeyChord(.backspace))
    await driver.type("two words")
    try await driver.expectScreen(.showing("A tag is letters, digits, _, - and /, without #."))
    await driver.press(KeyChord(.enter))
    await driver.press(KeyChord(.escape))
    await driver.press(KeyChord(.escape))
    try await driver.expectScreen(.showing("4 notes"))
    #expect(fixture.read("Plan.md") == "Call the #work team, then #home\n")
  }
}
