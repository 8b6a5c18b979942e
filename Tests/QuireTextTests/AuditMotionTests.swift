import QuireTestSupport
import QuireText
import Testing

/// Motions the motion tests leave open: the desired column kept through the ends of the text,
/// line motions from between the two bytes of a CR LF, and motion over lines and rows made of
/// clusters wider or narrower than one cell.
@Suite struct AuditMotionTests {
  @Test(arguments: [
    ("abcd\nab|cd", [-1, -1, 1], "abcd\nab|cd"),  // up past the first line, then back down
    ("ab|cd\nabcd", [1, 1, -1], "ab|cd\nabcd"),  // down past the last line, then back up
    ("abc|d\n\nabcd", [1, 1], "abcd\n\nabc|d"),  // an empty line in between
    ("abc|d\n中\nabcd", [1, 1], "abcd\n中\nabc|d"),  // a wide line shorter in bytes than in cells
  ])
  func theDesiredColumnSurvivesTheEndsOfTheTextAndShortLines(
    before: String, steps: [Int], after: String
  ) {
    #expect(movedVertically(before, steps) == after)
  }

  @Test func movingVerticallyHandsBackTheColumnItAimedAtNotTheOneItReached() {
    let text = TextStorage("abcdef\nab\nabcdef")
    let first = text.movingVertically(
      TextSelection(caret: ByteOffset(5)), lines: 1, desiredColumn: nil, extend: false, tabSize: 4)
    #expect(first.selection == TextSelection(caret: ByteOffset(9)))
    #expect(first.desiredColumn == 5)
  }

  @Test(arguments: [
    ("ab\r|\ncd", TextMotion.lineStart, "|ab\r\ncd"),
    ("ab\r|\ncd", .lineEnd, "ab|\r\ncd"),
    ("ab\r\ncd\r|\n", .lineEnd, "ab\r\ncd|\r\n"),
    ("ab\r\n|", .lineStart, "ab\r\n|"),  // the empty last line after a final line break
    ("ab\r\n|", .lineEnd, "ab\r\n|"),
  ])
  func lineMotionsTreatAnOffsetInsideCRLFAsPartOfTheLineItEnds(
    before: String, motion: TextMotion, after: String
  ) {
    #expect(moved(before, motion) == after)
  }

  @Test(arguments: [
    ("|a\u{301}\u{302}\u{303}b", "a\u{301}\u{302}\u{303}|b"),  // a stack of combining marks
    ("|\u{1100}\u{1161}\u{11A8}x", "\u{1100}\u{1161}\u{11A8}|x"),  // a syllable of conjoining jamo
    ("|🇫🇷🇩🇪🇮🇹", "🇫🇷|🇩🇪🇮🇹"),  // flags pair up from the first indicator
    ("🇫🇷|🇩🇪🇮🇹", "🇫🇷🇩🇪|🇮🇹"),
    ("|\u{0600}1", "\u{0600}1|"),  // a prepended mark joins what follows
  ])
  func rightMovesOverOneExtendedCluster(before: String, after: String) {
    #expect(moved(before, .graphemeRight) == after)
    // And Left comes back over the same cluster.
    #expect(moved(after, .graphemeLeft) == before)
  }

  @Test(arguments: [
    ("|hello, world!", [TextMotion.wordRight, .wordRight], "hello, world|!"),
    ("|hello, world!", [.wordRight, .wordRight, .wordRight], "hello, world!|"),  // no word left: the end
    ("hello, world!|", [.wordLeft, .wordLeft, .wordLeft], "|hello, world!"),
    ("|x = foo(bar) + 42;", [.wordRight, .wordRight, .wordRight, .wordRight], "x = foo(bar) + 42|;"),
    ("x = foo(bar) + 42;|", [.wordLeft, .wordLeft, .wordLeft], "x = |foo(bar) + 42;"),
  ])
  func repeatedWordMotionsStopAtEachWordAsReadlineDoes(
    before: String, motions: [TextMotion], after: String
  ) {
    var markup = before
    for motion in motions { markup = moved(markup, motion) }
    #expect(markup == after)
  }
}
