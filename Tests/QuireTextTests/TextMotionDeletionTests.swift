import QuireTestSupport
import QuireText
import Testing

/// `markup` after `deletion`, both written with caret markup.
func deleted(_ markup: String, _ deletion: TextDeletion) -> String {
  let (text, selection) = CaretMarkup.parse(markup)
  var storage = TextStorage(text)
  let (_, caret) = storage.delete(deletion, at: selection)
  return CaretMarkup.render(storage.string, caret)
}

@Suite struct TextMotionDeletionTests {
  @Test(arguments: [
    ("ab|c", "a|c"),
    ("|abc", "|abc"),
    ("x👨\u{200D}👩\u{200D}👧|y", "x|y"),
    ("x🇫🇷|y", "x|y"),
    ("xe\u{301}|y", "x|y"),
    ("x中|y", "x|y"),
    ("a\r\n|b", "a|b"),  // CR LF goes at once
    ("[abc|]d", "|d"),
  ])
  func backspaceRemovesTheClusterBefore(before: String, after: String) {
    #expect(deleted(before, .graphemeBackward) == after)
  }

  @Test(arguments: [
    ("a|bc", "a|c"),
    ("abc|", "abc|"),
    ("x|👍🏽y", "x|y"),
    ("a|\r\nb", "a|b"),
    ("a[|bc]d", "a|d"),
  ])
  func deleteRemovesTheClusterAfter(before: String, after: String) {
    #expect(deleted(before, .graphemeForward) == after)
  }

  @Test(arguments: [
    ("foo bar|", "foo |"),
    ("foo bar  |", "foo |"),
    ("foo-bar baz.qux|", "foo-bar |"),
    ("foo ba|r", "foo |r"),
    ("  |x", "|x"),
    ("one\n|two", "one|two"),  // at a line start: the line break
    ("one\ntwo  |", "one\n|"),  // never past the line start
    ("a 日本語|", "a |"),
    ("a\u{3000}b|", "a\u{3000}|"),  // IDEOGRAPHIC SPACE is whitespace
  ])
  func ctrlWRubsOutBackToWhitespace(before: String, after: String) {
    #expect(deleted(before, .wordRubout) == after)
  }

  @Test(arguments: [
    ("foo bar-baz|", "foo bar-|"),
    ("foo bar  |", "foo |"),
    ("foo ba|r", "foo |r"),
    ("one\n|two", "one|two"),
    ("one\n  |", "one\n|"),
  ])
  func altBackspaceRemovesThePreviousWord(before: String, after: String) {
    #expect(deleted(before, .wordBackward) == after)
  }

  @Test(arguments: [
    ("|foo bar", "| bar"),
    ("foo| bar", "foo|"),
    ("f|oo bar", "f| bar"),
    ("foo|\nbar", "foo|bar"),  // at a line end: the line break
    ("foo|  \nbar", "foo|\nbar"),  // never past the line end
  ])
  func altDRemovesTheNextWord(before: String, after: String) {
    #expect(deleted(before, .wordForward) == after)
  }

  @Test(arguments: [
    ("ab|cd\nef", "ab|\nef"),
    ("ab|\nef", "ab|ef"),
    ("ab|\r\nef", "ab|ef"),
    ("ab|", "ab|"),
  ])
  func ctrlKRemovesToTheLineEnd(before: String, after: String) {
    #expect(deleted(before, .toLineEnd) == after)
  }

  @Test(arguments: [
    ("ab\ncd|ef", "ab\n|ef"),
    ("ab\n|ef", "ab|ef"),
    ("ab\r\n|ef", "ab|ef"),
    ("|ab", "|ab"),
  ])
  func ctrlURemovesToTheLineStart(before: String, after: String) {
    #expect(deleted(before, .toLineStart) == after)
  }

  @Test func aDeletionIsUndoneByItsInverse() {
    var text = TextStorage("foo bar baz")
    let (change, _) = text.delete(.wordRubout, at: TextSelection(caret: ByteOffset(7)))
    #expect(text.string == "foo  baz")
    text.apply(change.inverted())
    #expect(text.string == "foo bar baz")
  }
}
