import Quire
import QuireTestSupport
import Testing

/// Typing filters: the matched characters highlighted in a style that shows without colour,
/// the count and the mode in the filter row, the cursor on the best match.
@MainActor @Suite struct SelectionListFilterTests {
  /// The cells of row `row` from column 5 (where values start) whose style is the match
  /// style, as the value's characters.
  static func matched(_ driver: AppDriver<SelectionResult?>, row: Int, theme: Theme) -> String {
    let line = Array(driver.lines[row])
    var found = ""
    for column in 5..<line.count {
      let style = driver.terminal.style(at: CellPosition(column: column, row: row))
      if style.attributes.isSuperset(of: theme.match.attributes) { found.append(line[column]) }
    }
    return found
  }

  @Test(arguments: [ColorDepth.trueColor, .none])
  func matchedCharactersAreHighlightedWithOrWithoutColour(depth: ColorDepth) async throws {
    let driver = await SelectionHarness.page(
      SelectionList(values: ["garden", "workshop"]), colorDepth: depth)
    await driver.type("ws")
    #expect(driver.lines[2] == SelectionHarness.row(" ws", "1 of 2 · fuzzy"))
    #expect(driver.lines[3] == " ›   workshop")
    #expect(
      driver.lines[4] == "     Other…                                                                 ›")
    let theme = Theme.forColorDepth(depth)
    #expect(Self.matched(driver, row: 3, theme: theme) == "ws")
    let w = driver.terminal.style(at: CellPosition(column: 5, row: 3))
    #expect(w.attributes.contains(.underline), "underlined, so it shows under NO_COLOR")
    #expect(!driver.terminal.style(at: CellPosition(column: 6, row: 3)).attributes.contains(.underline))
    if depth == .none { #expect(w.foreground == .default) }
  }

  @Test func theFilterRowCountsTheMatchesAndTheHelpBarChanges() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: SelectionHarness.tags))
    #expect(driver.lines.last == " ↑↓ move  ⏎ choose  type to filter  esc cancel")
    await driver.type("travel")
    #expect(driver.lines[2].hasSuffix("1 of 7 · fuzzy"))
    #expect(driver.lines.last == " ↑↓ move  ⏎ choose  ^T match mode  esc clear")
  }

  @Test func backspaceWidensTheFilterAgain() async throws {
    var list = SelectionList(values: ["abc", "abd", "xyz"])
    let context = EventContext()
    for character in "abc" { _ = list.handle(.key(KeyEvent(.character(character))), context: context) }
    #expect(list.shownCount == 1)
    _ = list.handle(.key(KeyEvent(.backspace)), context: context)
    #expect(list.shownCount == 2)
    _ = list.handle(.key(KeyEvent(.backspace)), context: context)
    _ = list.handle(.key(KeyEvent(.backspace)), context: context)
    #expect(list.shownCount == 3)
    #expect(list.rows.last == .other)
  }

  @Test func aPasteFilters() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: SelectionHarness.tags))
    await driver.paste("garden")
    #expect(driver.lines[3] == " ›   garden")
  }

  @Test func theInlinePromptShowsTheCountOnTheTitleRow() async throws {
    let driver = await SelectionHarness.prompt(SelectionList(values: SelectionHarness.tags), title: "Tag")
    await driver.type("trav")
    #expect(
      driver.screen == """
         Tag                          1 of 7 · fuzzy
         > trav
         ›   travel
             Other…                                ›






         ↑↓ move  ⏎ choose  ^T match mode  esc clear
        """)
  }

  @Test func withoutATitleTheCountIsOnTheFilterRow() async throws {
    let driver = await SelectionHarness.prompt(SelectionList(values: SelectionHarness.tags))
    await driver.type("trav")
    #expect(driver.lines[0] == SelectionHarness.row(" > trav", "1 of 7 · fuzzy", width: 45))
  }
}
