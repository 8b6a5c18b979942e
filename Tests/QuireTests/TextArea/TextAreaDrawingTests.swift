import Quire
import QuireTestSupport
import Testing

/// What a `TextArea` draws: wrapped or scrolled rows, wide characters and emoji at their width,
/// line numbers, the placeholder, the selection, and the caret as the cursor.
@MainActor @Suite struct TextAreaDrawingTests {
  @Test func linesWrapAtWordBoundaries() {
    let harness = TextAreaHarness("The quick brown fox jumps over the lazy dog|")
    #expect(
      harness.screen() == """
        The quick brown fox
        jumps over the lazy
        dog|
        """)
  }

  @Test func aRowFullToTheEdgeKeepsACellForTheCaret() {
    let harness = TextAreaHarness("0123456789012345678|", columns: 20)
    #expect(harness.screen() == "0123456789012345678|")
  }

  @Test func wideCharactersTakeTwoCellsAndWrapBetweenThem() {
    let harness = TextAreaHarness("日本語のテキスト|", columns: 10)
    #expect(harness.screen() == "日本語の\nテキスト|")
    let middle = TextAreaHarness("日本|語", columns: 10)
    #expect(middle.screen() == "日本|語")
    #expect(middle.grid().cursor?.position == CellPosition(column: 4, row: 0))
  }

  @Test func emojiTakeTwoCells() {
    let harness = TextAreaHarness("I 👍🏽 the 🇫🇷 flag 👩‍👩‍👧|", columns: 12)
    #expect(harness.screen() == "I 👍🏽 the 🇫🇷\nflag 👩‍👩‍👧|")
    #expect(harness.grid().cursor?.position == CellPosition(column: 7, row: 1))
  }

  @Test func withoutWrapTheViewScrollsSidewaysToTheCaret() {
    var harness = TextAreaHarness("short\nabcdefghijklmnopqrstuvwxyz|", columns: 10, wrap: .none)
    #expect(harness.screen() == "\nrstuvwxyz|")
    harness.press(KeyChord(.home))
    #expect(harness.screen() == "short\n|abcdefghij")
    harness.press(KeyChord(.up), KeyChord(.end))
    #expect(harness.screen() == "short|\nabcdefghij")
  }

  @Test func aWideCharacterCutByTheLeftEdgeShowsAsABlank() {
    // Columns: a 0, 日 1, 本 3, 語 5, テ 7, キ 9, ス 11, ト 13, the end 15.
    var harness = TextAreaHarness("a日本語テキスト|", columns: 6, wrap: .none)
    #expect(harness.screen() == " スト|", "the window starts at column 10, inside キ")
    harness.press(KeyChord(.left), KeyChord(.left))
    #expect(harness.screen() == " |スト")
    harness.press(KeyChord(.left))
    #expect(harness.screen() == "|キスト")
  }

  @Test func lineNumbersShowInAGutterOnEachLinesFirstRow() {
    var harness = TextAreaHarness("one\na line long enough to wrap\nthree|")
    harness.area.showsLineNumbers = true
    #expect(
      harness.screen() == """
         1 one
         2 a line long
           enough to wrap
         3 three|
        """)
  }

  @Test func theGutterWidensWhenTheLineNumbersGetLonger() {
    var harness = TextAreaHarness(Array(repeating: "x", count: 99).joined(separator: "\n") + "|", rows: 3)
    harness.area.showsLineNumbers = true
    #expect(harness.screen() == "97 x\n98 x\n99 x|")
    harness.press(KeyChord(.enter))
    harness.type("y")
    #expect(harness.screen() == " 98 x\n 99 x\n100 y|")
  }

  @Test func thePlaceholderShowsFaintWhenTheTextIsEmpty() {
    var harness = TextAreaHarness("|")
    harness.area.placeholder = "Write something"
    #expect(harness.screen() == "|Write something")
    #expect(harness.grid()[CellPosition(column: 0, row: 0)].style.attributes.contains(.dim))
    harness.type("x")
    #expect(harness.screen() == "x|")
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

  @Test func controlCharactersAreDrawnAsSymbolsInReverse() {
    let harness = TextAreaHarness("a\u{1B}b\u{7F}|")
    #expect(harness.screen() == "a^[b^?|")
    #expect(harness.grid()[CellPosition(column: 1, row: 0)].style.attributes.contains(.reverse))
  }

  @Test func theCaretIsDrawnOnlyWhenFocused() {
    let harness = TextAreaHarness("text|")
    #expect(harness.grid(focused: false).cursor == nil)
    #expect(harness.grid().cursor?.position == CellPosition(column: 4, row: 0))
  }

  @Test func anAreaTooSmallForTheGutterDrawsWithoutIt() {
    var harness = TextAreaHarness("text|", columns: 6, rows: 1)
    harness.area.showsLineNumbers = true
    #expect(harness.screen() == "text|")
  }
}
