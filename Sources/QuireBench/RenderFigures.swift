import Quire

/// The renderer's figures: bytes written per key and for a first screen, and the time to
/// diff and encode a large frame. Frames are drawn into grids directly, as an editor would
/// draw them: rows of text, the caret as the terminal's cursor, and a status line.
enum RenderFigures {
  static func group() -> FigureGroup {
    FigureGroup(name: "render") {
      [
        Figure(
          name: "render: bytes per key, typing at the end of a line", unit: "bytes/key", target: 16,
          repetitions: 1, measure: { typingBytesPerKey(atStart: false, statusStyle: .plain) }),
        Figure(
          name: "render: bytes per key, typing at the start of a 100-char line", unit: "bytes/key",
          target: 20, repetitions: 1, measure: { typingBytesPerKey(atStart: true, statusStyle: .plain) }),
        Figure(
          name: "render: bytes per key, end of a line, reverse-video status bar", unit: "bytes/key",
          target: nil, repetitions: 1,
          measure: { typingBytesPerKey(atStart: false, statusStyle: Style([.reverse])) }),
        Figure(
          name: "render: first 120x40 screen of prose", unit: "KB", target: 3.5, repetitions: 1,
          measure: firstScreenKilobytes),
        Figure(
          name: "render: bytes to scroll a 120x40 view of prose by a line", unit: "bytes", target: nil,
          repetitions: 1, measure: scrollBytes),
        Figure(
          name: "render: diff and encode 200x60, every cell changed", unit: "ms", target: 0.5,
          repetitions: 51, measure: { frameTime(everyCell: true) }),
        Figure(
          name: "render: diff and encode 200x60, one cell changed", unit: "µs", target: 20,
          repetitions: 51, measure: { frameTime(everyCell: false) }),
      ]
    }
  }

  /// The sentence typed: 43 characters.
  static let sentence = "Then the lazy dog woke up and barked twice."

  /// Prose for the screens, hard-wrapped at 80 columns as notes in Markdown are.
  static let prose = """
    Quire keeps notes as plain text files in a folder, one note to a file, so that any
    other program can read them, and the shell can search them. A note opens where it was
    left, with the caret where the writer stopped, and every change is saved as it is made.

    The editor wraps long lines at the edge of the window, moves by words and by lines,
    selects with the shift key or the mouse, and undoes a whole burst of typing at once.
    It never writes a byte of a note to the terminal as a control sequence: an escape
    character in a note is shown as a symbol in reverse video, and nothing else happens.

    Prompts for shell scripts draw below the cursor without taking the whole screen, ask
    their question, and print the answer on standard output when the user presses return.
    A selection list remembers what was chosen before and offers it first the next time.
    """

  /// A row of an editor's screen: the text drawn at the left, in the plain style.
  static func drawText(_ lines: [Substring], into grid: inout CellGrid) {
    for (row, line) in lines.enumerated() where row < grid.size.rows - 1 {
      grid.draw(line, at: CellPosition(column: 0, row: row))
    }
  }

  /// The status line: the file's name at the left, the caret's line and column at the
  /// right (as vim's ruler), in `style` across the row.
  static func drawStatus(line: Int, column: Int, style: Style, into grid: inout CellGrid) {
    let row = grid.size.rows - 1
    grid.fill(CellRect(column: 0, row: row, columns: grid.size.columns, rows: 1), with: .blank(style))
    grid.draw(" notes.md", at: CellPosition(column: 0, row: row), style: style)
    let position = "Ln \(line), Col \(column) "
    grid.draw(position, at: CellPosition(column: grid.size.columns - position.count, row: row), style: style)
  }

  /// Bytes per key while typing `sentence` on line 11 of a screen of prose with a status line
  /// in `statusStyle` whose column number changes with each key: after a line's 30
  /// characters (at the end), or before a line's 100 (at the start, on a screen 160 columns
  /// wide so that the line does not wrap, as in the measurement of vim and nano).
  static func typingBytesPerKey(atStart: Bool, statusStyle: Style) -> Double {
    let size = TerminalSize(columns: atStart ? 160 : 120, rows: 40)
    let lines = prose.split(separator: "\n", omittingEmptySubsequences: false)
    let row = 10
    let existing =
      atStart
      ? String(String(repeating: "Quire writes what changed and nothing else. ", count: 3).prefix(100))
      : "Once upon a time, in the den, "
    var renderer = Renderer(options: Renderer.Options(colorDepth: .trueColor, synchronizedOutput: true))
    var total = 0
    for typed in 0...sentence.count {
      let prefix = String(sentence.prefix(typed))
      let text = atStart ? prefix + existing : existing + prefix
      let caret = atStart ? typed : existing.count + typed
      var grid = CellGrid(size: size)
      drawText(lines, into: &grid)
      grid.fill(CellRect(column: 0, row: row, columns: size.columns, rows: 1), with: .space)
      grid.draw(text, at: CellPosition(column: 0, row: row))
      drawStatus(line: row + 1, column: caret + 1, style: statusStyle, into: &grid)
      grid.cursor = CellCursor(column: caret, row: row)
      let bytes = renderer.render(grid)
      if typed > 0 { total += bytes.count }
    }
    return Double(total) / Double(sentence.count)
  }

  /// A 120×40 screen of prose from line `first` on, with a status line.
  static func proseScreen(from first: Int) -> CellGrid {
    let size = TerminalSize(columns: 120, rows: 40)
    var lines: [Substring] = []
    while lines.count < first + size.rows {
      lines += prose.split(separator: "\n", omittingEmptySubsequences: false) + [""]
    }
    var grid = CellGrid(size: size)
    drawText(Array(lines[first...]), into: &grid)
    drawStatus(line: first + 1, column: 1, style: Style([.reverse]), into: &grid)
    grid.cursor = CellCursor(column: 0, row: 0)
    return grid
  }

  /// Kilobytes of the first frame of a 120×40 screen of prose with a status line.
  static func firstScreenKilobytes() -> Double {
    var renderer = Renderer(options: Renderer.Options(colorDepth: .trueColor, synchronizedOutput: true))
    return Double(renderer.render(proseScreen(from: 0)).count) / 1000
  }

  /// Bytes of the frame after the view of prose scrolled down by one line.
  static func scrollBytes() -> Double {
    var renderer = Renderer(options: Renderer.Options(colorDepth: .trueColor, synchronizedOutput: true))
    _ = renderer.render(proseScreen(from: 0))
    return Double(renderer.render(proseScreen(from: 1)).count)
  }

  /// A 200×60 frame of letters in runs of colours; `variant` changes every cell.
  static func busyFrame(variant: Int) -> CellGrid {
    let size = TerminalSize(columns: 200, rows: 60)
    var grid = CellGrid(size: size)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    for row in 0..<size.rows {
      for column in 0..<size.columns {
        var hash = UInt64(row * 7919 + column * 104_729 + 1)
        hash = (hash ^ (hash >> 13)) &* 0x5bd1_e995
        let base = Int(hash % 26)
        let letter = variant == 0 ? base : (base + 1 + Int((hash >> 20) % 25)) % 26
        let color = Color.palette(UInt8(16 + (column / 20 + row + variant * 3) % 200))
        grid.put(
          Cell(String(letters[letter]), style: Style(foreground: color)),
          at: CellPosition(column: column, row: row))
      }
    }
    grid.cursor = CellCursor(column: 0, row: 0)
    return grid
  }

  static let frames = (busyFrame(variant: 0), busyFrame(variant: 1))

  /// Time to diff and encode the second of two 200×60 frames that differ in every cell, or
  /// in one cell.
  static func frameTime(everyCell: Bool) -> Double {
    let first = frames.0
    var second = frames.1
    if !everyCell {
      second = first
      second.draw("#", at: CellPosition(column: 100, row: 30))
    }
    var renderer = Renderer(options: Renderer.Options(colorDepth: .trueColor, synchronizedOutput: true))
    _ = renderer.render(first)
    var count = 0
    let elapsed = Stopwatch.time(in: everyCell ? "ms" : "µs") { count = renderer.render(second).count }
    precondition(count > 0, "the second frame wrote nothing")
    return elapsed
  }
}
