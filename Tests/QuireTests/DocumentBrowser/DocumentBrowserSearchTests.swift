import Quire
import QuireTestSupport
import Testing

/// The browser's field searching through a note index, drawn: the line each note was found
/// on under its title, the match highlighted (underlined, so it shows without colour), the
/// count at the top, the row that offers to create a note, and Return doing what it offers.
@MainActor @Suite struct DocumentBrowserSearchTests {
  let fixture = NotesFixture()

  @Test func aWordInABodyShowsTheLineItIsOnWithTheMatchUnderlined() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start(indexed: true)
    #expect(driver.lines[2].hasPrefix(" / search, or name a new note"))
    #expect(
      driver.lines.last == " ⏎ open  a add  r rename  t tag  e description  d delete  / search  ^C quit")
    await driver.type("/budget")
    _ = await driver.waitUntil { browser.isSettled }
    #expect(
      driver.lines[2...5] == [
        " / budget                                                                1 of 3",
        " › Meeting notes 2026-11-28                                #work #q4  yesterday",
        "     Agenda: budget review, hiring plan",
        "",
      ])
    let start = "     Agenda: ".count
    for column in start..<(start + 6) {
      #expect(
        driver.terminal.style(at: CellPosition(column: column, row: 4)).attributes.contains(.underline),
        "matched at \(column)")
    }
    #expect(
      !driver.terminal.style(at: CellPosition(column: start + 6, row: 4)).attributes.contains(.underline))
  }

  @Test func aWordInTheNameIsHighlightedInTheTitle() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start(indexed: true)
    await driver.type("/gro")
    _ = await driver.waitUntil { browser.isSettled }
    #expect(driver.lines[3].hasPrefix(" › Groceries"))
    for column in 3...5 {
      #expect(driver.terminal.style(at: CellPosition(column: column, row: 3)).attributes.contains(.underline))
    }
    #expect(!driver.terminal.style(at: CellPosition(column: 6, row: 3)).attributes.contains(.underline))
  }

  @Test func nothingFoundOffersToCreateAndReturnCreatesAndOpensTheNote() async throws {
    fixture.writeScreensNotes()
    let log = OpenedNote.Log()
    let (driver, browser) = await fixture.start(indexed: true) { browser in
      browser.opener = { opening in OpenedNote(path: opening.path, log: log) }
    }
    await driver.type("/Packing list")
    _ = await driver.waitUntil { browser.isSettled }
    #expect(driver.lines[2].hasSuffix("0 of 3"))
    #expect(driver.lines[3] == "   No notes match. Return creates “Packing list”.")
    #expect(driver.lines.last == " ⏎ create  ↑↓ move  esc clear  tab done  ^C quit")
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { log.paths == [fixture.notes + "/Packing list.md"] })
    #expect(fixture.names == ["Groceries.md", "Ideas.txt", "Meeting notes 2026-11-28.md", "Packing list.md"])
  }

  @Test func aQueryThatCannotNameANoteIsOfferedNoCreateAndSaysWhy() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start(indexed: true)
    await driver.type("/milk/eggs")
    _ = await driver.waitUntil { browser.isSettled }
    #expect(browser.list.shown.isEmpty)
    #expect(driver.lines[3] == "   No notes match. A name cannot contain /.")
    #expect(driver.lines.last == " ↑↓ move  esc clear  tab done  ^C quit")
    await driver.press(KeyChord(.enter))
    #expect(driver.lines[driver.lines.count - 2] == " A name cannot contain /.")
    #expect(fixture.names.count == 3, "nothing made")
  }

  @Test func returnOpensTheBestResultFindingTheQuery() async throws {
    fixture.writeScreensNotes()
    var opened: [NoteOpening] = []
    let log = OpenedNote.Log()
    let (driver, browser) = await fixture.start(indexed: true) { browser in
      browser.opener = { opening in
        opened.append(opening)
        return OpenedNote(path: opening.path, log: log)
      }
    }
    await driver.type("/hiring #q4")
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { !opened.isEmpty })
    #expect(opened == [NoteOpening(path: fixture.notes + "/Meeting notes 2026-11-28.md", find: "hiring")])
    #expect(browser.list.query == "hiring #q4")
  }
}
