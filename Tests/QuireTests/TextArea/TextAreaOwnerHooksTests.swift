import Quire
import QuireTestSupport
import Testing

/// What a text area offers an owner that keeps figures about its text (the changes it made)
/// and one with a find bar (its matches drawn in the match style).
@MainActor @Suite struct TextAreaOwnerHooksTests {
  @Test func recordedChangesReplayOnTheOldTextGiveTheNewOne() {
    var harness = TextAreaHarness("milk, eggs|")
    harness.area.recordsChanges = true
    var replayed = harness.area.storage
    harness.type(" and bread")
    harness.press(KeyChord(.backspace), .control("w"), .control("z"))
    guard let changes = harness.area.takeChanges() else {
      Issue.record("the text was not set whole")
      return
    }
    #expect(!changes.isEmpty)
    for change in changes { replayed.replace(change.removedRange, with: change.inserted) }
    #expect(replayed.string == harness.area.text)
    #expect(harness.area.takeChanges() == [], "taken once")
  }

  @Test func settingTheTextWholeSaysSo() {
    var harness = TextAreaHarness("milk|")
    harness.area.recordsChanges = true
    harness.type("!")
    harness.area.text = "eggs"
    #expect(harness.area.takeChanges() == nil)
    harness.type("?")
    #expect(harness.area.takeChanges()?.count == 1)
  }

  @Test func nothingIsKeptUnlessAsked() {
    var harness = TextAreaHarness("milk|")
    harness.type(" and eggs")
    #expect(harness.area.takeChanges() == [])
  }

  @Test func matchesOfTheHighlightedSearchAreDrawnInTheMatchStyle() {
    var harness = TextAreaHarness("Milk, milk and|\nmore MILK", columns: 20, rows: 3)
    harness.area.highlightedSearch = TextSearch("milk", ignoringCase: true)
    let grid = harness.grid()
    let match = Theme.standard.match
    let styled = (0..<3).map { row in
      String((0..<20).map { grid[CellPosition(column: $0, row: row)].style == match ? "^" : " " })
    }
    #expect(styled[0].trimmingTrailing() == "^^^^  ^^^^")
    #expect(styled[1].trimmingTrailing() == "     ^^^^")
  }
}

extension String {
  fileprivate func trimmingTrailing() -> String {
    var copy = self
    while copy.hasSuffix(" ") { copy.removeLast() }
    return copy
  }
}
