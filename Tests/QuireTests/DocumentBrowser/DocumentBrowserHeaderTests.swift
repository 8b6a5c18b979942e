import Quire
import QuireTestSupport
import Testing

/// Tagging a note (the selection list, with the remembered history `tags`) and describing it
/// (the field editor), both written to the note's front matter, the rest kept byte for byte.
@MainActor @Suite struct DocumentBrowserHeaderTests {
  let fixture = NotesFixture()

  @Test func aNewTagThroughOtherIsWrittenAndRememberedInTheNextRun() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start()
    await driver.type("t")
    #expect(driver.lines[0].contains("Tags"))
    #expect(
      zip(driver.lines[3...6], [" › ✓ home", "     q4", "     work", "     Other… "]).allSatisfy {
        $0.hasPrefix($1)
      }, "every tag of the folder, the note's own checked")
    await driver.press(KeyChord(.end))
    await driver.press(KeyChord(.enter))
    #expect(driver.screen.contains("New value"))
    await driver.type("errands")
    await driver.press(KeyChord(.enter))
    #expect(driver.lines[2].hasSuffix("2 chosen"))
    await driver.press(KeyChord(.enter))
    #expect(driver.lines[3].contains("#home #errands"), "shown at once")
    #expect(
      await driver.waitUntil {
        fixture.read("Groceries.md")
          == "---\ntags: [home, errands]\ndescription: Weekly shopping list for the family; keep staples at the top\n---\nmilk, eggs, bread for the weekend\n"
      })
    _ = await driver.waitUntil { browser.isSettled && browser.list.selected?.tags == ["home", "errands"] }

    // The next run: no note has the tag any more, the history still offers it.
    fixture.write("Groceries.md", "milk\n", age: .seconds(60))
    let (next, _) = await fixture.start()
    await next.press(KeyChord(.end))
    await next.type("t")
    #expect(next.lines[3...7].contains { $0.contains("errands") })
    await next.press(KeyChord(.escape))
    #expect(fixture.read("Ideas.txt") == "A terminal app that remembers what I typed\n")
  }

  @Test func cancelLeavesTheTagsAsTheyWere() async throws {
    fixture.writeScreensNotes()
    let before = fixture.read("Meeting notes 2026-11-28.md")
    let (driver, browser) = await fixture.start()
    await driver.press(KeyChord(.down))
    await driver.type("t")
    await driver.press(.character(" "))
    await driver.press(KeyChord(.escape))
    #expect(driver.lines[0].hasPrefix(" Notes"))
    await driver.advance(by: .milliseconds(100))
    #expect(browser.list.selected?.tags == ["work", "q4"])
    #expect(fixture.read("Meeting notes 2026-11-28.md") == before)
  }

  @Test func unchoosingEveryTagRemovesTheHeaderQuireAdded() async throws {
    fixture.write("Plain.md", "Just text\n")
    let (driver, browser) = await fixture.start()
    await driver.type("t")
    await driver.press(KeyChord(.enter))
    await driver.type("idea")
    await driver.press(KeyChord(.enter))
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { fixture.read("Plain.md") == "---\ntags: [idea]\n---\nJust text\n" })
    _ = await driver.waitUntil { browser.isSettled }
    await driver.type("t")
    await driver.press(.character(" "))
    #expect(driver.lines[2].hasSuffix("0 chosen"))
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { fixture.read("Plain.md") == "Just text\n" })
  }

  @Test func theDescriptionIsEditedFullScreenAndWrittenToTheHeader() async throws {
    fixture.writeScreensNotes()
    let (driver, browser) = await fixture.start()
    await driver.type("e")
    #expect(driver.lines[0].contains("Description"))
    #expect(driver.lines[2].hasPrefix(" Weekly shopping list"))
    await driver.press(KeyChord(.end))
    await driver.type(", and snacks")
    await driver.press(.control("s"))
    #expect(driver.lines[0].hasPrefix(" Notes"))
    #expect(driver.lines[13].contains("keep staples at the top,…"), "shown at once")
    #expect(
      await driver.waitUntil {
        fixture.read("Groceries.md")
          == "---\ntags: [home]\ndescription: Weekly shopping list for the family; keep staples at the top, and snacks\n---\nmilk, eggs, bread for the weekend\n"
      })
    _ = await driver.waitUntil { browser.isSettled }
    #expect(
      browser.list.selected?.description
        == "Weekly shopping list for the family; keep staples at the top, and snacks")
  }

  @Test func aNoteWithoutHeaderGainsOneAndCancelWritesNothing() async throws {
    fixture.write("Ideas.md", "# Ideas\n\nA terminal app\n")
    let (driver, _) = await fixture.start()
    await driver.type("e")
    await driver.type("Things to build")
    await driver.press(KeyChord(.escape))
    #expect(driver.lines[0].hasPrefix(" Notes"))
    await driver.advance(by: .milliseconds(100))
    #expect(fixture.read("Ideas.md") == "# Ideas\n\nA terminal app\n")
    await driver.type("e")
    await driver.type("Things to build")
    await driver.press(.control("s"))
    #expect(
      await driver.waitUntil {
        fixture.read("Ideas.md") == "---\ndescription: Things to build\n---\n# Ideas\n\nA terminal app\n"
      })
  }

  @Test func aHeaderQuireCannotReadIsLeftAloneAndSaidSo() async throws {
    let broken = "---\ntags: [home\n---\nmilk\n"
    fixture.write("Groceries.md", broken)
    let (driver, browser) = await fixture.start()
    await driver.type("t")
    await driver.press(KeyChord(.enter))
    await driver.type("errands")
    await driver.press(KeyChord(.enter))
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { browser.notice != nil })
    #expect(fixture.read("Groceries.md") == broken)
    #expect(await driver.waitUntil { browser.isSettled && browser.list.selected?.tags == [] })
  }
}
