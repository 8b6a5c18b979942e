import Quire
import QuireTestSupport
import Testing

/// The three orders, with the caller's values and remembered ones, and where a new value
/// goes in each.
@MainActor @Suite struct SelectionListOrderTests {
  static let given = ["pear", "Apple", "fig"]
  /// Newest last, as a history holds them.
  static let remembered = ["kiwi", "banana", "fig"]

  @Test(arguments: [
    (
      SelectionOrder.given, ["pear", "Apple", "fig", "banana", "kiwi"],
      ["pear", "Apple", "fig", "cherry", "banana", "kiwi"]
    ),
    (
      .alphabetical, ["Apple", "banana", "fig", "kiwi", "pear"],
      ["Apple", "banana", "cherry", "fig", "kiwi", "pear"]
    ),
    (
      .recent, ["fig", "banana", "kiwi", "pear", "Apple"],
      ["cherry", "fig", "banana", "kiwi", "pear", "Apple"]
    ),
  ])
  func valuesAndANewOneInEachOrder(order: SelectionOrder, before: [String], after: [String]) {
    var list = SelectionList(values: Self.given, remembered: Self.remembered, order: order)
    #expect(list.items.map(\.value) == before)
    list.add("cherry")
    #expect(list.items.map(\.value) == after)
    #expect(list.cursorItem?.value == "cherry")
  }

  @Test func changingTheOrderKeepsTheCursorOnItsValue() {
    var list = SelectionList(
      values: Self.given, remembered: Self.remembered, selected: ["kiwi"], order: .given)
    list.order = .alphabetical
    #expect(list.cursorItem?.value == "kiwi")
    #expect(list.chosen == ["kiwi"])
  }

  /// A history alone, shown newest first: the list reverses it, and every value is still
  /// found by any spelling of it (choosing, forgetting, adding) afterwards.
  @Test func aHistoryAloneIsShownNewestFirstAndEachValueFoundAfterwards() {
    var list = SelectionList(remembered: ["Work", "home", "garden", "café"], order: .recent)
    #expect(list.items.map(\.value) == ["café", "garden", "home", "Work"])
    #expect(list.item(for: "work")?.value == "Work")
    #expect(list.item(for: "CAFE\u{301}")?.value == "café")
    let toggled = list.toggle("HOME")
    #expect(toggled && list.chosen == ["home"])
    let forgotten = list.forget("Garden")
    #expect(forgotten)
    #expect(list.items.map(\.value) == ["café", "home", "Work"])
    let addition = list.add("work")
    #expect(addition == .existing("Work"))
    #expect(list.chosen == ["Work"])
  }

  /// A value a history holds twice, in two spellings: the first spelling, in the place of
  /// its last use.
  @Test func aValueRememberedTwiceKeepsItsFirstSpellingAndItsLastUse() {
    let list = SelectionList(remembered: ["Work", "home", "garden", "WORK", "café"], order: .recent)
    #expect(list.items.map(\.value) == ["café", "Work", "garden", "home"])
    #expect(list.item(for: "work")?.value == "Work")
  }

  @Test func duplicatesAmongTheCallersValuesAreDropped() {
    let list = SelectionList(values: ["b", "a", "B", "A\u{30A}", "\u{C5}"], order: .given)
    #expect(list.items.map(\.value) == ["b", "a", "A\u{30A}"])
  }
}
