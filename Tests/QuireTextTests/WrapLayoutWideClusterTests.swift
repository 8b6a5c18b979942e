import QuireText
import Testing

/// Wrapping with clusters that are not one cell: wide ideographs and emoji (2 cells),
/// combining marks (0), invalid bytes (U+FFFD, 1).
@Suite struct WrapLayoutWideClusterTests {
  @Test func aWideClusterThatDoesNotFitMovesWholeToTheNextRow() {
    let rows = allWrappedRows(TextStorage("ab你好"), WrapLayout(width: 5, wrap: .character))
    #expect(drawnRows(rows) == "ab你|\n好¶")
    #expect(rows.first?.endColumn == 4)
  }

  @Test func ideographsBreakBetweenEachOtherWithoutSpaces() {
    let rows = allWrappedRows(TextStorage("hi 你好世界和平"), WrapLayout(width: 8))
    #expect(drawnRows(rows) == "hi 你好|\n世界和平¶")
  }

  @Test func aWordBeforeAnIdeographMayEndTheRow() {
    let rows = allWrappedRows(TextStorage("ab cdef你"), WrapLayout(width: 7))
    #expect(drawnRows(rows) == "ab cdef|\n你¶")
  }

  @Test(arguments: [
    ("👍🏽👍🏽👍🏽", 5, "👍🏽👍🏽|\n👍🏽¶"),
    ("🇫🇷🇩🇪x", 4, "🇫🇷🇩🇪|\nx¶"),
    ("👩‍👩‍👧x", 2, "👩‍👩‍👧|\nx¶"),
  ])
  func emojiSequencesAreOneTwoCellCluster(text: String, width: Int, expected: String) {
    #expect(drawnRows(allWrappedRows(TextStorage(text), WrapLayout(width: width))) == expected)
  }

  @Test func combiningMarksTakeNoCellOfTheirOwn() {
    let rows = allWrappedRows(TextStorage("e\u{301}e\u{301}e\u{301}e\u{301}"), WrapLayout(width: 3))
    #expect(rows.map { $0.clusters.count } == [3, 1])
    #expect(rows.first?.clusters.map(\.column) == [0, 1, 2])
  }

  @Test func aClusterWiderThanTheRowStandsAloneOnItsRow() {
    let rows = allWrappedRows(TextStorage("a你b"), WrapLayout(width: 1))
    #expect(drawnRows(rows) == "a|\n你|\nb¶")
    #expect(rows.map(\.endColumn) == [1, 2, 1])
  }

  @Test func invalidBytesAreEachDrawnAsTheReplacementCharacter() {
    let rows = allWrappedRows(TextStorage(bytes: [0x61, 0xFF, 0xC3, 0x62]), WrapLayout(width: 10))
    #expect(drawnRows(rows) == "a\u{FFFD}\u{FFFD}b¶")
    #expect(rows.first?.clusters.map(\.glyph) == [.text("a"), .invalid, .invalid, .text("b")])
  }

  @Test func theCaretAfterAWideClusterIsTwoCellsOn() {
    let text = TextStorage("你好x")
    let layout = WrapLayout(width: 10)
    #expect(layout.cell(of: ByteOffset(6), in: text).column == 4)
    #expect(layout.offset(atColumn: 1, inRowStarting: .zero, in: text) == .zero)
    #expect(layout.offset(atColumn: 2, inRowStarting: .zero, in: text) == ByteOffset(3))
  }
}
