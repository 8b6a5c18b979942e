import Quire
import QuireTestSupport
import Testing

/// The document browser driven as a person would: the listing, its order, the filter with
/// its highlights, the empty folder, opening a note, the smallest terminal and the mouse.
@MainActor @Suite struct DocumentBrowserTests {
  let fixture = NotesFixture()

  @Test func theListingLooksAsScreensShowsIt() async throws {
    fixture.writeScreensNotes()
    let (driver, _) = await fixture.start()
    #expect(
      driver.screen == """
         Notes                                                                  ~/notes
         ──────────────────────────────────────────────────────────────────────────────
         / filter                                                3 notes · newest first
         › Groceries                                              #home       2 min ago
             milk, eggs, bread for the weekend
           Meeting notes 2026-11-28                               #work #q4   yesterday
             Agenda: budget review, hiring plan
           Ideas                                                             3 days ago
             A terminal app that remembers what I typed



         ──────────────────────────────────────────────────────────────────────────────
         Description  Weekly shopping list for the family; keep staples at the top    ›
         ──────────────────────────────────────────────────────────────────────────────
         ⏎ open  a add  r rename  t tag  e description  d delete  / filter  ^C quit
        """)
    #expect(driver.terminal.style(at: CellPosition(column: 3, row: 3)).attributes.contains(.bold), "cursor")
    #expect(!driver.terminal.style(at: CellPosition(column: 3, row: 5)).attributes.contains(.bold))
    #expect(
      driver.terminal.style(at: CellPosition(column: 5, row: 4)).attributes.contains(.dim), "first line")
  }

  @Test func theCursorMovesAndTheDescriptionFollows() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start()
    await driver.press(KeyChord(.down))
    #expect(browser.list.selected?.title == "Meeting notes 2026-11-28")
    #expect(
      driver.lines[5] == " › Meeting notes 2026-11-28                               #work #q4   yesterday")
    #expect(
      driver.lines[13] == " Description                                                                  ›")
    await driver.press(KeyChord(.end))
    #expect(browser.list.selected?.title == "Ideas")
  }

  @Test func sortingByNameKeepsTheCursorOnItsNote() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start()
    await driver.press(KeyChord(.down))
    await driver.type("s")
    #expect(browser.list.notes.map(\.title) == ["Groceries", "Ideas", "Meeting notes 2026-11-28"])
    #expect(driver.lines[2].hasSuffix("3 notes · by name"))
    #expect(
      driver.lines[7] == " › Meeting notes 2026-11-28                               #work #q4   yesterday")
    #expect(
      driver.lines.last == " ⏎ open  a add  r rename  t tag  e description  d delete  / filter  ^C quit")
    await driver.type("s")
    #expect(browser.list.notes.map(\.title) == ["Groceries", "Meeting notes 2026-11-28", "Ideas"])
  }

  @Test func byNameIgnoresCase() async throws {
    for name in ["banana.md", "Apple.md", "cherry.txt"] { fixture.write(name, "x") }
    let (_, browser) = await fixture.start { $0.sort = .byName }
    #expect(browser.list.notes.map(\.title) == ["Apple", "banana", "cherry"])
  }

  @Test func theFilterKeepsMatchesAndHighlightsThem() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start()
    await driver.type("/")
    #expect(driver.lines.last == " ⏎ open  ↑↓ move  tab done  ^C quit")
    await driver.type("ide")
    #expect(
      driver.lines[2...4] == [
        " / ide                                                                   1 of 3",
        " › Ideas                                                             3 days ago",
        "     A terminal app that remembers what I typed",
      ])
    #expect(driver.terminal.cursor == CellPosition(column: 6, row: 2))
    for column in 3...5 {
      let style = driver.terminal.style(at: CellPosition(column: column, row: 3))
      #expect(style.attributes.contains(.underline), "matched at \(column)")
    }
    #expect(!driver.terminal.style(at: CellPosition(column: 6, row: 3)).attributes.contains(.underline))
    #expect(driver.lines.last == " ⏎ open  ↑↓ move  esc clear  tab done  ^C quit")
    await driver.press(KeyChord(.tab))
    #expect(browser.list.query == "ide", "Tab leaves the filter row and keeps the filter")
    #expect(
      driver.lines.last == " ⏎ open  a add  r rename  t tag  e description  d delete  esc clear  ^C quit")
    await driver.press(KeyChord(.escape))
    #expect(browser.list.shown.count == 3)
    #expect(driver.lines[2].hasPrefix(" / filter"))
  }

  @Test func oneEscInTheFilterRowClearsTheFilter() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start()
    await driver.type("/ide")
    #expect(browser.list.shown.count == 1)
    await driver.press(KeyChord(.escape))
    #expect(browser.list.query == "", "the help says Esc clears the filter: one press")
    #expect(browser.list.shown.count == 3)
    #expect(!browser.isFilterFocused)
    #expect(driver.lines[2].hasPrefix(" / filter"))
    #expect(
      driver.lines.last == " ⏎ open  a add  r rename  t tag  e description  d delete  / filter  ^C quit")
    await driver.type("/")
    await driver.press(KeyChord(.escape))
    #expect(!browser.isFilterFocused, "with no filter, Esc leaves the row")
  }

  @Test func theFilterMatchesTagsToo() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start()
    await driver.type("/")
    await driver.type("#q4")
    #expect(browser.list.shown.map { browser.list.notes[$0].title } == ["Meeting notes 2026-11-28"])
    // `#work #q4` starts at column 59: the `#q4` of it at 65.
    #expect(driver.lines[3].hasSuffix(" #work #q4  yesterday"))
    let column = 65
    #expect(driver.terminal.style(at: CellPosition(column: column, row: 3)).attributes.contains(.underline))
    #expect(
      driver.terminal.style(at: CellPosition(column: column + 2, row: 3)).attributes.contains(.underline))
  }

  @Test func aFilterMatchingNothingSaysSo() async throws {
    fixture.writeScreensNotes()
    let (driver, _) = await fixture.start()
    await driver.type("/")
    await driver.type("zzz")
    #expect(driver.lines[3] == "   No notes match.")
    #expect(driver.lines.last == " ⏎ open  ↑↓ move  esc clear  tab done  ^C quit")
    await driver.press(KeyChord(.enter))
    #expect(driver.lines[3] == "   No notes match.", "nothing to open")
  }

  @Test func anEmptyFolderSaysWhatToDo() async throws {
    let (driver, _) = await fixture.start(size: TerminalSize(columns: 50, rows: 8))
    #expect(
      driver.screen == """
         Notes                                    ~/notes
         / filter
           No notes yet. Press a to add one.




         a add  / filter  ^C quit  n today  s sort
        """)
  }

  @Test func returnOpensTheNoteAndTheListComesBackAfter() async throws {
    fixture.writeScreensNotes()
    let log = OpenedNote.Log()
    let (driver, browser) = await fixture.start { browser in
      browser.opener = { opening in OpenedNote(path: opening.path, text: "changed\n", log: log) }
    }
    await driver.press(KeyChord(.down))
    await driver.press(KeyChord(.enter))
    #expect(log.paths == [fixture.notes + "/Meeting notes 2026-11-28.md"])
    #expect(driver.lines[0] == "Editing " + fixture.notes + "/Meeting notes 2026-11-28.md")
    await driver.press(KeyChord(.escape))
    #expect(await driver.waitUntil { browser.list.selected?.preview == "changed" })
    #expect(browser.list.selected?.title == "Meeting notes 2026-11-28")
  }

  @Test func aNoteChangedByAnotherProgramIsShown() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start { $0.options.watchInterval = .milliseconds(20) }
    fixture.write("New from elsewhere.md", "hello from a script\n", age: .zero)
    #expect(await driver.waitUntil { browser.list.notes.count == 4 && browser.isSettled })
    #expect(await driver.waitUntil { driver.screen.contains("hello from a script") })
    #expect(driver.lines[3].hasPrefix("   New from elsewhere"), "newest first")
    #expect(driver.lines[5].hasPrefix(" › Groceries"), "the cursor stays on its note")
  }

  @Test func itWorksAtTwentyBySix() async throws {
    fixture.writeScreensNotes()
    let (driver, _) = await fixture.start(size: TerminalSize(columns: 20, rows: 6))
    #expect(
      driver.screen == """
         Notes      ~/notes
         / filter
         › Groceries
             milk, eggs, b…
           Meeting notes 2…
         ⏎ open  a add
        """)
  }

  @Test func theMouseSelectsOpensAndScrolls() async throws {
    for index in 0..<12 {
      fixture.write("Note \(index).md", "text \(index)\n", age: .seconds(60 * (index + 1)))
    }
    let log = OpenedNote.Log()
    let (driver, browser) = await fixture.start { browser in
      browser.opener = { opening in OpenedNote(path: opening.path, log: log) }
    }
    await driver.click(column: 10, row: 6)
    #expect(browser.list.selected?.title == "Note 1")
    #expect(log.paths.isEmpty)
    await driver.click(column: 10, row: 5)
    #expect(log.paths == [fixture.notes + "/Note 1.md"], "a click on the note under the cursor opens it")
    await driver.press(KeyChord(.escape))
    await driver.send(.mouse(MouseEvent(kind: .wheelDown, button: .none, column: 10, row: 5)))
    #expect(driver.lines[3].hasPrefix(" › Note 3"), "the wheel takes the cursor along")
    await driver.click(column: 30, row: 2)
    #expect(browser.isFilterFocused, "a click on the filter row gives it the keys")
  }

  @Test func returnWithNoOpenerRingsTheBellAndTheHelpPromisesNoOpen() async throws {
    fixture.write("Groceries.md", "milk\n")
    let (driver, browser) = await fixture.start { $0.opener = nil }
    #expect(browser.list.selected?.title == "Groceries")
    #expect(!driver.screen.contains("open"), "\(driver.screen)")
    await driver.type("/")
    #expect(!driver.screen.contains("open"), "\(driver.screen)")
    await driver.press(KeyChord(.escape))
    #expect(!driver.terminal.performedCommands.contains(.bell))
    await driver.press(KeyChord(.enter))
    #expect(driver.terminal.performedCommands.contains(.bell), "Return had nothing to open the note in")
  }

  @Test func aBinaryNoteIsLabelledNotShownGarbled() async throws {
    let elf: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x1B, 0x5B, 0x32, 0x4A]
    try TemporaryFolder.writeFile(elf, to: fixture.notes + "/program.md")
    let (driver, browser) = await fixture.start()
    #expect(browser.list.notes.first?.head?.isBinary == true)
    #expect(driver.lines[4] == "     binary data, not shown", "\(driver.screen)")
  }
}
