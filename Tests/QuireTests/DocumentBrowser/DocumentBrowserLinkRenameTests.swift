import Quire
import QuireTestSupport
import Testing

/// Renaming a note other notes link to, through `AppDriver`, as a person does it: `r`, the
/// new name, Return; the browser asks whether the links in the notes that have them are to
/// follow, and updates them (each note saved) or leaves them; with the note index up to date
/// and without one (the files read).
@MainActor @Suite struct DocumentBrowserLinkRenameTests {
  let fixture = NotesFixture()

  /// `Groceries` (the newest, so under the cursor), linked from `Plan` twice and from `Trip`
  /// by a Markdown link; `Ideas` links elsewhere.
  func writeLinkedNotes() {
    fixture.write("Groceries.md", "milk, eggs\n", age: .seconds(60))
    fixture.write(
      "Plan.md", "buy [[Groceries]] first\nthen [[groceries|the list]] again\n", age: .seconds(600))
    fixture.write("Trip.md", "pack [the list](Groceries.md)\n", age: .seconds(900))
    fixture.write("Ideas.md", "see [[Plan]]\n", age: .seconds(1200))
  }

  func rename(to name: String, driver: AppDriver<Void?>, browser: DocumentBrowser) async throws {
    #expect(browser.list.selected?.title == "Groceries")
    await driver.type("r")
    try await driver.expectScreen(.showing("Rename"))
    await driver.type(name)
    await driver.press(KeyChord(.enter))
  }

  @Test(arguments: [true, false])
  func acceptingTheOfferUpdatesTheLinksInEveryNoteThatHasThem(indexed: Bool) async throws {
    writeLinkedNotes()
    let (driver, browser) = await fixture.start(indexed: indexed)
    try await rename(to: "Shopping", driver: driver, browser: browser)
    try await driver.expectScreen(.showing("Update links in 2 notes?"))
    try await driver.expectScreen(.showing("They link to “Groceries”; each would link to “Shopping”"))
    #expect(fixture.names == ["Ideas.md", "Plan.md", "Shopping.md", "Trip.md"])
    #expect(fixture.read("Plan.md") == "buy [[Groceries]] first\nthen [[groceries|the list]] again\n")
    await driver.press(KeyChord(.enter))
    try await driver.expectScreen(.showing("Links updated in 2 notes."))
    #expect(fixture.read("Plan.md") == "buy [[Shopping]] first\nthen [[Shopping|the list]] again\n")
    #expect(fixture.read("Trip.md") == "pack [the list](Shopping.md)\n")
    #expect(fixture.read("Ideas.md") == "see [[Plan]]\n")
    #expect(fixture.read("Shopping.md") == "milk, eggs\n")
    #expect(await driver.waitUntil { browser.list.selected?.title == "Shopping" })
  }

  @Test func leavingTheLinksChangesNoOtherNote() async throws {
    writeLinkedNotes()
    let (driver, browser) = await fixture.start(indexed: true)
    try await rename(to: "Shopping", driver: driver, browser: browser)
    try await driver.expectScreen(.showing("Update links in 2 notes?"))
    await driver.press(KeyChord(.escape))
    try await driver.expectScreen(.notShowing("Update links"))
    #expect(await driver.waitUntil { browser.list.selected?.title == "Shopping" })
    #expect(!driver.screen.contains("Links updated"))
    #expect(fixture.read("Plan.md") == "buy [[Groceries]] first\nthen [[groceries|the list]] again\n")
    #expect(fixture.read("Trip.md") == "pack [the list](Groceries.md)\n")
  }

  @Test func oneLinkingNoteIsAskedAboutInTheSingular() async throws {
    fixture.write("Groceries.md", "milk\n", age: .seconds(60))
    fixture.write("Plan.md", "buy [[Groceries]]\n", age: .seconds(600))
    let (driver, browser) = await fixture.start(indexed: true)
    try await rename(to: "Shopping", driver: driver, browser: browser)
    try await driver.expectScreen(.showing("Update links in 1 note?"))
    try await driver.expectScreen(.showing("It links to “Groceries”; it would link to “Shopping”"))
    await driver.press(KeyChord(.enter))
    try await driver.expectScreen(.showing("Links updated in 1 note."))
    #expect(fixture.read("Plan.md") == "buy [[Shopping]]\n")
  }
}

/// A letter that is no key in the browser's list is not dropped unseen.
@MainActor @Suite struct DocumentBrowserUnboundKeyTests {
  let fixture = NotesFixture()

  @Test func aLetterThatIsNoKeyRingsAndSaysWhereTypingGoes() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start()
    await driver.type("x")
    try await driver.expectScreen(.showing("x is not a key here: / searches the notes."))
    #expect(driver.terminal.performedCommands == [.bell])
    #expect(browser.list.query.isEmpty && fixture.names.count == 3, "nothing else changed")
    // The next key clears the line; a bound letter still does what it says.
    await driver.type("/")
    try await driver.expectScreen(.notShowing("is not a key here"))
    #expect(browser.isFilterFocused)
  }
}
