import Quire

/// The text area's figures: a keystroke from event to finished frame (`handle`, `draw` into a
/// 120×40 grid, `Renderer.render`) in the middle of large texts, and the bytes written per
/// typed key, measured as the app does it, through the component.
enum TextAreaFigures {
  /// The screen the figures draw: 120 columns, 40 rows.
  static let size = TerminalSize(columns: 120, rows: 40)

  static func group() -> FigureGroup {
    FigureGroup(name: "textarea") {
      let small = prose(bytes: 1 << 20)
      let medium = prose(bytes: 10 << 20)
      let large = prose(bytes: 100 << 20)
      let line = singleLine(bytes: 10 << 20)
      var figures: [Figure] = []
      for (verb, keys) in keystrokes {
        figures.append(keystroke("\(verb) at the middle of 1 MB of prose", small, .word, keys))
        if verb == "insert" {
          // For bench/peers: Textual's TextArea is measured up to 10 MB only.
          figures.append(keystroke("\(verb) at the middle of 10 MB of prose", medium, .word, keys))
        }
        figures.append(keystroke("\(verb) at the middle of 100 MB of prose", large, .word, keys))
        figures.append(ratio(verb, small: small, large: large, keys: keys))
      }
      for (verb, keys) in keystrokes {
        figures.append(keystroke("\(verb) in the middle of a 10 MB line, wrapped", line, .word, keys))
      }
      for (verb, keys) in keystrokes {
        // One line, not wrapped: Up and Down would go to its ends.
        let sideways = keys.filter { $0.key != .up && $0.key != .down }
        figures.append(
          keystroke("\(verb) in the middle of a 10 MB line, scrolled sideways", line, .none, sideways))
      }
      figures += [
        Figure(
          name: "textarea: bytes per key, typing at the end of a line", unit: "bytes/key", target: 13,
          repetitions: 1, measure: { typingBytesPerKey(atStart: false, statusLine: false) }),
        Figure(
          name: "textarea: bytes per key, end of a line, status line with the position", unit: "bytes/key",
          target: 31, repetitions: 1, measure: { typingBytesPerKey(atStart: false, statusLine: true) }),
        Figure(
          name: "textarea: bytes per key, typing at the start of a 100-char line", unit: "bytes/key",
          target: 20, repetitions: 1, measure: { typingBytesPerKey(atStart: true, statusLine: false) }),
      ]
      return figures
    }
  }

  /// The keystrokes measured, by what they do: each repetition presses the next key of the
  /// cycle (motion goes down and up again, so it stays in the middle).
  static let keystrokes: [(String, [KeyChord])] = [
    ("insert", [.character("x")]),
    ("delete", [KeyChord(.backspace)]),
    ("caret motion", [KeyChord(.down), KeyChord(.right), KeyChord(.up), KeyChord(.left)]),
  ]

  /// The median time of a keystroke to its frame in `text` laid out by `wrap`, in ms.
  private static func keystroke(
    _ what: String, _ text: TextStorage, _ wrap: WrapLayout.Mode, _ keys: [KeyChord]
  ) -> Figure {
    var rig: KeystrokeRig?
    var index = 0
    return Figure(name: "textarea: key to frame, \(what)", unit: "ms", target: 1, repetitions: 41) {
      MainActor.assumeIsolated {
        var current = rig ?? KeystrokeRig(text, wrap: wrap)
        let key = keys[index % keys.count]
        index += 1
        let time = Stopwatch.time(in: "ms") { current.press(key) }
        rig = current
        return time
      }
    }
  }

  /// The median keystroke in 100 MB over the median in 1 MB, from interleaved presses.
  private static func ratio(_ verb: String, small: TextStorage, large: TextStorage, keys: [KeyChord])
    -> Figure
  {
    Figure(
      name: "textarea: key to frame, \(verb), 100 MB ÷ 1 MB", unit: "×", target: 1.2, repetitions: 1
    ) {
      MainActor.assumeIsolated {
        var rigs = [KeystrokeRig(small, wrap: .word), KeystrokeRig(large, wrap: .word)]
        var samples: [[Double]] = [[], []]
        for index in 0..<61 {
          for which in 0..<2 {
            let key = keys[index % keys.count]
            samples[which].append(Stopwatch.time(in: "ms") { rigs[which].press(key) })
          }
        }
        let medians = samples.map { $0.sorted()[$0.count / 2] }
        return medians[1] / medians[0]
      }
    }
  }

  /// Bytes per key typing `RenderFigures.sentence` on line 11 of a screen of prose: after a
  /// line's 30 characters, or before a line's 100 (160 columns wide, so that it does not
  /// wrap); with `statusLine`, the text takes all rows but the last, where the caret's line
  /// and column are shown as an editor's status line shows them.
  static func typingBytesPerKey(atStart: Bool, statusLine: Bool) -> Double {
    MainActor.assumeIsolated { typedBytesPerKey(atStart: atStart, statusLine: statusLine) }
  }

  @MainActor
  private static func typedBytesPerKey(atStart: Bool, statusLine: Bool) -> Double {
    let size = TerminalSize(columns: atStart ? 160 : 120, rows: 40)
    var lines = RenderFigures.prose.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let row = 10
    let existing =
      atStart
      ? String(String(repeating: "Quire writes what changed and nothing else. ", count: 3).prefix(100))
      : "Once upon a time, in the den, "
    while lines.count < 60 { lines.append("") }
    lines[row] = existing
    let text = TextStorage(lines.joined(separator: "\n"))
    let caret = text.lineStart(LineNumber(row)) + (atStart ? 0 : existing.utf8.count)
    let areaSize = TerminalSize(columns: size.columns, rows: size.rows - (statusLine ? 1 : 0))
    var area = TextArea(buffer: TextBuffer(text, selection: TextSelection(caret: caret)), viewport: areaSize)
    let context = EventContext()
    var renderer = Renderer(options: Renderer.Options(colorDepth: .trueColor, synchronizedOutput: true))
    func frame() -> Int {
      var canvas = Canvas(CellGrid(size: size))
      canvas.withRegion(CellRect(size: areaSize)) { area.draw(in: &$0, context: DrawContext()) }
      var grid = canvas.grid
      if statusLine {
        let position = area.storage.position(of: area.selection.head)
        let cursor = grid.cursor
        RenderFigures.drawStatus(
          line: position.line.value + 1, column: position.byteColumn + 1, style: .plain, into: &grid)
        grid.cursor = cursor
      }
      return renderer.render(grid).count
    }
    _ = frame()
    var total = 0
    for character in RenderFigures.sentence {
      _ = area.handle(.key(KeyEvent(.character(character))), context: context)
      total += frame()
    }
    return Double(total) / Double(RenderFigures.sentence.count)
  }

  /// About `bytes` of prose: `RenderFigures.prose` over and over, a blank line between.
  static func prose(bytes: Int) -> TextStorage {
    repeated(Array((RenderFigures.prose + "\n\n").utf8), bytes: bytes)
  }

  /// One line of about `bytes` of prose: its line breaks made spaces.
  static func singleLine(bytes: Int) -> TextStorage {
    repeated(RenderFigures.prose.utf8.map { $0 == 0x0A ? 0x20 : $0 } + [0x20], bytes: bytes)
  }

  /// `piece` repeated to about `bytes`, built in blocks of 1 MB as a file would be read.
  static func repeated(_ piece: [UInt8], bytes: Int) -> TextStorage {
    var block: [UInt8] = []
    while block.count < 1 << 20 { block += piece }
    var builder = TextStorage.Builder()
    var written = 0
    while written < bytes {
      builder.append(block)
      written += block.count
    }
    return builder.build()
  }
}

/// A text area in the middle of a text, drawn to a 120×40 grid and rendered as the app does
/// for every frame; the renderer keeps the last frame, so each frame writes what changed.
@MainActor
struct KeystrokeRig {
  var area: TextArea
  var renderer = Renderer(options: Renderer.Options(colorDepth: .trueColor, synchronizedOutput: true))
  let context = EventContext()

  /// A rig with the caret at the middle of `text`, drawn by `highlighter` when given, its
  /// first frame drawn.
  init(_ text: TextStorage, wrap: WrapLayout.Mode, highlighter: (any TextHighlighter)? = nil) {
    let middle = text.graphemeBoundary(before: ByteOffset(text.byteCount / 2))
    area = TextArea(
      buffer: TextBuffer(text, selection: TextSelection(caret: middle)), wrap: wrap,
      viewport: TextAreaFigures.size)
    area.highlighter = highlighter
    _ = frame()
  }

  /// Handles the key and draws and renders the frame: what one keystroke costs.
  mutating func press(_ key: KeyChord) {
    _ = area.handle(.key(KeyEvent(key.key, modifiers: key.modifiers)), context: context)
    let bytes = frame()
    precondition(bytes > 0, "a keystroke changes the screen")
  }

  /// Draws the area and renders it; returns the bytes written.
  mutating func frame() -> Int {
    var canvas = Canvas(CellGrid(size: TextAreaFigures.size))
    area.draw(in: &canvas, context: DrawContext())
    return renderer.render(canvas.grid).count
  }
}
