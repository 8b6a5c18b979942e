import Quire
import QuireTestSupport
import Testing

/// The field's editing, alone with an `EventContext`: readline keys, selection, undo, paste,
/// the character limit. Texts are written with their caret (`|`) and selection (`[...]`).
@MainActor @Suite struct TextFieldEditingTests {
  @Test(arguments: [
    ("hello wor|ld", KeyChord.control("a"), "|hello world"),
    ("|hello world", .control("e"), "hello world|"),
    ("|hello world", KeyChord(.end), "hello world|"),
    ("hello |world", .control("k"), "hello |"),
    ("hello |world", .control("u"), "|world"),
    ("hello world|", .control("w"), "hello |"),
    ("hello world|", .alt("b"), "hello |world"),
    ("|hello world", .alt("f"), "hello| world"),
    ("a👍🏽|b", KeyChord(.backspace), "a|b"),
    ("a|👍🏽b", KeyChord(.delete), "a|b"),
    ("a👍🏽|b", KeyChord(.left), "a|👍🏽b"),
    ("ab|", .shift(.left), "a[|b]"),
    ("|ab", KeyChord(.end, modifiers: .shift), "[ab|]"),
    ("a[b|]c", KeyChord(.backspace), "a|c"),
    ("one two|", .alt("a"), "[one two|]"),
  ])
  func readlineKeys(start: String, key: KeyChord, expected: String) {
    var harness = FieldHarness(markup: start)
    harness.press(key)
    #expect(harness.markup == expected)
  }

  @Test func typingGoesInAtTheCaretAndReplacesASelection() {
    var harness = FieldHarness(markup: "hel|o")
    harness.type("l")
    #expect(harness.markup == "hell|o")
    harness.press(.shift(.left), .shift(.left))
    harness.type("X")
    #expect(harness.markup == "heX|o")
  }

  @Test func typingCoalescesIntoOneUndoStepUntilAPause() {
    var harness = FieldHarness()
    harness.type("hello")
    harness.time.advance(by: .seconds(2))
    harness.type(" world")
    harness.press(.control("z"))
    #expect(harness.markup == "hello|")
    harness.press(.control("z"))
    #expect(harness.markup == "|")
    harness.press(.control("y"))
    #expect(harness.markup == "hello|")
  }

  @Test func pastedLineBreaksBecomeSpacesInOneUndoStep() {
    var harness = FieldHarness()
    harness.paste("one\ntwo\r\nthree\rfour\u{2028}five")
    #expect(harness.markup == "one two three four five|")
    harness.press(.control("z"))
    #expect(harness.markup == "|")
  }

  @Test func controlVPastesTheClipboardOnOneLine() {
    var harness = FieldHarness(markup: "hello|")
    harness.press(.alt("a"), .alt("c"), .control("e"), .control("v"))
    #expect(harness.markup == "hellohello|")
    harness.clipboard.copy("a\nb")
    harness.press(.control("v"))
    #expect(harness.markup == "hellohelloa b|")
  }

  @Test func pastedControlsAreDrawnAsVisibleSymbols() {
    var harness = FieldHarness()
    harness.paste("a\u{1B}[2Jb")
    #expect(harness.field.text == "a\u{1B}[2Jb", "the text is kept as pasted")
    #expect(harness.shown() == "a^[[2Jb|")
  }

  @Test func theCharacterLimitRefusesTypingAndCutsAPaste() {
    var harness = FieldHarness(TextField(characterLimit: 5))
    harness.type("abcdefg")
    #expect(harness.field.text == "abcde")
    #expect(harness.field.message == .limitReached)
    #expect(harness.context.requests.contains { if case .bell = $0 { true } else { false } })
    harness.press(KeyChord(.backspace))
    #expect(harness.field.message == nil)
    harness.paste("xyz")
    #expect(harness.markup == "abcdx|")
  }

  @Test func theCharacterLimitCountsGraphemeClusters() {
    var harness = FieldHarness(TextField(characterLimit: 3))
    harness.type("👍🏽e\u{301}xy")
    #expect(harness.field.text == "👍🏽e\u{301}x")
  }

  @Test func editModeSelectsTheValueSoTypingReplacesIt() {
    var harness = FieldHarness(TextField(text: "Groceries", selectsAll: true))
    #expect(harness.markup == "[Groceries|]")
    harness.type("I")
    #expect(harness.markup == "I|")
  }
}
