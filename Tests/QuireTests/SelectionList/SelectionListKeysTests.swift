import Quire
import QuireTestSupport
import Testing

/// The keys a list leaves to the app, and Esc, which empties the filter before it cancels.
@MainActor @Suite struct SelectionListKeysTests {
  @Test func escapeEmptiesTheFilterFirst() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: SelectionHarness.tags))
    await driver.type("wo")
    #expect(driver.lines.last?.hasSuffix("esc clear") == true)
    await driver.press(.escape)
    #expect(driver.lines[2] == " Type to filter")
    #expect(!(await driver.isFinished))
    await driver.press(.escape)
    #expect(try await driver.result() == nil)
  }

  @Test(arguments: [KeyChord.control("z"), .control("c"), .control("l")])
  func appKeysAreLeftToTheApp(chord: KeyChord) {
    var list = SelectionList(values: ["a"])
    _ = list.handle(.key(KeyEvent(.character("x"))), context: EventContext())
    let verdict = list.handle(.key(KeyEvent(chord.key, modifiers: chord.modifiers)), context: EventContext())
    #expect(verdict == .ignored)
    #expect(list.filter.text == "x", "nothing was undone")
  }

  @Test func controlTChangesTheMatchMode() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: ["workshop", "network"]))
    await driver.type("work")
    #expect(driver.lines[2].hasSuffix("2 of 2 · fuzzy"))
    await driver.press(.control("t"))
    #expect(driver.lines[2].hasSuffix("1 of 2 · prefix"))
    #expect(driver.lines[3] == " ›   workshop")
    await driver.press(.control("t"))
    #expect(driver.lines[2].hasSuffix("2 of 2 · substring"))
  }
}
