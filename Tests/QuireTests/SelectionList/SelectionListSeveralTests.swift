import Quire
import QuireTestSupport
import Testing

/// Choosing several values: Space or Tab toggles, a limit, the chosen values in list order,
/// an initial selection of several.
@MainActor @Suite struct SelectionListSeveralTests {
  static let toppings = ["cheese", "ham", "olives", "peppers"]

  @Test func spaceAndTabToggleAndReturnIsDone() async throws {
    let driver = await SelectionHarness.prompt(
      SelectionList(values: Self.toppings, order: .given, limit: nil), title: "Toppings")
    // Inline, as wide as its widest row (the keys here), not the terminal's width.
    #expect(driver.lines[0] == " Toppings" + String(repeating: " ", count: 41) + "0 chosen")
    #expect(SelectionHarness.lastLine(driver) == " ↑↓ move  ⏎ done  space toggle  type to filter  esc cancel")
    await driver.press(.down, .down, .space)
    await driver.press(.up, .up, .tab)
    #expect(
      driver.screen == """
         Toppings                                         2 chosen
         > Type to filter
         › ✓ cheese
             ham
           ✓ olives
             peppers
             Other…                                              ›
         ↑↓ move  ⏎ done  space toggle  type to filter  esc cancel
        """)
    await driver.press(.enter)
    #expect(try await driver.result()?.chosen == ["cheese", "olives"], "in list order")
  }

  @Test func spaceIsTypedOnceTheFilterHasText() async throws {
    var list = SelectionList(values: ["new york", "newark", "york"], limit: nil)
    let context = EventContext()
    for character in "new y" { _ = list.handle(.key(KeyEvent(.character(character))), context: context) }
    #expect(list.filter.text == "new y")
    #expect(list.chosen.isEmpty)
    #expect(list.helpItems(.english).contains(HelpItem(keys: "tab", action: "toggle")))
  }

  @Test func theLimitRingsTheBell() async throws {
    var list = SelectionList(values: Self.toppings, order: .given, limit: 2)
    let context = EventContext()
    for _ in 0..<3 {
      list.perform(.toggle, context: context)
      list.perform(.move(.down), context: context)
    }
    #expect(list.chosen == ["cheese", "ham"])
    #expect(context.requests.filter { if case .bell = $0 { true } else { false } }.count == 1)
    #expect(list.status(.english) == "2 of 2 chosen")
  }

  @Test func severalChosenAtFirst() async throws {
    let list = SelectionList(
      values: Self.toppings, selected: ["peppers", "ham", "anchovies"], order: .given, limit: nil)
    #expect(list.chosen == ["ham", "peppers", "anchovies"], "a value not given is added")
    #expect(list.cursorItem?.value == "ham", "the cursor starts on the first chosen")
  }

  @Test func returnWithNothingChosenTakesTheRowUnderTheCursor() async throws {
    let driver = await SelectionHarness.prompt(
      SelectionList(values: Self.toppings, order: .given, limit: nil))
    await driver.press(.down, .enter)
    #expect(try await driver.result()?.chosen == ["ham"])
  }

  @Test(arguments: [false, true])
  func aListThatAllowsNoneFinishesEmptyOnceTheUserUnchoseEverything(allowsNone: Bool) async throws {
    var list = SelectionList(values: Self.toppings, selected: ["ham"], order: .given, limit: nil)
    list.allowsNone = allowsNone
    let driver = await SelectionHarness.prompt(list)
    await driver.press(.space, .enter)
    #expect(try await driver.result()?.chosen == (allowsNone ? [] : ["ham"]))
  }

  @Test func aListThatAllowsNoneStillTakesTheRowWhenNothingWasChosenBefore() async throws {
    var list = SelectionList(values: Self.toppings, order: .given, limit: nil)
    list.allowsNone = true
    let driver = await SelectionHarness.prompt(list)
    await driver.press(.down, .enter)
    #expect(try await driver.result()?.chosen == ["ham"])
  }

  @Test func withOneValueToggleMovesTheCheckmark() async throws {
    var list = SelectionList(values: Self.toppings, selected: ["ham"], order: .given)
    let context = EventContext()
    list.perform(.move(.down), context: context)
    list.perform(.toggle, context: context)
    #expect(list.chosen == ["olives"])
    list.perform(.toggle, context: context)
    #expect(list.chosen == ["olives"], "one value stays chosen")
  }
}
