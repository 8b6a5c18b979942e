import Quire
import QuireTestSupport
import Testing

/// The mouse: a click moves the cursor, a second click chooses, the wheel scrolls, a click
/// on `Other…` asks at once.
@MainActor @Suite struct SelectionListMouseTests {
  @Test func aClickMovesTheCursorAndASecondClickChooses() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: SelectionHarness.tags, selected: ["work"]))
    await driver.click(column: 8, row: 5)
    #expect(driver.lines[5] == " ›   home")
    #expect(!(await driver.isFinished))
    await driver.click(column: 8, row: 5)
    #expect(try await driver.result()?.chosen == ["home"])
  }

  @Test func withSeveralASecondClickToggles() async throws {
    let driver = await SelectionHarness.prompt(
      SelectionList(values: ["a", "b", "c"], order: .given, limit: nil), title: "Pick")
    await driver.click(column: 6, row: 3)
    await driver.click(column: 6, row: 3)
    #expect(driver.lines[3] == " › ✓ b")
    await driver.click(column: 6, row: 3)
    #expect(driver.lines[3] == " ›   b")
    #expect(!(await driver.isFinished))
  }

  @Test func theWheelScrolls() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: SelectionListAddingTests.fruits))
    #expect(driver.lines[3] == " ›   apple")
    await driver.send(.mouse(MouseEvent(kind: .wheelDown, button: .none, column: 10, row: 5)))
    #expect(driver.lines[3] == " ›   blueberry", "the cursor stays shown")
    await driver.send(.mouse(MouseEvent(kind: .wheelUp, button: .none, column: 10, row: 5)))
    #expect(driver.lines[3] == "     apple")
  }

  @Test func aClickOnOtherAsksAtOnce() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: ["a", "b"]))
    await driver.click(column: 8, row: 5)
    #expect(driver.screen.contains("New value"))
  }

  @Test func aClickInTheFilterPlacesTheCaret() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: ["tomato", "potato"]))
    await driver.type("tato")
    await driver.click(column: 2, row: 2)
    await driver.type("o")
    #expect(driver.lines[2].hasPrefix(" toato"))
  }
}
