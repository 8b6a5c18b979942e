import QuireTerminal
import Testing

@Suite struct TerminalEmulatorTests {
  /// A screen of `columns` × `rows` fed `input`.
  private func screen(_ input: String, columns: Int = 10, rows: Int = 3) -> TerminalEmulator {
    var emulator = TerminalEmulator(
      size: TerminalSize(columns: columns, rows: rows), characterWidth: TestWidth.of)
    emulator.feed(input)
    return emulator
  }

  @Test func printsTextAndWrapsAtTheLastColumn() {
    let emulator = screen("hello world, again")
    #expect(
      emulator.text == """
        hello worl
        d, again
        """)
    #expect(emulator.cursor == CellPosition(column: 8, row: 1))
  }

  @Test func printingTheLastColumnWaitsBeforeWrapping() {
    let emulator = screen("0123456789\r\u{1B}[Kx")
    #expect(emulator.lines == ["x", "", ""])
  }

  @Test func scrollsWhenALineFeedReachesTheBottom() {
    let emulator = screen("one\r\ntwo\r\nthree\r\nfour")
    #expect(emulator.lines == ["two", "three", "four"])
    #expect(emulator.scrollback == ["one"])
    #expect(emulator.scrolledLineCount == 1)
  }

  @Test(arguments: [
    ("\u{1B}[2;4Hx", CellPosition(column: 4, row: 1)),
    ("\u{1B}[3;5H\u{1B}[2A", CellPosition(column: 4, row: 0)),
    ("\u{1B}[5C\u{1B}[B", CellPosition(column: 5, row: 1)),
    ("\u{1B}[9C\u{1B}[3D", CellPosition(column: 6, row: 0)),
    ("\u{1B}[3;9H\u{1B}[2G", CellPosition(column: 1, row: 2)),
    ("\u{1B}[4G\u{1B}[2d", CellPosition(column: 3, row: 1)),
    ("\u{1B}[99;99H", CellPosition(column: 9, row: 2)),
    ("abc\u{8}\u{8}", CellPosition(column: 1, row: 0)),
    ("\u{1B}[2;3H\u{1B}7\u{1B}[H\u{1B}8", CellPosition(column: 2, row: 1)),
  ])
  func movesTheCursor(input: String, expected: CellPosition) {
    #expect(screen(input).cursor == expected)
  }

  @Test func wideClustersTakeTwoCellsAndWrapWhole() {
    let emulator = screen("abcdefghi世", columns: 10)
    #expect(emulator.lines == ["abcdefghi", "世", ""])
    #expect(emulator.cell(at: CellPosition(column: 0, row: 1)).width == 2)
    #expect(emulator.cell(at: CellPosition(column: 1, row: 1)).isContinuation)
  }

  @Test func overwritingHalfAWideClusterBlanksTheOtherHalf() {
    let emulator = screen("世界\u{1B}[1;2Hx")
    #expect(emulator.lines[0] == " x界")
  }

  @Test func combiningMarksJoinTheCellBefore() {
    let emulator = screen("e\u{301}x")
    #expect(emulator.cell(at: .zero).text == "e\u{301}")
    #expect(emulator.cursor.column == 2)
  }

  @Test func insertsAndDeletesCharacters() {
    #expect(screen("abcdef\u{1B}[1;3H\u{1B}[2@XY").lines[0] == "abXYcdef")
    #expect(screen("abcdef\u{1B}[1;3H\u{1B}[2P").lines[0] == "abef")
    #expect(screen("abcdef\u{1B}[1;3H\u{1B}[2X").lines[0] == "ab  ef")
    #expect(screen("abcdefghij\u{1B}[1;1H\u{1B}[3@").lines[0] == "   abcdefg")
  }

  @Test func erasesLinesAndTheScreen() {
    #expect(screen("abcdef\u{1B}[1;3H\u{1B}[K").lines[0] == "ab")
    #expect(screen("abcdef\u{1B}[1;3H\u{1B}[1K").lines[0] == "   def")
    #expect(screen("ab\r\ncd\r\nef\u{1B}[2;2H\u{1B}[J").lines == ["ab", "c", ""])
    #expect(screen("ab\r\ncd\r\nef\u{1B}[2J").text == "")
  }

  @Test func insertsAndDeletesLines() {
    #expect(screen("a\r\nb\r\nc\u{1B}[2;1H\u{1B}[L").lines == ["a", "", "b"])
    #expect(screen("a\r\nb\r\nc\u{1B}[1;1H\u{1B}[M").lines == ["b", "c", ""])
  }

  @Test func scrollsOnlyTheRegion() {
    let emulator = screen("top\r\n1\r\n2\u{1B}[2;3r\u{1B}[3;1H\r\n3")
    #expect(emulator.lines == ["top", "2", "3"])
  }

  @Test(arguments: [
    ("\u{1B}[1;3;4;7;9m", Style([.bold, .italic, .underline, .reverse, .strikethrough])),
    ("\u{1B}[1;2m\u{1B}[22m", Style()),
    ("\u{1B}[31;42m", Style(foreground: .red, background: .green)),
    ("\u{1B}[91;104m", Style(foreground: .brightRed, background: .brightBlue)),
    ("\u{1B}[38;5;208;48;5;17m", Style(foreground: .palette(208), background: .palette(17))),
    ("\u{1B}[38;2;1;2;3m", Style(foreground: .rgb(red: 1, green: 2, blue: 3))),
    ("\u{1B}[38:2::1:2:3m", Style(foreground: .rgb(red: 1, green: 2, blue: 3))),
    ("\u{1B}[4;31m\u{1B}[24;39m", Style()),
    ("\u{1B}[1;31m\u{1B}[m", Style()),
  ])
  func setsStylesWithSGR(sequence: String, expected: Style) {
    let emulator = screen(sequence + "x")
    #expect(emulator.style(at: .zero) == expected)
  }

  @Test func erasingUsesTheCurrentBackground() {
    let emulator = screen("\u{1B}[44m\u{1B}[K")
    #expect(emulator.style(at: CellPosition(column: 5, row: 0)) == Style(background: .blue))
  }

  @Test func alternateScreenKeepsTheMainScreen() {
    var emulator = screen("main\u{1B}[?1049h\u{1B}[Hother")
    #expect(emulator.isAlternateScreen)
    #expect(emulator.lines[0] == "other")
    emulator.feed("\u{1B}[?1049l")
    #expect(emulator.lines[0] == "main")
    #expect(emulator.cursor == CellPosition(column: 4, row: 0))
  }

  @Test func recordsCursorVisibilityShapeAndModes() {
    var emulator = screen("\u{1B}[?25l\u{1B}[6 q\u{1B}[?2026h")
    #expect(!emulator.isCursorVisible)
    #expect(emulator.cursorShape == .bar)
    #expect(emulator.isSynchronizedUpdate)
    emulator.feed("\u{1B}[?2026l\u{1B}[?25h")
    #expect(emulator.isCursorVisible)
    #expect(!emulator.isSynchronizedUpdate)
  }

  @Test func readsTextSplitAtAnyByte() {
    let bytes = Array("a\u{1B}[31mé世\u{1B}]0;title\u{7}b".utf8)
    for split in 0...bytes.count {
      var emulator = TerminalEmulator(size: TerminalSize(columns: 10, rows: 2))
      emulator.feed(bytes[..<split])
      emulator.feed(bytes[split...])
      #expect(emulator.lines[0] == "aé世b", "split at \(split)")
      #expect(emulator.title == "title")
    }
  }

  @Test func dropsStringsMalformedSequencesAndInvalidUTF8() {
    #expect(screen("a\u{1B}P1$qm\u{1B}\\b\u{1B}]8;;x\u{1B}\\c").lines[0] == "abc")
    #expect(screen("a\u{1B}[1;?2hb").lines[0] == "ab")
    var emulator = TerminalEmulator(size: TerminalSize(columns: 10, rows: 2))
    emulator.feed([0x61, 0xFF, 0xC3, 0x62])
    #expect(emulator.lines[0] == "a\u{FFFD}\u{FFFD}b")
  }

  @Test func c1ControlsActAsTheirSevenBitForms() {
    #expect(screen("abc\u{9B}2Dx").lines[0] == "axc")
  }

  @Test func answersStatusAndAttributeQueries() {
    var emulator = screen("ab\u{1B}[6n\u{1B}[5n\u{1B}[c\u{1B}[?u")
    #expect(String(decoding: emulator.takeReplies(), as: UTF8.self) == "\u{1B}[1;3R\u{1B}[0n\u{1B}[?62;22c")
    #expect(emulator.replies.isEmpty)
  }

  @Test func resizeKeepsTheTopLeft() {
    var emulator = screen("abcdef\r\nghi")
    emulator.resize(to: TerminalSize(columns: 4, rows: 1))
    #expect(emulator.lines == ["abcd"])
    #expect(emulator.cursor == CellPosition(column: 3, row: 0))
  }
}
