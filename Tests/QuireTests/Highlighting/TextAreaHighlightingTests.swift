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

/// The notes a highlighter's links may name, for a test to add to.
final class NoteSet: Sendable {
  let names = Mutex<Set<String>>([])
}

/// A text area drawing through a highlighter: the rows shown in its styles, a fence opened
/// far above the screen found from the states kept, an edit changing the lines after it
/// (and only from it), the spans of the lines drawn kept until an edit reaches them and never
/// served stale, and the search and the selection drawn over the styles.
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

  /// How many lines `counting` is given while `body` runs.
  func linesHighlighted(by counting: CountingHighlighter, _ body: () -> Void) -> Int {
    counting.lines.withLock { $0 = 0 }
    body()
    return counting.lines.withLock { $0 }
  }

  @Test func aCaretMotionAmongTheRowsShownHighlightsNothingAndAKeyItsLine() {
    let counting = CountingHighlighter()
    var area = TextArea(text: (0..<300).map { "line \($0)" }.joined(separator: "\n"), viewport: Self.size)
    area.highlighter = counting
    area.selection = TextSelection(caret: area.storage.lineStart(LineNumber(2)))
    var harness = ComponentHarness(area, size: Self.size)
    _ = harness.grid()
    let motion = linesHighlighted(by: counting) {
      harness.press(KeyChord(.right), KeyChord(.down))
      _ = harness.grid()
    }
    #expect(motion == 0)
    let typed = linesHighlighted(by: counting) {
      harness.type("x")
      _ = harness.grid()
    }
    #expect(typed == 1, "the state its line leaves is the one the next was highlighted in")
    let split = linesHighlighted(by: counting) {
      harness.press(KeyChord(.enter))
      _ = harness.grid()
    }
    #expect(split == 2, "the two halves of the line split")
  }

  @Test func anEditInsideALineDrawnRestylesIt() {
    var harness = harness("intro\nbuy *milk\n")
    #expect(!style(harness, column: 5, row: 1).attributes.contains(.italic))
    harness.component.selection = TextSelection(caret: harness.component.storage.lineEnd(LineNumber(1)))
    harness.type("*")
    #expect(style(harness, column: 5, row: 1).attributes.contains(.italic), "now emphasis")
    #expect(style(harness, column: 9, row: 1) == Theme.standard.faint, "its closing mark")
  }

  @Test func anEditThatKeepsALinesLengthStillRestylesIt() {
    var harness = harness("intro\n*soft*\n")
    #expect(style(harness, column: 1, row: 1).attributes.contains(.italic))
    let close = harness.component.storage.lineEnd(LineNumber(1))
    harness.component.selection = TextSelection(anchor: close - 1, head: close)
    harness.type("x")
    #expect(harness.component.text == "intro\n*softx\n")
    #expect(style(harness, column: 1, row: 1) == Theme.standard.text, "`*softx`: no emphasis")
  }

  @Test func anEditAboveALineDrawnMovesItsStylesWithIt() {
    var harness = harness("intro\n*soft* and `code`\n")
    #expect(style(harness, column: 1, row: 1).attributes.contains(.italic))
    harness.type("ab")
    #expect(style(harness, column: 1, row: 1).attributes.contains(.italic), "the line moved by two bytes")
    #expect(style(harness, column: 0, row: 1) == Theme.standard.faint)
    #expect(style(harness, column: 12, row: 1) == Theme.standard.accent)
    #expect(style(harness, column: 10, row: 1) == Theme.standard.text)
    harness.press(KeyChord(.enter))
    #expect(style(harness, column: 1, row: 2).attributes.contains(.italic), "a row further down")
    #expect(style(harness, column: 12, row: 2) == Theme.standard.accent)
    harness.press(KeyChord(.backspace), KeyChord(.backspace))
    #expect(style(harness, column: 1, row: 1).attributes.contains(.italic), "and back up")
    #expect(style(harness, column: 12, row: 1) == Theme.standard.accent)
  }

  @Test func aFenceOpenedAboveTheRowsShownWhileNoneIsDrawnMakesThemCode() {
    // Column 10 of every row is inside `*soft*` (`line 5 *soft*`, `line 20 *soft*`).
    let text = (0..<40).map { "line \($0) *soft*" }.joined(separator: "\n")
    var harness = harness(text)
    let storage = { harness.component.storage }
    func rows(_ grid: CellGrid, _ expected: (Style) -> Bool) -> Bool {
      (0..<Self.size.rows).allSatisfy { expected(grid[10, $0].style) }
    }
    harness.component.selection = TextSelection(caret: storage().lineStart(LineNumber(20)))
    #expect(rows(harness.grid()) { $0.attributes.contains(.italic) }, "the lines about line 20 drawn")
    harness.component.replaceText(with: Array(("```\n" + text).utf8), at: .zero)
    harness.component.selection = TextSelection(caret: storage().lineStart(LineNumber(21)))
    #expect(rows(harness.grid()) { $0 == Theme.standard.accent }, "the same lines, now in the fence")
    harness.press(.control("z"))
    harness.component.selection = TextSelection(caret: storage().lineStart(LineNumber(20)))
    #expect(rows(harness.grid()) { $0.attributes.contains(.italic) }, "the fence undone")
  }

  @Test func anUndoneEditDrawsTheLinesAsBefore() {
    var harness = harness("intro\n*soft*\n")
    harness.type("```")
    #expect(style(harness, column: 1, row: 1) == Theme.standard.accent)
    harness.press(.control("z"))
    #expect(style(harness, column: 1, row: 1).attributes.contains(.italic))
    #expect(style(harness, column: 0, row: 0) == Theme.standard.text)
  }

  @Test func anotherThemeDrawsTheLinesInItsStyles() {
    var harness = harness("`code`\n")
    #expect(style(harness, column: 1, row: 0) == Theme.standard.accent)
    harness.theme = .monochrome
    #expect(style(harness, column: 1, row: 0) == Theme.monochrome.accent)
  }

  @Test func aLongLineIsNotHighlightedAgainForAnEditPastWhatTheHighlighterIsGiven() {
    let counting = CountingHighlighter()
    let long = "*soft* " + String(repeating: "a", count: TextArea.highlightedLineLimit + 100)
    var area = TextArea(text: long, viewport: Self.size)
    area.highlighter = counting
    var harness = ComponentHarness(area, size: Self.size)
    _ = harness.grid()
    #expect(
      linesHighlighted(by: counting) {
        harness.type("x"); _ = harness.grid()
      } == 0)
    harness.component.highlighter = MarkdownHighlighter()
    harness.component.selection = TextSelection(caret: .zero)
    // The run of `a` wraps to the second row.
    #expect(!style(harness, column: 3, row: 1).attributes.contains(.bold))
    harness.type("# ")
    #expect(style(harness, column: 3, row: 1).attributes.contains(.bold), "a heading now")
  }

  @Test func forgettingTheHighlightingAsksTheHighlighterAgain() {
    let names = NoteSet()
    var area = TextArea(text: "see [[Plan]]\n", viewport: Self.size)
    area.highlighter = MarkdownHighlighter { name in names.names.withLock { $0.contains(name) } }
    var harness = ComponentHarness(area, size: Self.size)
    #expect(style(harness, column: 7, row: 0) == Theme.standard.faint.adding(.underline), "no such note")
    names.names.withLock { _ = $0.insert("Plan") }
    harness.component.forgetHighlighting()
    #expect(style(harness, column: 7, row: 0) == Theme.standard.accent.adding(.underline))
  }

  /// After each of many random edits, motions and undos, the area draws what an area that
  /// kept nothing draws: no line's spans are served stale.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomEditsDrawAsAnAreaThatKeptNothing(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let pieces = ["```\n", "~~~\n", "*", "**", "`", "# ", "> ", "- ", "\n", "x", " ", "[[a]]", "---\n"]
    let lines = (0..<80).map { index in
      ["# Head \(index)", "some *soft* and `code`", "```", "- item **strong**", "plain \(index)"][index % 5]
    }
    let size = TerminalSize(columns: 24, rows: 8)
    var area = TextArea(text: lines.joined(separator: "\n"), viewport: size)
    area.highlighter = MarkdownHighlighter()
    var harness = ComponentHarness(area, size: size)
    for step in 0..<200 {
      let storage = harness.component.storage
      switch random.next(below: 8) {
      case 0, 1: harness.type(pieces[random.next(below: pieces.count)])
      case 2: harness.press(KeyChord(.backspace))
      case 3: harness.press(.control("z"))
      case 4:
        let anchor = ByteOffset(random.next(below: storage.byteCount + 1))
        let head = ByteOffset(min(storage.byteCount, anchor.value + random.next(below: 8)))
        harness.component.selection = TextSelection(anchor: anchor, head: head)
      case 5:
        harness.press(
          [KeyChord(.down), KeyChord(.up), KeyChord(.right), KeyChord(.pageDown)][random.next(below: 4)])
      case 6:
        harness.component.selection = TextSelection(
          caret: ByteOffset(random.next(below: storage.byteCount + 1)))
        harness.type(pieces[random.next(below: pieces.count)])
      default:
        // Changed at the start of a line above the caret's, as a reload does, and not drawn
        // before going back.
        var bytes = storage.allBytes
        let head = harness.component.selection.head
        let line = LineNumber(random.next(below: storage.lineNumber(at: head).value + 1))
        let piece = pieces[random.next(below: pieces.count)]
        let at = storage.lineStart(line)
        bytes.insert(contentsOf: piece.utf8, at: at.value)
        let top = harness.component.scrollTop
        harness.component.replaceText(with: bytes, at: .zero)
        harness.component.selection = TextSelection(caret: head + piece.utf8.count)
        harness.component.scrollTop = at <= top ? top + piece.utf8.count : top
      }
      var fresh = harness.component
      fresh.forgetHighlighting()
      let drawn = harness.grid()
      let expected = ComponentHarness.draw(fresh, size: size)
      let same = drawn == expected
      #expect(same, "step \(step): \(ScreenText.marked(drawn))")
      if !same { return }
    }
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
