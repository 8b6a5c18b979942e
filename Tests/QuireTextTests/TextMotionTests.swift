import QuireTestSupport
import QuireText
import Testing

/// `markup` after `motion`, both written with caret markup.
func moved(_ markup: String, _ motion: TextMotion, extend: Bool = false) -> String {
  let (text, selection) = CaretMarkup.parse(markup)
  return CaretMarkup.render(text, TextStorage(text).moving(selection, by: motion, extend: extend))
}

@Suite struct TextMotionGraphemeTests {
  @Test(arguments: [
    ("|abc", "a|bc"),
    ("abc|", "abc|"),
    ("|😀x", "😀|x"),
    ("|👨\u{200D}👩\u{200D}👧\u{200D}👦x", "👨\u{200D}👩\u{200D}👧\u{200D}👦|x"),  // ZWJ family
    ("|🇫🇷🇩🇪", "🇫🇷|🇩🇪"),  // flags pair up
    ("|👍🏽!", "👍🏽|!"),  // skin tone
    ("|e\u{301}\u{302}x", "e\u{301}\u{302}|x"),  // combining marks
    ("|日本", "日|本"),  // CJK
    ("a|\r\nb", "a\r\n|b"),  // CR LF is one step
    ("|1\u{FE0F}\u{20E3}2", "1\u{FE0F}\u{20E3}|2"),  // keycap
  ])
  func rightMovesOverOneCluster(before: String, after: String) {
    #expect(moved(before, .graphemeRight) == after)
  }

  @Test(arguments: [
    ("a|bc", "|abc"),
    ("|abc", "|abc"),
    ("x😀|", "x|😀"),
    ("x👨\u{200D}👩\u{200D}👧\u{200D}👦|", "x|👨\u{200D}👩\u{200D}👧\u{200D}👦"),
    ("🇫🇷🇩🇪|", "🇫🇷|🇩🇪"),
    ("xe\u{301}\u{302}|", "x|e\u{301}\u{302}"),
    ("日本|", "日|本"),
    ("a\r\n|b", "a|\r\nb"),
  ])
  func leftMovesOverOneCluster(before: String, after: String) {
    #expect(moved(before, .graphemeLeft) == after)
  }

  @Test(arguments: [
    ("he|llo", TextMotion.graphemeRight, "he[l|]lo"),
    ("he[l|]lo", .graphemeRight, "he[ll|]o"),
    ("he[ll|]o", .graphemeLeft, "he[l|]lo"),
    ("he[|ll]o", .lineEnd, "hell[o|]"),  // the anchor stays at the far end
    ("ab\ncd|", .documentStart, "[|ab\ncd]"),
  ])
  func shiftExtendsFromTheAnchor(before: String, motion: TextMotion, after: String) {
    #expect(moved(before, motion, extend: true) == after)
  }

  @Test(arguments: [
    ("he[ll|]o", TextMotion.graphemeLeft, "he|llo"),
    ("he[|ll]o", .graphemeRight, "hell|o"),
    ("he[ll|]o", .lineStart, "|hello"),
    ("h[ell|]o wo", .wordRight, "hello| wo"),  // from the head
  ])
  func withoutShiftASelectionBecomesACaret(before: String, motion: TextMotion, after: String) {
    #expect(moved(before, motion) == after)
  }

  @Test func invalidBytesAreOneStepEach() {
    let text = TextStorage(bytes: [0x61, 0xFF, 0xE4, 0xB8, 0x62])
    var offsets = [0]
    while let last = offsets.last, last < text.byteCount {
      offsets.append(text.offset(.graphemeRight, from: ByteOffset(last)).value)
    }
    #expect(offsets == [0, 1, 2, 4, 5])
    #expect(text.offset(.graphemeLeft, from: ByteOffset(4)) == ByteOffset(2))
    #expect(text.offset(.graphemeLeft, from: ByteOffset(2)) == ByteOffset(1))
  }
}

@Suite struct TextMotionWordTests {
  @Test(arguments: [
    ("|hello world", "hello| world"),
    ("hel|lo world", "hello| world"),
    ("hello| world", "hello world|"),
    ("hello world|", "hello world|"),
    ("|  (foo)", "  (foo|)"),
    ("|can't stop", "can't| stop"),  // an apostrophe inside a word
    ("|3.14 m", "3.14| m"),
    ("|foo_bar baz", "foo_bar| baz"),
    ("|/usr/local", "/usr|/local"),
    ("|😀 hi", "😀 hi|"),  // emoji are not words
    ("|日本語", "日|本語"),  // each ideograph is a word
    ("|Grüße, Welt", "Grüße|, Welt"),
    ("|e\u{301}te\u{301} x", "e\u{301}te\u{301}| x"),
    ("one|\ntwo", "one\ntwo|"),  // crosses lines
  ])
  func altFMovesToTheEndOfTheNextWord(before: String, after: String) {
    #expect(moved(before, .wordRight) == after)
  }

  @Test(arguments: [
    ("hello world|", "hello |world"),
    ("hello wo|rld", "hello |world"),
    ("hello |world", "|hello world"),
    ("|hello", "|hello"),
    ("(foo)  |", "(|foo)  "),
    ("can't stop|", "can't |stop"),
    ("/usr/local|", "/usr/|local"),
    ("hi 😀|", "|hi 😀"),
    ("日本語|", "日本|語"),
    ("one\n|two", "|one\ntwo"),
  ])
  func altBMovesToTheStartOfThePreviousWord(before: String, after: String) {
    #expect(moved(before, .wordLeft) == after)
  }

  @Test func altBFindsAWordFarBack() {
    let spaces = String(repeating: " ", count: 5_000)
    #expect(moved("word" + spaces + "|", .wordLeft) == "|word" + spaces)
  }
}

@Suite struct TextMotionLineTests {
  @Test(arguments: [
    ("ab|c\ndef", TextMotion.lineStart, "|abc\ndef"),
    ("abc\nd|ef", .lineStart, "abc\n|def"),
    ("ab|c\r\ndef", .lineEnd, "abc|\r\ndef"),
    ("abc\rd|ef", .lineEnd, "abc\rdef|"),
    ("ab|c\ndef", .documentEnd, "abc\ndef|"),
    ("abc\nd|ef", .documentStart, "|abc\ndef"),
  ])
  func lineAndDocumentMotions(before: String, motion: TextMotion, after: String) {
    #expect(moved(before, motion) == after)
  }
}
