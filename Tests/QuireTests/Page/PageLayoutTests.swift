import Testing

@testable import Quire

/// The page around a text, as each editor asks for it: which parts show at each height, where
/// the notice goes, and the text between, one column in from each side from ten columns.
@MainActor @Suite struct PageLayoutTests {
  /// A height and what shows there: the bar's row, the rules' rows, the text's first row and
  /// row count, the bottom line's row, the notice's row.
  struct Case: Sendable, CustomTestStringConvertible {
    var rows: Int
    var bar: Int?
    var rules: [Int]
    var text: (row: Int, rows: Int)
    var bottomLine: Int?
    var notice: Int?

    var testDescription: String { "\(rows) rows" }
  }

  static func check(_ parts: PageLayout.Parts, _ example: Case) {
    let layout = PageLayout(size: TerminalSize(columns: 40, rows: example.rows), parts: parts)
    #expect(layout.bar == example.bar)
    #expect(layout.rules == example.rules)
    #expect(layout.text == CellRect(column: 1, row: example.text.row, columns: 38, rows: example.text.rows))
    #expect(layout.bottomLine == example.bottomLine)
    #expect(layout.notice == example.notice)
  }

  /// The document editor: the status line from two rows, the bar from three, the rules from
  /// five; the notice on the bottom rule, else the status line.
  @Test(arguments: [
    Case(rows: 1, bar: nil, rules: [], text: (0, 1), bottomLine: nil, notice: nil),
    Case(rows: 2, bar: nil, rules: [], text: (0, 1), bottomLine: 1, notice: 1),
    Case(rows: 3, bar: 0, rules: [], text: (1, 1), bottomLine: 2, notice: 2),
    Case(rows: 4, bar: 0, rules: [], text: (1, 2), bottomLine: 3, notice: 3),
    Case(rows: 5, bar: 0, rules: [1, 3], text: (2, 1), bottomLine: 4, notice: 3),
    Case(rows: 24, bar: 0, rules: [1, 22], text: (2, 20), bottomLine: 23, notice: 22),
  ])
  func theDocumentEditor(example: Case) {
    Self.check(DocumentEditor.pageParts, example)
  }

  /// The field editor full screen: the bar from two rows, the rules from four, no bottom
  /// line (the app's help bar is below); the notice on the bottom rule, else the bar.
  @Test(arguments: [
    Case(rows: 1, bar: nil, rules: [], text: (0, 1), bottomLine: nil, notice: nil),
    Case(rows: 2, bar: 0, rules: [], text: (1, 1), bottomLine: nil, notice: 0),
    Case(rows: 3, bar: 0, rules: [], text: (1, 2), bottomLine: nil, notice: 0),
    Case(rows: 4, bar: 0, rules: [1, 3], text: (2, 1), bottomLine: nil, notice: 3),
    Case(rows: 23, bar: 0, rules: [1, 22], text: (2, 20), bottomLine: nil, notice: 22),
  ])
  func theFieldEditor(example: Case) {
    Self.check(TextAreaScreen.pageParts(surface: .fullScreen), example)
  }

  /// `quire write` inline: the help line from two rows, the title from three, no rules; the
  /// notice on the help line.
  @Test(arguments: [
    Case(rows: 1, bar: nil, rules: [], text: (0, 1), bottomLine: nil, notice: nil),
    Case(rows: 2, bar: nil, rules: [], text: (0, 1), bottomLine: 1, notice: 1),
    Case(rows: 3, bar: 0, rules: [], text: (1, 1), bottomLine: 2, notice: 2),
    Case(rows: 12, bar: 0, rules: [], text: (1, 10), bottomLine: 11, notice: 11),
  ])
  func theInlineWriter(example: Case) {
    Self.check(TextAreaScreen.pageParts(surface: .inline), example)
  }

  @Test func theTextStaysAboveTheRowsAnOverlayCovers() {
    let layout = PageLayout(
      size: TerminalSize(columns: 40, rows: 24), parts: DocumentEditor.pageParts, bottomInset: 8)
    #expect(layout.text == CellRect(column: 1, row: 2, columns: 38, rows: 14))
    let tight = PageLayout(
      size: TerminalSize(columns: 40, rows: 5), parts: DocumentEditor.pageParts, bottomInset: 8)
    #expect(tight.text.rows == 1, "the text always has a row")
  }

  @Test func theMarginGoesBelowTenColumns() {
    let layout = PageLayout(size: TerminalSize(columns: 9, rows: 10), parts: DocumentEditor.pageParts)
    #expect(layout.text == CellRect(column: 0, row: 2, columns: 9, rows: 6))
  }
}
