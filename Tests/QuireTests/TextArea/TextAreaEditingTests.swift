import Quire
import QuireTestSupport
import Testing

/// Typing, deleting and moving in a `TextArea`, by grapheme cluster and by word, with the
/// readline keys of a multi-line editor.
@MainActor @Suite struct TextAreaEditingTests {
  @Test func typingInsertsAtTheCaret() {
    var harness = TextAreaHarness("hel|o")
    harness.type("l, wörld 🙂")
    #expect(harness.markup == "hell, wörld 🙂|o")
  }

  @Test(arguments: [
    ("family 👩‍👩‍👧|", "family |"),
    ("accent e\u{301}|", "accent |"),
    ("flags 🇫🇷🇩🇪|", "flags 🇫🇷|"),
    ("wide 日本|", "wide 日|"),
    ("skin 👍🏽|", "skin |"),
    ("a\r\n|b", "a|b"),
  ])
  func backspaceDeletesAWholeCluster(before: String, after: String) {
    var harness = TextAreaHarness(before)
    harness.press(KeyChord(.backspace))
    #expect(harness.markup == after)
  }

  @Test func arrowsAndDeleteStepOverWholeClusters() {
    var harness = TextAreaHarness("|👍🏽e\u{301}x")
    harness.press(KeyChord(.right))
    #expect(harness.markup == "👍🏽|e\u{301}x")
    harness.press(KeyChord(.delete))
    #expect(harness.markup == "👍🏽|x")
    harness.press(KeyChord(.left))
    #expect(harness.markup == "|👍🏽x")
  }

  @Test func wordMotionAndDeletion() {
    var harness = TextAreaHarness("one two| three")
    harness.press(.alt("b"))
    #expect(harness.markup == "one |two three")
    harness.press(.alt("f"), .alt("f"))
    #expect(harness.markup == "one two three|")
    harness.press(.control("w"))
    #expect(harness.markup == "one two |")
    harness.press(KeyChord(.backspace, modifiers: .alt))
    #expect(harness.markup == "one |")
  }

  @Test func controlAIsTheLineStartAndEndItsEndInAMultiLineText() {
    var harness = TextAreaHarness("first\nsec|ond\nthird")
    harness.press(.control("a"))
    #expect(harness.markup == "first\n|second\nthird")
    harness.press(KeyChord(.end))
    #expect(harness.markup == "first\nsecond|\nthird")
    harness.press(.control("k"))
    #expect(harness.markup == "first\nsecond|third", "Ctrl-K at the line end joins the next line")
    harness.press(.control("k"))
    #expect(harness.markup == "first\nsecond|")
  }

  @Test func controlHomeAndEndGoToTheTextsEnds() {
    var harness = TextAreaHarness("one\ntw|o\nthree")
    harness.press(KeyChord(.end, modifiers: .control))
    #expect(harness.markup == "one\ntwo\nthree|")
    harness.press(KeyChord(.home, modifiers: [.control, .shift]))
    #expect(harness.markup == "[|one\ntwo\nthree]")
  }

  @Test func returnInsertsTheDocumentsLineBreakAndTabATab() {
    var harness = TextAreaHarness("ab|c")
    harness.area.lineBreak = [0x0D, 0x0A]
    harness.press(KeyChord(.enter), KeyChord(.tab))
    #expect(harness.markup == "ab\r\n\t|c")
  }

  @Test func upAndDownKeepTheColumnAcrossAShortLine() {
    var harness = TextAreaHarness("abcd|ef\nab\nabcdef")
    harness.press(KeyChord(.down))
    #expect(harness.markup == "abcdef\nab|\nabcdef")
    harness.press(KeyChord(.down))
    #expect(harness.markup == "abcdef\nab\nabcd|ef")
    harness.press(KeyChord(.up), KeyChord(.up))
    #expect(harness.markup == "abcd|ef\nab\nabcdef")
  }

  @Test func upAndDownMoveByScreenRowInAWrappedLine() throws {
    // 10 columns: rows of 9 cells, the last column kept for the caret.
    var harness = TextAreaHarness("alpha beta gam|ma delta", columns: 10)
    try harness.expectScreen("alpha\nbeta\ngam|ma\ndelta")
    harness.press(KeyChord(.up))
    #expect(harness.markup == "alpha bet|a gamma delta")
    harness.press(KeyChord(.down), KeyChord(.down))
    #expect(harness.markup == "alpha beta gamma del|ta")
    harness.press(KeyChord(.up, modifiers: .shift))
    #expect(harness.markup == "alpha beta gam[|ma del]ta")
  }

  @Test func shiftSelectsAndTypingReplacesTheSelection() {
    var harness = TextAreaHarness("hello |world")
    harness.press(.shift(.right), .shift(.right), .shift(.right))
    #expect(harness.markup == "hello [wor|]ld")
    harness.type("W")
    #expect(harness.markup == "hello W|ld")
  }

  @Test func cutCopyAndPasteGoThroughTheAppsClipboard() {
    var harness = TextAreaHarness("one [two|] three")
    harness.press(.control("x"))
    #expect(harness.markup == "one | three")
    #expect(harness.clipboard.text == "two")
    harness.press(KeyChord(.end), .control("v"))
    #expect(harness.markup == "one  threetwo|")
    harness.press(.alt("a"), .alt("c"))
    #expect(harness.clipboard.text == "one  threetwo")
  }

  @Test func theOwnerReadsAndSetsTheTextAndTheSelection() {
    var harness = TextAreaHarness("draft|")
    harness.type("ed")
    harness.area.text = "A new text"
    #expect(harness.markup == "A new text|", "the caret at the end")
    harness.press(.control("z"))
    #expect(harness.markup == "A new text|", "setting the text starts a new history")
    #expect(harness.bells == 1, "nothing to undo rings the bell")
    harness.area.selection = TextSelection(anchor: ByteOffset(2), head: ByteOffset(5))
    #expect(harness.markup == "A [new|] text")
    harness.area.selection = TextSelection(caret: ByteOffset(99))
    #expect(harness.markup == "A new text|", "a selection past the end is kept within the text")
  }

  @Test func anOwnerReplacementIsOneUndoableChange() {
    var harness = TextAreaHarness("keep the middle here|")
    harness.area.replaceText(with: Array("keep a middle here".utf8), at: .zero)
    #expect(harness.markup == "keep a| middle here", "the caret after the part that changed")
    harness.press(.control("z"))
    #expect(harness.markup == "keep the middle here|")
  }

  @Test func keysTheAreaHasNoUseForAreLeftToItsOwner() {
    var harness = TextAreaHarness("text|")
    for key in [
      KeyChord(.escape), .control("s"), .control("d"), KeyChord(.enter, modifiers: .alt), .control("c"),
    ] {
      #expect(
        harness.area.handle(.key(KeyEvent(key.key, modifiers: key.modifiers)), context: harness.context)
          == .ignored)
    }
    #expect(harness.markup == "text|")
  }
}
