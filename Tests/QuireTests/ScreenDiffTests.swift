import Quire
import QuireTestSupport
import Testing

/// The test kit's screen comparison: what counts as the same screen, and the failure message
/// a test gets when it is not (the rows side by side, the differing cells marked).
@MainActor @Suite struct ScreenDiffTests {
  @Test func rowsCompareWithoutTrailingSpacesOrTrailingEmptyRows() {
    #expect(ScreenExpectation.rows("a  \nb\n\n").isMet(by: "a\nb"))
    #expect(!ScreenExpectation.rows("a\nb").isMet(by: "a\n b"))
    #expect(!ScreenExpectation.rows("\nb").isMet(by: "b"), "a leading empty row counts")
    #expect(ScreenExpectation.showing("b\nc").isMet(by: "a\nb\nc"))
    #expect(ScreenExpectation.notShowing("x").isMet(by: "a\nb"))
  }

  @Test func theMessagePutsTheRowsSideBySideAndMarksTheCellsThatDiffer() {
    let diff = ScreenDiff(expected: ["Tag", "> home", "work"], actual: ["Tag", "> work", "work", "more"])
    #expect(diff.differingRows == [1, 3])
    #expect(
      diff.description == """
        row  expected │ actual
          0  Tag      │ Tag
        ≠ 1  > home   │ > work
               ^ ^^   │   ^ ^^
          2  work     │ work
        ≠ 3           │ more
             ^^^^     │ ^^^^
        """)
  }

  @Test func aWideCharacterIsMarkedInBothItsCells() {
    #expect(ScreenDiff.marks("日本語", "日本a") == "    ^^")
    #expect(ScreenDiff.marks("ab", "ab") == "")
  }

  @Test func aComponentThatDrawsOtherRowsThrowsTheDiffNamingTheLine() {
    let harness = ComponentHarness(TextArea(text: "one two"), size: TerminalSize(columns: 10, rows: 2))
    do throws(ScreenMismatch) {
      try harness.expectScreen("one three")
      Issue.record("no mismatch thrown")
    } catch {
      #expect(error.expected == .rows("one three"))
      #expect(error.description.hasPrefix("ScreenDiffTests.swift:"), "\(error)")
      #expect(error.description.contains("the screen differs in 1 of 1 rows"), "\(error)")
      #expect(error.description.contains("≠ 0  one three │ "), "\(error)")
    }
  }
}
