import Quire
import QuireTestSupport
import Testing

/// `Other…` and `Add “…”`: a new value is added, sorted in, chosen and scrolled into view; a
/// value equal but for case or normalisation is not added twice.
@MainActor @Suite struct SelectionListAddingTests {
  /// Twenty fruits, more than the rows shown.
  static let fruits = [
    "apple", "apricot", "banana", "blueberry", "cherry", "date", "fig", "grape", "guava", "kiwi", "lemon",
    "lime", "lychee", "mango", "nectarine", "orange", "papaya", "peach", "pear", "plum",
  ]

  @Test func otherAsksForAValueThatEndsUpSortedChosenAndShown() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: Self.fruits, selected: ["apple"]))
    await driver.press(KeyChord(.end))
    #expect(
      driver.lines[9] == " ›   Other…                                                                 ›")
    #expect(driver.lines.last == " ↑↓ move  ⏎ add  type to filter  esc cancel")
    await driver.press(.enter)
    #expect(
      driver.lines[7] == " ┌─ New value ──────────────────────────────────────────────────────────────┐")
    #expect(
      driver.lines[8] == " │                                                                          │")
    #expect(driver.terminal.cursor == CellPosition(column: 3, row: 8))
    await driver.type("Melon")
    await driver.press(.enter)
    #expect(
      driver.screen == """
         ‹ Cancel                            Tag                               Done ›
         ────────────────────────────────────────────────────────────────────────────
         Type to filter
         › ✓ Melon
             nectarine
             orange
             papaya
             peach
             pear
             plum
         ────────────────────────────────────────────────────────────────────────────
         ↑↓ move  ⏎ choose  type to filter  del forget  esc cancel
        """)
    await driver.press(.enter)
    let result = try #require(try await driver.result())
    #expect(result.chosen == ["Melon"])
    #expect(result.added == ["Melon"])
    #expect(result.values[13...15] == ["mango", "Melon", "nectarine"], "sorted in, ignoring case")
  }

  @Test func aValueSortedFarAwayIsScrolledIntoView() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: Self.fruits))
    await driver.press(KeyChord(.end), .enter)
    await driver.type("Acerola")
    await driver.press(.enter)
    #expect(driver.lines[3] == " › ✓ Acerola")
    #expect(driver.lines[4] == "     apple")
  }

  @Test(arguments: ["KIWI", "  kiwi ", "Kiwi"])
  func aValueEqualButForCaseChoosesTheOneThere(typed: String) async throws {
    var list = SelectionList(values: Self.fruits, selected: ["apple"])
    let addition = list.add(typed)
    #expect(addition == .existing("kiwi"))
    #expect(list.items.count == Self.fruits.count)
    #expect(list.chosen == ["kiwi"])
    #expect(list.cursorItem?.value == "kiwi")
    #expect(list.added.isEmpty)
  }

  @Test func aValueEqualButForNormalisationIsNotAddedTwice() async throws {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    var list = SelectionList(values: [composed, "tea"])
    let first = list.add(decomposed)
    let second = list.add("CAFE\u{301}")
    #expect(first == .existing(composed))
    #expect(second == .existing(composed))
    #expect(list.items.map(\.value) == [composed, "tea"])
    #expect(list.chosen == [composed])
  }

  @Test func anEmptyValueIsRefusedInTheOverlay() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: ["a", "b"]))
    await driver.press(KeyChord(.end), .enter)
    await driver.type("   ")
    await driver.press(.enter)
    #expect(driver.screen.contains("! Type a value first."))
    #expect(driver.terminal.performedCommands.contains(.bell))
    await driver.press(.escape)
    #expect(!driver.screen.contains("New value"), "Esc leaves the overlay")
    #expect(driver.lines[5].hasPrefix(" ›   Other…"), "nothing was added")
  }

  @Test func otherStartsWithTheFilterText() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: Self.fruits))
    await driver.type("pe")
    let rows = driver.lines
    let other = try #require(rows.firstIndex { $0.contains("Other…") })
    for _ in 3..<other { await driver.press(.down) }
    await driver.press(.enter)
    #expect(driver.screen.contains("│ pe "))
  }

  @Test func returnOnAddTakesTheTypedTextAsTheNewValue() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: Self.fruits, selected: ["apple"]))
    await driver.type("rambutan")
    #expect(
      driver.lines[2] == " rambutan                                                     0 of 20 · fuzzy")
    #expect(driver.lines[3] == " ›   Add “rambutan”")
    #expect(driver.lines[4] == "")
    #expect(driver.lines.last == " ⏎ add  ^T match mode  esc clear")
    await driver.press(.enter)
    let result = try #require(try await driver.result())
    #expect(result.chosen == ["rambutan"])
    #expect(result.added == ["rambutan"])
  }

  @Test func withSeveralAddChoosesTheValueAndKeepsTheListOpen() async throws {
    var list = SelectionList(values: ["ham", "olives"], selected: ["ham"], limit: nil)
    let context = EventContext()
    for character in "feta" { _ = list.handle(.key(KeyEvent(.character(character))), context: context) }
    #expect(list.rows == [.add("feta")])
    list.perform(.choose, context: context)
    #expect(list.takeRequest() == nil, "still open")
    #expect(list.filter.text.isEmpty)
    #expect(list.chosen == ["feta", "ham"], "in list order")
    #expect(list.cursorItem?.value == "feta")
  }

  @Test func withoutAddingThereIsNoOtherRowAndNoMatchSaysSo() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: ["a", "b"], allowsAdding: false))
    #expect(driver.lines[4] == "     b")
    #expect(driver.lines[5] == "")
    await driver.type("z")
    #expect(driver.lines[3] == "     No match")
    await driver.press(.enter)
    #expect(driver.terminal.performedCommands.contains(.bell))
    #expect(!(await driver.isFinished))
  }
}
