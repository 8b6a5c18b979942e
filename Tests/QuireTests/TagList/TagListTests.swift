import Quire
import QuireTestSupport
import Testing

/// The tag list alone: its rows at the smallest size, a click to choose, Esc to go back, the
/// rename overlay refusing what cannot be a tag, and the empty list.
@MainActor @Suite struct TagListTests {
  static let tags = [
    TagCount(tag: "work", count: 12), TagCount(tag: "home", count: 4), TagCount(tag: "q4", count: 1),
  ]

  func start(_ tags: [TagCount] = tags, size: TerminalSize = TerminalSize(columns: 40, rows: 10)) async
    -> AppDriver<TagListResult?>
  {
    await AppDriver(size: size) { stack in try await stack.push(TagList(tags: tags)) }
  }

  @Test func rowsShowEachTagWithItsCount() async throws {
    let driver = await start()
    #expect(
      driver.screen == """
         Tags                            3 tags
         ──────────────────────────────────────
         › #work                             12
           #home                              4
           #q4                                1



         ──────────────────────────────────────
         ⏎ show notes  r rename  esc back
        """)
  }

  /// The help bar keeps the items that fit whole, from the first.
  @Test func aTerminalTooShortForRulesShowsTheTagsAlone() async throws {
    let driver = await start(size: TerminalSize(columns: 20, rows: 5))
    #expect(
      driver.screen == """
         Tags        3 tags
         › #work         12
           #home          4
           #q4            1
         ⏎ show notes
        """)
  }

  @Test func returnChoosesTheTagUnderTheCursor() async throws {
    let driver = await start()
    await driver.press(KeyChord(.down), KeyChord(.enter))
    #expect(try await driver.result() == .filter("home"))
  }

  @Test func aClickMovesTheCursorAndASecondChooses() async throws {
    let driver = await start()
    await driver.click(column: 5, row: 4)
    #expect(driver.lines[4].hasPrefix(" › #q4"))
    await driver.click(column: 5, row: 4)
    #expect(try await driver.result() == .filter("q4"))
  }

  @Test func escGoesBackWithNothing() async throws {
    let driver = await start()
    await driver.press(KeyChord(.escape))
    #expect(try await driver.result() == nil)
  }

  @Test(arguments: [("job", "job"), ("#job", "job"), (" team/q1 ", "team/q1")])
  func renameFinishesWithTheNewName(typed: String, new: String) async throws {
    let driver = await start()
    await driver.type("r")
    #expect(driver.screen.contains("Rename tag"))
    await driver.paste(typed)
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == .rename(old: "work", new: new))
  }

  @Test(arguments: ["two words", "2024", "", "a.b"])
  func aNameThatCannotBeATagIsRefused(typed: String) async throws {
    let driver = await start()
    await driver.type("r")
    await driver.press(KeyChord(.backspace))
    await driver.paste(typed)
    await driver.press(KeyChord(.enter))
    #expect(driver.screen.contains("Rename tag"), "Okay is refused")
    await driver.press(KeyChord(.escape))
    #expect(driver.lines[2].hasPrefix(" › #work"), "back in the list")
  }

  @Test func aTagsControlsAreShownAsSymbolsNeverSent() async throws {
    let driver = await start([TagCount(tag: "red\u{1B}]0;owned\u{7}", count: 1)])
    #expect(driver.lines[2].hasPrefix(" › #red^[]0;owned^G"), "\(driver.screen)")
    #expect(!driver.terminal.lastFrame.contains(0x07), "no BEL written")
  }

  @Test func anEmptyListSaysHowToMakeTags() async throws {
    let driver = await start([], size: TerminalSize(columns: 60, rows: 8))
    #expect(driver.lines[2] == "   No tags yet. Add #tags to notes, or tag them with t.")
    #expect(driver.lines.last == " esc back")
    await driver.press(KeyChord(.enter))
    #expect(!(await driver.isFinished))
  }
}
