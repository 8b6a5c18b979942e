import QuireTestSupport
import Synchronization
import Testing

@testable import Quire

/// A highlighter that styles nothing and counts the lines it is given.
final class CountingHighlighter: TextHighlighter {
  let lines = Mutex(0)
  var initialState: HighlightState { HighlightState(rawValue: 0) }

  func highlight(
    _ line: UnsafeBufferPointer<UInt8>, from state: HighlightState, theme: Theme,
    into spans: inout [HighlightSpan]
  ) -> HighlightState {
    lines.withLock { $0 += 1 }
    return state
  }
}

/// A text area drawing through a highlighter: the rows shown in its styles, a fence opened
/// far above the screen found from the states kept, an edit changing the lines after it
/// (and only from it), and the search and the selection drawn over the styles.
@MainActor @Suite struct TextAreaHighlightingTests {
  static let size = TerminalSize(columns: 30, rows: 5)

  func harness(_ text: String) -> ComponentHarness<TextArea> {
    var area = TextArea(text: text, viewport: Self.size)
    area.highlighter = MarkdownHighlighter()
    area.selection = TextSelection(caret: .zero)
    return ComponentHarness(area, size: Self.size)
  }

  /// The style of the cell at `column` of screen row `row`.
  func style(_ harness: ComponentHarness<TextArea>, column: Int, row: Int) -> Style {
    harness.grid()[column, row].style
  }

  @Test func theRowsShownAreDrawnInTheHighlightersStyles() {
    let harness = harness("# Plan\n\nbuy **milk**\n")
    #expect(style(harness, column: 0, row: 0) == Theme.standard.faint)
    #expect(style(harness, column: 2, row: 0).attributes.contains(.bold))
    #expect(style(harness, column: 6, row: 2).attributes.contains(.bold))
    #expect(style(harness, column: 0, row: 2) == Theme.standard.text)
  }

  @Test func aFenceOpenedFarAboveTheScreenStillMakesItsLinesCode() {
    let lines = ["```"] + (1...900).map { "line \($0) *not emphasis*" } + ["```", "after *soft*"]
    var harness = harness(lines.joined(separator: "\n"))
    harness.component.selection = TextSelection(caret: harness.component.storage.lineStart(LineNumber(880)))
    _ = harness.grid()
    let row = harness.grid()
    let code = Theme.standard.accent
    #expect((0..<5).contains { row[0, $0].style == code })
    harness.component.selection = TextSelection(caret: harness.component.storage.endOffset)
    let end = harness.grid()
    let last = (0..<5).last { end[0, $0].text != " " } ?? 0
    #expect(end[0, last].text == "a")
    #expect(end[7, last].style.attributes.contains(.italic), "after the closing fence: Markdown again")
  }

  @Test func anEditChangesTheLinesAfterIt() {
    var harness = harness("intro\n*soft*\n")
    #expect(style(harness, column: 1, row: 1).attributes.contains(.italic))
    harness.type("```\n")
    #expect(style(harness, column: 1, row: 2) == Theme.standard.accent, "now inside a fence")
    harness.press(KeyChord(.backspace), KeyChord(.backspace), KeyChord(.backspace), KeyChord(.backspace))
    #expect(style(harness, column: 1, row: 1).attributes.contains(.italic), "the fence gone: emphasis again")
  }

  @Test func farDownALongTextOnlyTheFirstFrameWalksTheLinesAbove() {
    let counting = CountingHighlighter()
    var area = TextArea(text: (0..<20_000).map { "line \($0)" }.joined(separator: "\n"), viewport: Self.size)
    area.highlighter = counting
    area.selection = TextSelection(caret: area.storage.lineStart(LineNumber(15_000)))
    var harness = ComponentHarness(area, size: Self.size)
    _ = harness.grid()
    let first = counting.lines.withLock { $0 }
    #expect(first > TextArea.highlightLookBehind - HighlightMemo.stride, "the first frame walks from afresh")
    counting.lines.withLock { $0 = 0 }
    harness.type("x")
    let next = counting.lines.withLock { $0 }
    #expect(
      next <= HighlightMemo.stride + Self.size.rows, "the next starts from a state kept near the screen")
  }

  @Test func anEditFarAboveForgetsTheStatesKeptBelowIt() {
    var harness = harness((0..<400).map { "line \($0) *soft*" }.joined(separator: "\n"))
    let storage = { harness.component.storage }
    harness.component.selection = TextSelection(caret: storage().lineStart(LineNumber(300)))
    #expect(harness.grid()[10, 0].style.attributes.contains(.italic), "states kept down to line 300")
    harness.component.selection = TextSelection(caret: .zero)
    harness.type("```\n")
    harness.component.selection = TextSelection(caret: storage().lineStart(LineNumber(300)))
    let grid = harness.grid()
    #expect(grid[10, 0].style == Theme.standard.accent, "the fence typed at the top reaches line 300")
  }

  @Test func theSelectionAndTheSearchAreDrawnOverTheStyles() {
    var harness = harness("# Plan for today\n")
    harness.component.highlightedSearch = TextSearch("for", ignoringCase: true)
    harness.component.selection = TextSelection(anchor: ByteOffset(2), head: ByteOffset(6))
    #expect(style(harness, column: 2, row: 0) == Theme.standard.selection)
    #expect(style(harness, column: 7, row: 0) == Theme.standard.match)
    #expect(style(harness, column: 11, row: 0).attributes.contains(.bold))
  }

  @Test func theEditorDrawsMarkdownFilesAsMarkdownAndOthersAsText() {
    #expect(DocumentEditor(path: "/notes/Plan.md").highlighter is MarkdownHighlighter)
    #expect(DocumentEditor(path: "/notes/README.MARKDOWN").highlighter is MarkdownHighlighter)
    #expect(DocumentEditor(path: "/notes/plan.txt").highlighter == nil)
    #expect(DocumentEditor(path: "/src/main.swift").highlighter == nil)
  }

  @Test func withoutAHighlighterTheTextIsPlain() {
    var area = TextArea(text: "# Plan\n", viewport: Self.size)
    area.selection = TextSelection(caret: .zero)
    let grid = ComponentHarness(area, size: Self.size).grid()
    #expect(grid[2, 0].style == Theme.standard.text)
  }
}
