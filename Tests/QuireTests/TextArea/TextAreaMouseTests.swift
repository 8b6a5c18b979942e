import Quire
import QuireTestSupport
import Testing

/// The mouse in a `TextArea`: a click places the caret, a drag selects, a double click selects a
/// word and a triple click a line, Shift-click extends.
@MainActor @Suite struct TextAreaMouseTests {
  @Test func aClickPlacesTheCaret() {
    var harness = TextAreaHarness("hello world\nsecond line|")
    harness.click(column: 3, row: 0)
    #expect(harness.markup == "hel|lo world\nsecond line")
    harness.click(column: 15, row: 0)
    #expect(harness.markup == "hello world|\nsecond line", "past the line's end, its end")
    harness.click(column: 2, row: 4)
    #expect(harness.markup == "hello world\nsecond line|", "below the text, its end")
  }

  @Test func aClickOnEitherHalfOfAWideCharacterPlacesTheCaretBeforeIt() {
    var harness = TextAreaHarness("日本語|")
    harness.click(column: 3, row: 0)
    #expect(harness.markup == "日|本語")
    harness.click(column: 4, row: 0)
    #expect(harness.markup == "日本|語")
  }

  @Test func aClickInAWrappedRowOrPastTheGutterFindsItsPlace() throws {
    var harness = TextAreaHarness("alpha beta gamma|", columns: 10)
    harness.area.showsLineNumbers = true
    // Gutter " 1 ", rows of 6 cells: "alpha", "beta", "gamma".
    try harness.expectScreen(" 1 alpha\n   beta\n   gamma|")
    harness.click(column: 4, row: 1)
    #expect(harness.markup == "alpha b|eta gamma")
    harness.click(column: 0, row: 2)
    #expect(harness.markup == "alpha beta |gamma")
  }

  @Test func aDragSelectsForwardsAndBackwards() {
    var harness = TextAreaHarness("hello world|")
    harness.mouse(.press, column: 1, row: 0)
    harness.mouse(.drag, column: 4, row: 0)
    #expect(harness.markup == "h[ell|]o world")
    harness.mouse(.drag, column: 0, row: 0)
    harness.mouse(.release, column: 0, row: 0)
    #expect(harness.markup == "[|h]ello world")
    harness.mouse(.drag, column: 8, row: 0)
    #expect(harness.markup == "[|h]ello world", "no drag without the button down")
  }

  @Test func aDragPastTheBottomScrollsAndExtends() throws {
    var harness = TextAreaHarness("|" + (1...6).map { "line \($0)" }.joined(separator: "\n"), rows: 2)
    harness.mouse(.press, column: 0, row: 0)
    harness.mouse(.drag, column: 2, row: 2)
    try harness.expectScreen("line 2\nli|ne 3")
    #expect(harness.markup.hasPrefix("[line 1\nline 2\nli|]ne 3"))
  }

  @Test func aDoubleClickSelectsAWordAndATripleClickALine() {
    var harness = TextAreaHarness("one two-three four\nnext|")
    harness.click(column: 5, row: 0)
    harness.click(column: 5, row: 0)
    #expect(harness.markup == "one [two|]-three four\nnext")
    harness.click(column: 5, row: 0)
    #expect(harness.markup == "[one two-three four\n|]next")
    harness.click(column: 5, row: 0)
    #expect(harness.markup == "one t|wo-three four\nnext", "a fourth click starts again")
  }

  @Test func clicksFurtherApartInTimeOrPlaceAreSingle() {
    var harness = TextAreaHarness("one two three|")
    harness.click(column: 5, row: 0)
    harness.time.advance(by: .seconds(1))
    harness.click(column: 5, row: 0)
    #expect(harness.markup == "one t|wo three")
    harness.click(column: 9, row: 0)
    #expect(harness.markup == "one two t|hree")
  }

  @Test func aDoubleClickThenDragExtendsByWords() {
    var harness = TextAreaHarness("alpha beta gamma|")
    harness.click(column: 7, row: 0)
    harness.mouse(.press, column: 7, row: 0)
    harness.mouse(.drag, column: 12, row: 0)
    #expect(harness.markup == "alpha [beta gamma|]")
    harness.mouse(.drag, column: 1, row: 0)
    #expect(harness.markup == "[|alpha beta] gamma")
  }

  @Test func shiftClickExtendsTheSelection() {
    var harness = TextAreaHarness("one two |three")
    harness.click(column: 2, row: 0, modifiers: .shift)
    #expect(harness.markup == "on[|e two ]three")
  }

  @Test func aClickEndsTheUndoStepBeingTyped() {
    var harness = TextAreaHarness("|")
    harness.type("abc")
    harness.click(column: 1, row: 0)
    harness.type("X")
    harness.press(.control("z"))
    #expect(harness.markup == "a|bc")
  }
}
