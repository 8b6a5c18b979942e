import QuireTerminal
import Testing

/// Byte-exact frames for the edits a user makes most, after a first frame of
/// "hello world" with the caret after it and a status line.
@Suite struct RendererTests {
  static let size = TerminalSize(columns: 20, rows: 3)

  /// A frame of `text` on the first row, `status` on the last, the caret at `caret`.
  static func frame(_ text: String, caret: Int, status: String = "", style: Style = .plain) -> CellGrid {
    var grid = CellGrid(size: size)
    grid.draw(text, at: .zero, style: style)
    grid.draw(status, at: CellPosition(column: 0, row: 2))
    grid.cursor = CellCursor(column: caret, row: 0)
    return grid
  }

  /// The bytes of `next` after `first`, as text.
  static func bytes(after first: CellGrid, _ next: CellGrid, options: Renderer.Options = .init()) -> String {
    var renderer = Renderer(options: options)
    _ = renderer.render(first)
    return String(decoding: renderer.render(next), as: UTF8.self)
  }

  static let start = frame("hello world", caret: 11)

  @Test func firstFrameClearsAndWritesOnlyText() {
    var renderer = Renderer()
    let bytes = String(decoding: renderer.render(Self.start), as: UTF8.self)
    #expect(bytes == "\u{1B}[m\u{1B}[H\u{1B}[2Jhello world\u{1B}[?25h")
  }

  @Test(arguments: [
    ("type at the end", frame("hello world!", caret: 12), "!"),
    ("type in the middle: insert character", frame("hello, world", caret: 6), "\u{1B}[6G\u{1B}[@,"),
    ("backspace at the end", frame("hello worl", caret: 10), "\u{8} \u{8}"),
    ("delete in the middle: delete character", frame("hell world", caret: 4), "\u{1B}[5G\u{1B}[P"),
    ("cursor move only", frame("hello world", caret: 3), "\u{1B}[4G"),
    ("caret to the start", frame("hello world", caret: 0), "\r"),
    ("line cleared: erase to end of line", frame("", caret: 0), "\r\u{1B}[K"),
    ("word replaced", frame("hello there", caret: 11), "\u{1B}[7Gthere"),
    ("style change", frame("hello world", caret: 11, style: Style([.bold])), "\r\u{1B}[1mhello world"),
    (
      "status changes, caret stays: back with DECRC",
      frame("hello world", caret: 11, status: "Col 12"), "\u{1B}7\r\n\nCol 12\u{1B}8"
    ),
  ])
  func editWritesOnlyWhatChanged(edit: String, next: CellGrid, expected: String) {
    #expect(Self.bytes(after: Self.start, next) == expected, "\(edit)")
  }

  @Test func typingWithAStatusLineReturnsThroughDECRC() {
    let first = Self.frame("hello world", caret: 11, status: "Col 12")
    let next = Self.frame("hello world!", caret: 12, status: "Col 13")
    #expect(Self.bytes(after: first, next) == "!\u{1B}7\u{1B}[3;6H3\u{1B}8")
  }

  @Test func styleChangesAreDeltas() {
    let red = Style(foreground: .red)
    let first = Self.frame("hello world", caret: 11, style: red)
    var next = first
    next.draw("world", at: CellPosition(column: 6, row: 0), style: Style([.bold], foreground: .red))
    #expect(Self.bytes(after: first, next) == "\u{1B}[7G\u{1B}[1mworld")
    var plainAgain = next
    plainAgain.draw("world", at: CellPosition(column: 6, row: 0), style: red)
    var renderer = Renderer()
    _ = renderer.render(first)
    _ = renderer.render(next)
    #expect(String(decoding: renderer.render(plainAgain), as: UTF8.self) == "\u{1B}[7G\u{1B}[22mworld")
  }

  /// A view scrolled by a line above a status line: the rows move in a scrolling region
  /// and only the row that came in is written.
  @Test func scrolledRowsMoveInAScrollingRegion() {
    let lines = (1...5).map { "line \($0) of the text" }
    func view(from first: Int) -> CellGrid {
      var grid = CellGrid(size: TerminalSize(columns: 24, rows: 5), lines: Array(lines[first..<first + 4]))
      grid.draw("status", at: CellPosition(column: 0, row: 4))
      grid.cursor = CellCursor(column: 0, row: 0)
      return grid
    }
    #expect(
      Self.bytes(after: view(from: 0), view(from: 1))
        == "\u{1B}[1;4r\u{1B}[S\u{1B}[r\u{1B}[4Hline 5 of the text\u{1B}[H")
    #expect(
      Self.bytes(after: view(from: 1), view(from: 0)) == "\u{1B}[1;4r\u{1B}[T\u{1B}[rline 1 of the text\r")
  }

  @Test func wideClustersAreWrittenOnceForTwoCells() {
    var first = Self.frame("ab", caret: 4)
    first.put(Cell("世", width: 2), at: CellPosition(column: 2, row: 0))
    var next = Self.frame("abxy", caret: 4)
    #expect(Self.bytes(after: first, next) == "\u{8}\u{8}xy")
    next.put(Cell("界", width: 2), at: CellPosition(column: 2, row: 0))
    #expect(Self.bytes(after: Self.frame("ab", caret: 2), next) == "界")
  }

  /// The cursor's position is still known while hidden: showing it again needs no move.
  @Test func hiddenCursorIsHiddenBeforeDrawingAndShownAgainAfter() {
    var hidden = Self.frame("hello world", caret: 0)
    hidden.cursor = nil
    #expect(Self.bytes(after: Self.start, hidden) == "\u{1B}[?25l")
    var renderer = Renderer()
    _ = renderer.render(hidden)
    let shown = Self.frame("hello world!", caret: 12)
    #expect(String(decoding: renderer.render(shown), as: UTF8.self) == "!\u{1B}[?25h")
  }

  @Test func cursorShapeIsSetWhenItChanges() {
    var bar = Self.start
    bar.cursor?.shape = .bar
    #expect(Self.bytes(after: Self.start, bar) == "\u{1B}[6 q")
  }

  @Test func synchronizedOutputWrapsLargeFramesOnly() {
    let options = Renderer.Options(synchronizedOutput: true, synchronizedOutputMinimum: 20)
    var renderer = Renderer(options: options)
    let first = String(decoding: renderer.render(Self.start), as: UTF8.self)
    #expect(first.hasPrefix("\u{1B}[?2026h") && first.hasSuffix("\u{1B}[?2026l"))
    let small = String(decoding: renderer.render(Self.frame("hello world!", caret: 12)), as: UTF8.self)
    #expect(small == "!")
  }

  @Test func resizeOrInvalidateRedrawsEverything() {
    var renderer = Renderer()
    _ = renderer.render(Self.start)
    renderer.invalidate()
    #expect(
      String(decoding: renderer.render(Self.start), as: UTF8.self)
        == "\u{1B}[m\u{1B}[H\u{1B}[2Jhello world\u{1B}[?25h", "style and cursor visibility set again")
    var wider = CellGrid(size: TerminalSize(columns: 30, rows: 3), lines: ["hello world"])
    wider.cursor = CellCursor(column: 11, row: 0)
    #expect(String(decoding: renderer.render(wider), as: UTF8.self) == "\u{1B}[H\u{1B}[2Jhello world")
  }

  @Test func colorsAreDowngradedToTheTerminal() {
    let orange = Self.frame("hi", caret: 2, style: Style(foreground: .rgb(red: 255, green: 135, blue: 0)))
    let bytes: (ColorDepth) -> String = { depth in
      var renderer = Renderer(options: Renderer.Options(colorDepth: depth))
      return String(decoding: renderer.render(orange), as: UTF8.self)
    }
    #expect(bytes(.trueColor).contains("\u{1B}[38;2;255;135;0mhi"))
    #expect(bytes(.ansi256).contains("\u{1B}[38;5;208mhi"))
    #expect(bytes(.ansi16).contains("\u{1B}[33mhi"))
    #expect(bytes(.none).contains("\u{1B}[H\u{1B}[2Jhi"))
  }

  @Test func cursorOutsideTheGridIsHidden() {
    var outside = Self.start
    outside.cursor = CellCursor(column: 3, row: 3)
    #expect(Self.bytes(after: Self.start, outside) == "\u{1B}[?25l")
  }

  @Test func finishGivesTheCursorItsDefaultShapeBack() {
    var renderer = Renderer()
    var bar = Self.start
    bar.cursor?.shape = .bar
    _ = renderer.render(bar)
    #expect(String(decoding: renderer.finish(), as: UTF8.self) == "\u{1B}[0 q")
  }

  @Test func finishResetsTheStyleAndShowsTheCursor() {
    var renderer = Renderer()
    var hidden = Self.frame("hello", caret: 0, style: Style([.bold]))
    hidden.cursor = nil
    _ = renderer.render(hidden)
    #expect(String(decoding: renderer.finish(), as: UTF8.self) == "\u{1B}[m\u{1B}[?25h")
  }
}
