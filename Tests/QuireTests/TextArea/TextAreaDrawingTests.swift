import Quire
import QuireTestSupport
import Testing

/// What a `TextArea` draws: wrapped or scrolled rows, wide characters and emoji at their width,
/// line numbers, the placeholder, the selection, and the caret as the cursor.
@MainActor @Suite struct TextAreaDrawingTests {
  @Test func linesWrapAtWordBoundaries() throws {
    let harness = TextAreaHarness("The quick brown fox jumps over the lazy dog|")
    try harness.expectScreen(
      """
      The quick brown fox
      jumps over the lazy
      dog|
      """)
  }

  @Test func aRowFullToTheEdgeKeepsACellForTheCaret() throws {
    let harness = TextAreaHarness("0123456789012345678|", columns: 20)
    try harness.expectScreen("0123456789012345678|")
  }

  @Test func wideCharactersTakeTwoCellsAndWrapBetweenThem() throws {
    let harness = TextAreaHarness("日本語のテキスト|", columns: 10)
    try harness.expectScreen("日本語の\nテキスト|")
    let middle = TextAreaHarness("日本|語", columns: 10)
    try middle.expectScreen("日本|語")
    #expect(middle.grid().cursor?.position == CellPosition(column: 4, row: 0))
  }

  @Test func emojiTakeTwoCells() throws {
    let harness = TextAreaHarness("I 👍🏽 the 🇫🇷 flag 👩‍👩‍👧|", columns: 12)
    try harness.expectScreen("I 👍🏽 the 🇫🇷\nflag 👩‍👩‍👧|")
    #expect(harness.grid().cursor?.position == CellPosition(column: 7, row: 1))
  }

  @Test func withoutWrapTheViewScrollsSidewaysToTheCaret() throws {
    var harness = TextAreaHarness("short\nabcdefghijklmnopqrstuvwxyz|", columns: 10, wrap: .none)
    try harness.expectScreen("\nrstuvwxyz|")
    harness.press(KeyChord(.home))
    try harness.expectScreen("short\n|abcdefghij")
    harness.press(KeyChord(.up), KeyChord(.end))
    try harness.expectScreen("short|\nabcdefghij")
  }

  @Test func aWideCharacterCutByTheLeftEdgeShowsAsABlank() throws {
    // Columns: a 0, 日 1, 本 3, 語 5, テ 7, キ 9, ス 11, ト 13, the end 15.
    var harness = TextAreaHarness("a日本語テキスト|", columns: 6, wrap: .none)
    try harness.expectScreen(" スト|")  // the window starts at column 10, inside キ
    harness.press(KeyChord(.left), KeyChord(.left))
    try harness.expectScreen(" |スト")
    harness.press(KeyChord(.left))
    try harness.expectScreen("|キスト")
  }

  @Test func lineNumbersShowInAGutterOnEachLinesFirstRow() throws {
    var harness = TextAreaHarness("one\na line long enough to wrap\nthree|")
    harness.area.showsLineNumbers = true
    try harness.expectScreen(
      """
       1 one
       2 a line long
         enough to wrap
       3 three|
      """)
  }

  @Test func theGutterWidensWhenTheLineNumbersGetLonger() throws {
    var harness = TextAreaHarness(Array(repeating: "x", count: 99).joined(separator: "\n") + "|", rows: 3)
    harness.area.showsLineNumbers = true
    try harness.expectScreen("97 x\n98 x\n99 x|")
    harness.press(KeyChord(.enter))
    harness.type("y")
    try harness.expectScreen(" 98 x\n 99 x\n100 y|")
  }

  @Test func thePlaceholderShowsFaintWhenTheTextIsEmpty() throws {
    var harness = TextAreaHarness("|")
    harness.area.placeholder = "Write something"
    try harness.expectScreen("|Write something")
    #expect(harness.grid()[CellPosition(column: 0, row: 0)].style.attributes.contains(.dim))
    harness.type("x")
    try harness.expectScreen("x|")
  }

  @Test func theSelectionIsReverseVideoInTheMonochromeTheme() {
    var harness = TextAreaHarness("a[bc|]d\nnext")
    harness.theme = .monochrome
    let grid = harness.grid()
    let reversed = (0..<4).map { grid[CellPosition(column: $0, row: 0)].style.attributes.contains(.reverse) }
    #expect(reversed == [false, true, true, false])
    harness.area.selection = TextSelection(anchor: ByteOffset(2), head: ByteOffset(6))
    let across = harness.grid()
    #expect(
      across[CellPosition(column: 4, row: 0)].style.attributes.contains(.reverse), "the line break, selected")
    #expect(across[CellPosition(column: 0, row: 1)].style.attributes.contains(.reverse))
    #expect(!across[CellPosition(column: 1, row: 1)].style.attributes.contains(.reverse))
  }

  @Test func controlCharactersAreDrawnAsSymbolsInReverse() throws {
    let harness = TextAreaHarness("a\u{1B}b\u{7F}|")
    try harness.expectScreen("a^[b^?|")
    #expect(harness.grid()[CellPosition(column: 1, row: 0)].style.attributes.contains(.reverse))
  }

  @Test func theCaretIsDrawnOnlyWhenFocused() {
    let harness = TextAreaHarness("text|")
    #expect(harness.grid(focused: false).cursor == nil)
    #expect(harness.grid().cursor?.position == CellPosition(column: 4, row: 0))
  }

  @Test func anAreaTooSmallForTheGutterDrawsWithoutIt() throws {
    var harness = TextAreaHarness("text|", columns: 6, rows: 1)
    harness.area.showsLineNumbers = true
    try harness.expectScreen("text|")
  }
}
