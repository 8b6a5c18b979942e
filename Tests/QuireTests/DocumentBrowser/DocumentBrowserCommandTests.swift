import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The browser's commands through `AppDriver`: add with a refused name, rename in edit mode,
/// delete to the trash after a confirmation.
@MainActor @Suite struct DocumentBrowserCommandTests {
  let fixture = NotesFixture()

  @Test func addRefusesATakenNameThenCreatesAndOpensTheNote() async throws {
    fixture.writeScreensNotes()
    let log = OpenedNote.Log()
    let (driver, browser) = await fixture.start { browser in
      browser.opener = { opening in OpenedNote(path: opening.path, text: "apples, pears\n", log: log) }
    }
    await driver.type("a")
    #expect(
      driver.lines[11] == " ┌─ New note ─────────────────────────────────────────────────────────────────┐")
    await driver.type("groceries")
    #expect(
      driver.lines[10...14] == [
        " ┌─ New note ─────────────────────────────────────────────────────────────────┐",
        " │ groceries                                                                  │",
        " │ ! A note with this name already exists.                                    │",
        " │                                                 [ Okay ⏎ ]  [ Cancel esc ] │",
        " └────────────────────────────────────────────────────────────────────────────┘",
      ])
    await driver.press(KeyChord(.enter))
    #expect(driver.lines[12].contains("already exists"), "Okay is refused while the name is taken")
    #expect(fixture.names == ["Groceries.md", "Ideas.txt", "Meeting notes 2026-11-28.md"])
    for _ in 0..<9 { await driver.press(KeyChord(.backspace)) }
    await driver.type("Fruit")
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { log.paths == [fixture.notes + "/Fruit.md"] })
    #expect(fixture.names == ["Fruit.md", "Groceries.md", "Ideas.txt", "Meeting notes 2026-11-28.md"])
    await driver.press(KeyChord(.escape))
    #expect(await driver.waitUntil { browser.list.selected?.preview == "apples, pears" })
    #expect(browser.list.selected?.title == "Fruit")
  }

  @Test(arguments: [
    ("a/b", "! A name cannot contain /."), ("..", "! A name cannot start with a dot."),
    (".hidden", "! A name cannot start with a dot."), ("Ideas", "! A note with this name already exists."),
    (String(repeating: "x", count: 253), "! The name is too long."),
  ])
  func namesThatCannotBeNotesAreExplained(typed: String, message: String) async throws {
    fixture.writeScreensNotes()
    let (driver, _) = await fixture.start()
    await driver.type("a")
    await driver.type(typed)
    #expect(driver.lines[12].hasPrefix(" │ " + message))
    await driver.press(KeyChord(.enter))
    await driver.press(KeyChord(.escape))
    #expect(fixture.names == ["Groceries.md", "Ideas.txt", "Meeting notes 2026-11-28.md"])
  }

  @Test func aPastedNameWithControlCharactersIsRefused() async throws {
    fixture.writeScreensNotes()
    let (driver, _) = await fixture.start()
    await driver.type("a")
    await driver.paste("bad\u{1}name")
    #expect(driver.lines[12].hasPrefix(" │ ! A name cannot contain control characters."), "\(driver.screen)")
    await driver.press(KeyChord(.enter))
    await driver.press(KeyChord(.escape))
    #expect(fixture.names == ["Groceries.md", "Ideas.txt", "Meeting notes 2026-11-28.md"])
  }

  @Test func renameStartsWithTheTitleSelectedAndKeepsTheExtension() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start()
    await driver.press(KeyChord(.end))
    await driver.type("r")
    #expect(
      driver.lines[11] == " ┌─ Rename ───────────────────────────────────────────────────────────────────┐")
    #expect(driver.lines[12].hasPrefix(" │ Ideas "))
    #expect(driver.terminal.style(at: CellPosition(column: 3, row: 12)).attributes.contains(.reverse))
    await driver.type("Plans")
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { browser.list.selected?.title == "Plans" })
    #expect(fixture.names == ["Groceries.md", "Meeting notes 2026-11-28.md", "Plans.txt"])
    #expect(fixture.read("Plans.txt") == "A terminal app that remembers what I typed\n")
  }

  @Test func renamingToATakenNameIsRefusedButOnlyCaseMayChange() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start()
    await driver.type("r")
    await driver.type("ideas")
    #expect(driver.screen.contains("A note with this name already exists."))
    await driver.press(KeyChord(.escape))
    await driver.type("r")
    await driver.type("GROCERIES")
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { browser.list.selected?.title == "GROCERIES" })
    #expect(fixture.names == ["GROCERIES.md", "Ideas.txt", "Meeting notes 2026-11-28.md"])
  }

  @Test func deleteAsksFirstAndMovesTheNoteToTheTrash() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start()
    await driver.type("d")
    #expect(driver.screen.contains("Delete “Groceries”?"))
    #expect(driver.screen.contains("It goes to the trash."))
    await driver.press(KeyChord(.enter))
    #expect(fixture.names.count == 3, "Cancel is the default")
    await driver.type("d")
    await driver.press(KeyChord(.left))
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { browser.list.notes.count == 2 })
    #expect(fixture.names == ["Ideas.txt", "Meeting notes 2026-11-28.md"])
    let trashed = fixture.temporary.file("data/Trash/files/Groceries.md")
    #expect(
      RepositoryFile.contents(atPath: trashed).map { String(decoding: $0, as: UTF8.self) }?.hasSuffix(
        "milk, eggs, bread for the weekend\n") == true)
    let info = RepositoryFile.contents(
      atPath: fixture.temporary.file("data/Trash/info/Groceries.md.trashinfo"))
    #expect(info.map { String(decoding: $0, as: UTF8.self) }?.hasPrefix("[Trash Info]\nPath=") == true)
    #expect(browser.list.selected?.title == "Meeting notes 2026-11-28")
  }

  @Test func aFailureIsSaidUntilTheNextKey() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start()
    await driver.type("r")
    await driver.type("Elsewhere")
    // Another program takes the note away before the rename runs.
    TemporaryFolder.remove(fixture.notes + "/Groceries.md")
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { browser.notice != nil })
    #expect(driver.lines[14].hasPrefix(" cannot rename"))
    await driver.press(KeyChord(.down))
    #expect(browser.notice == nil)
    #expect(driver.lines[14].hasPrefix(" ───"))
  }

  @Test(arguments: [243, 248, 252])
  func aNoteWhoseNameIsNearTheLimitCanBeDeleted(byteCount: Int) async throws {
    let name = String(repeating: "x", count: byteCount - 3) + ".md"
    fixture.write(name, "long\n")
    let (driver, browser) = await fixture.start()
    await driver.type("d")
    await driver.press(KeyChord(.left))
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { browser.list.notes.isEmpty || browser.notice != nil })
    #expect(browser.notice == nil)
    #expect(fixture.names.isEmpty)
    #expect(DirectoryListing.names(in: fixture.temporary.file("data/Trash/files")).count == 1)
  }

  @Test func aLongFailureKeepsItsReasonOnTheScreen() async throws {
    let title = String(repeating: "long name ", count: 12) + "end"
    fixture.write(title + ".md", "x")
    let (driver, browser) = await fixture.start()
    await driver.type("r")
    await driver.type("Elsewhere")
    TemporaryFolder.remove(fixture.notes + "/" + title + ".md")
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { browser.notice != nil })
    let line = driver.lines[14]
    #expect(line.hasPrefix(" cannot rename "), "\(line)")
    #expect(line.contains(" to Elsewhere.md: no such file or folder"), "the reason is seen: \(line)")
    #expect(line.contains("…"))
  }

  /// Writes `bytes` to the file of the notes folder whose name is the bytes `name`.
  func writeFile(named name: [UInt8], _ bytes: [UInt8]) {
    let path = (Array(fixture.notes.utf8) + [UInt8(ascii: "/")] + name + [0]).map { CChar(bitPattern: $0) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
  }

  @Test func aNoteWhoseNameIsNotUTF8IsShownEscapedAndRenamedByItsBytes() async throws {
    writeFile(named: Array("bad".utf8) + [0xFF] + Array("name.md".utf8), Array("hello\n".utf8))
    let (driver, browser) = await fixture.start()
    #expect(browser.list.notes.map(\.title) == ["bad\\xFFname"])
    #expect(driver.lines[3].hasPrefix(" › bad\\xFFname "), "\(driver.screen)")
    #expect(driver.lines[4] == "     hello")
    await driver.press(KeyChord(.enter))
    #expect(driver.lines[14].contains("its name is not UTF-8; rename it (r) to open it"), "\(driver.screen)")
    await driver.type("r")
    await driver.type("Good")
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { browser.list.selected?.title == "Good" })
    #expect(fixture.names == ["Good.md"])
    #expect(fixture.read("Good.md") == "hello\n")
  }

  @Test func aNoteWhoseNameIsNotUTF8IsDeletedByItsBytes() async throws {
    writeFile(named: Array("caf".utf8) + [0xE9] + Array(".md".utf8), Array("latin\n".utf8))
    let (driver, browser) = await fixture.start()
    await driver.type("d")
    #expect(driver.screen.contains("Delete “caf\\xE9”?"))
    await driver.press(KeyChord(.left))
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { browser.list.notes.isEmpty || browser.notice != nil })
    #expect(browser.notice == nil)
    #expect(fixture.names.isEmpty)
    #expect(DirectoryListing.names(in: fixture.temporary.file("data/Trash/files")) == ["caf\\xE9.md"])
  }
}
