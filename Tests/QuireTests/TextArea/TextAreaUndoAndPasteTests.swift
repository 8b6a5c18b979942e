import Quire
import QuireTestSupport
import Testing

/// Undo grouping with the time of the events, and bracketed paste: literal, one undo step,
/// line breaks made the document's own.
@MainActor @Suite struct TextAreaUndoAndPasteTests {
  @Test func typingIsUndoneInOneStepUntilAPause() {
    var harness = TextAreaHarness("|")
    harness.type("hello")
    harness.time.advance(by: .milliseconds(400))
    harness.type(" there")
    harness.time.advance(by: .seconds(2))
    harness.type(" world")
    harness.press(.control("z"))
    #expect(harness.markup == "hello there|")
    harness.press(.control("z"))
    #expect(harness.markup == "|")
    harness.press(.control("y"))
    #expect(harness.markup == "hello there|")
  }

  @Test func aMoveBetweenWordsStartsANewStep() {
    var harness = TextAreaHarness("|")
    harness.type("one")
    harness.press(KeyChord(.left))
    harness.type("X")
    harness.press(.control("z"))
    #expect(harness.markup == "on|e")
  }

  @Test func aLineBreakStartsAStepThatTheTypingAfterItJoins() {
    var harness = TextAreaHarness("|")
    harness.type("one")
    harness.press(KeyChord(.enter))
    harness.type("two")
    harness.press(.control("z"))
    #expect(harness.markup == "one|")
  }

  @Test func undoWithNothingToUndoRingsTheBell() {
    var harness = TextAreaHarness("text|")
    harness.press(.control("z"), .control("y"))
    #expect(harness.bells == 2)
    #expect(harness.markup == "text|")
  }

  @Test(arguments: [
    ([UInt8(0x0A)], "a\nb\nc\nd\n\ne"),
    ([UInt8(0x0D), 0x0A], "a\r\nb\r\nc\r\nd\r\n\r\ne"),
  ])
  func aPastedLineBreakBecomesTheDocumentsOwn(lineBreak: [UInt8], expected: String) {
    var harness = TextAreaHarness("|")
    harness.area.lineBreak = lineBreak
    harness.paste("a\r\nb\rc\nd\r\r\ne")
    #expect(harness.area.text == expected)
  }

  @Test func aPasteIsLiteralAndOneUndoStep() throws {
    var harness = TextAreaHarness("say |")
    harness.type("x")
    harness.paste("\u{1B}[31mred\tand more\u{7}")
    #expect(harness.markup == "say x\u{1B}[31mred\tand more\u{7}|", "escapes are text, not keys")
    harness.press(.control("z"))
    #expect(harness.markup == "say x|", "the paste alone is undone")
    try harness.expectScreen("say x|")
    harness.press(.control("y"))
    try harness.expectScreen("say x^[[31mred  and\nmore^G|")  // controls are drawn as symbols
  }

  @Test func aPasteReplacesTheSelection() {
    var harness = TextAreaHarness("one [two|] three")
    harness.paste("2")
    #expect(harness.markup == "one 2| three")
  }
}
