import Quire
import QuireTestSupport
import Testing

/// The optional character and line limits (none by default), and read-only mode.
@MainActor @Suite struct TextAreaLimitsTests {
  @Test func typingPastTheCharacterLimitIsRefusedWithTheBellAndANotice() {
    var harness = TextAreaHarness("|")
    harness.area.characterLimit = 5
    harness.type("abcdefg")
    #expect(harness.markup == "abcde|")
    #expect(harness.bells == 2)
    #expect(harness.area.notice == .characterLimitReached)
    #expect(harness.area.notice?.text(.english) == "Character limit reached")
    harness.press(KeyChord(.backspace))
    #expect(harness.area.notice == nil, "the next key clears the notice")
  }

  @Test func aPastePastTheCharacterLimitIsCutToFit() {
    var harness = TextAreaHarness("ab|")
    harness.area.characterLimit = 5
    harness.paste("cdefgh")
    #expect(harness.markup == "abcde|")
    #expect(harness.bells == 1)
    harness.press(.control("z"))
    #expect(harness.markup == "ab|", "what fitted is one step")
  }

  @Test func theCharacterLimitCountsGraphemeClusters() {
    var harness = TextAreaHarness("|")
    harness.area.characterLimit = 3
    harness.paste("👩‍👩‍👧e\u{301}日本")
    #expect(harness.markup == "👩‍👩‍👧e\u{301}日|")
  }

  @Test func typingOverASelectionAtTheLimitFitsInTheRoomItFrees() {
    var harness = TextAreaHarness("ab[cd|]")
    harness.area.characterLimit = 4
    harness.paste("xyz")
    #expect(harness.markup == "abxy|")
  }

  @Test func theLineLimitRefusesALineBreakAndCutsAPaste() {
    var harness = TextAreaHarness("one|")
    harness.area.lineLimit = 2
    harness.press(KeyChord(.enter))
    harness.type("two")
    harness.press(KeyChord(.enter))
    #expect(harness.markup == "one\ntwo|")
    #expect(harness.area.notice == .lineLimitReached)
    harness.press(KeyChord(.up), KeyChord(.end))
    harness.paste(" and\nmore\nlines")
    #expect(harness.markup == "one and|\ntwo")
    #expect(harness.bells == 2)
  }

  @Test func thereIsNoLimitByDefault() {
    var harness = TextAreaHarness("|")
    let long = String(repeating: "0123456789\n", count: 2_000)
    harness.paste(long)
    #expect(harness.area.text == long)
    #expect(harness.bells == 0)
  }

  @Test func readOnlyMovesSelectsAndCopiesButEditsNothing() {
    var harness = TextAreaHarness("read |only")
    harness.area.isReadOnly = true
    harness.type("x")
    harness.press(KeyChord(.backspace), KeyChord(.enter), .control("k"), .control("v"), .control("e"))
    harness.paste("pasted")
    #expect(harness.area.text == "read only")
    #expect(harness.area.notice == .readOnly)
    #expect(harness.bells == 7)
    harness.press(.shift(.end), .alt("c"))
    #expect(harness.markup == "read [only|]")
    #expect(harness.clipboard.text == "only")
    harness.press(.control("x"))
    #expect(harness.area.text == "read only", "cut is an edit")
    #expect(harness.area.helpItems(.english).isEmpty, "no undo, redo or $EDITOR to offer")
    #expect(harness.area.editorRequest == nil, "the editor is not asked for")
  }
}
