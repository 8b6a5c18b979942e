import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The filter's order: best matches first, the cursor on the best; and the narrowing done
/// per keystroke gives what filtering the whole list would.
@MainActor @Suite struct SelectionListRankingTests {
  @Test func bestMatchesComeFirstAndTheCursorIsOnTheBest() async throws {
    let driver = await SelectionHarness.page(
      SelectionList(values: ["gowork", "lower", "network", "work", "workshop"], selected: ["lower"]))
    await driver.type("wo")
    #expect(driver.lines[2] == SelectionHarness.row(" wo", "4 of 5 · fuzzy"))
    #expect(driver.lines[3] == " ›   work")
    #expect(driver.lines[4] == "     workshop")
    #expect(Set(driver.lines[5...6]) == ["     gowork", "     network"])
    #expect(driver.lines[7].hasPrefix("     Other…"))
  }

  @Test func theHighlightIsWhereTheBestMatchIs() async throws {
    let driver = await SelectionHarness.page(SelectionList(values: ["src/ui/button.swift"]))
    await driver.type("btn")
    let matched = SelectionListFilterTests.matched(driver, row: 3, theme: .standard)
    #expect(matched == "btn")
    #expect(driver.lines[3] == " ›   src/ui/button.swift")
    #expect(driver.terminal.style(at: CellPosition(column: 12, row: 3)) == Theme.standard.match.adding(.bold))
    #expect(driver.terminal.style(at: CellPosition(column: 11, row: 3)) == Theme.standard.cursorRow)
  }

  @Test func prefixAndSubstringModes() {
    var list = SelectionList(values: ["network", "workshop", "ow rk"], matchMode: .prefix)
    let context = EventContext()
    for character in "wo" { _ = list.handle(.key(KeyEvent(.character(character))), context: context) }
    #expect(list.rows == [.item(2), .other])
    #expect(list.items[2].value == "workshop")
    list.matchMode = .substring
    #expect(list.items.map(\.value) == ["network", "ow rk", "workshop"])
    #expect(Set(list.rows.dropLast()) == [.item(0), .item(2)])
  }

  nonisolated static var seeds: [UInt64] {
    if let value = getenv("QUIRE_SEED"), let seed = UInt64(String(cString: value)) { return [seed] }
    return Array(1...40)
  }

  /// Typing, erasing and changing the mode at random: the rows are always what ranking the
  /// whole list for the filter's text gives. A failure names its seed; `QUIRE_SEED=n`
  /// replays it.
  @Test(arguments: seeds)
  func narrowingGivesWhatTheWholeListGives(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let pieces = ["a", "b", "c", "ab", "/", " ", "é", "e\u{301}", "B", "x", "日"]
    let values = (0..<60).map { _ in
      (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
        .joined()
    }
    // Keys as a terminal sends them: a combining accent alone joins the character before it.
    let keys: [Character] = ["a", "b", "c", "/", " ", "é", "e", "\u{301}", "B", "x", "日"]
    var list = SelectionList(values: values, order: .given, limit: nil)
    let context = EventContext()
    for _ in 0..<80 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<6:
        let typed = keys.randomElement(using: &random) ?? "a"
        _ = list.handle(.key(KeyEvent(.character(typed))), context: context)
      case 6..<9:
        _ = list.handle(.key(KeyEvent(.backspace)), context: context)
      default:
        list.perform(.nextMatchMode, context: context)
      }
      var matcher = Matcher(query: list.filter.text, mode: list.matchMode)
      let expected =
        list.filter.text.isEmpty
        ? Array(list.items.indices) : matcher.rank(list.items.map(\.value)).map(\.index)
      let shown = list.rows.compactMap { row -> Int? in
        if case .item(let index) = row { return index }
        return nil
      }
      #expect(shown == expected, "seed \(seed), filter \(list.filter.text.debugDescription)")
      if shown != expected { return }
    }
  }
}
