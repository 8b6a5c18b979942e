import Quire

/// The figures of what a text area does on every key in large texts: the history at its memory
/// cap, word deletion in long words, columns far into a 10 MB single line, and find.
///
/// The "without checkpoints" figures are the cost the same question has without the
/// `LineColumnCheckpoints` a text area keeps beside its text: the old cost, kept to compare.
enum KeystrokeFigures {
  /// The screen the column figures use: 120 columns, 40 rows.
  static let width = 120
  static let height = 40

  static var group: FigureGroup {
    FigureGroup(name: "keystroke") {
      let line = singleLine(bytes: 10_000_000)
      return historyFigures() + deletionFigures() + columnFigures(line) + findFigures()
    }
  }

  // MARK: History

  private static func historyFigures() -> [Figure] {
    [
      Figure(
        name: "record a step at the cap of 100k steps (drops the oldest)", unit: "µs", target: nil,
        repetitions: 5
      ) {
        var history = historyAtCap(steps: 100_000)
        var time = Duration.seconds(1_000_000)
        let total = Stopwatch.time(in: "µs") {
          for index in 0..<1000 {
            time += .seconds(2)
            history.record(
              typed(at: index), kind: .typing, selectionBefore: TextSelection(caret: .zero),
              selectionAfter: TextSelection(caret: .zero), at: time)
          }
        }
        precondition(history.undoSteps.count == 100_000, "the cap keeps 100k steps")
        return total / 1000
      },
      Figure(name: "a run of 20,000 backspaces joined into one step", unit: "ms", target: nil, repetitions: 5)
      {
        var history = EditHistory()
        var time = Duration.seconds(1)
        let count = 20_000
        let total = Stopwatch.time(in: "ms") {
          for index in 0..<count {
            time += .milliseconds(10)
            let offset = ByteOffset(count - 1 - index)
            history.record(
              TextChange(offset: offset, removed: [UInt8(ascii: "a")], inserted: []), kind: .deleting,
              selectionBefore: TextSelection(caret: offset + 1), selectionAfter: TextSelection(caret: offset),
              at: time)
          }
        }
        precondition(history.undoSteps.count == 1, "one step")
        return total
      },
    ]
  }

  /// A history capped so that it holds exactly `steps` one-character typed steps.
  private static func historyAtCap(steps: Int) -> EditHistory {
    let cost = 1 + EditHistory.changeOverhead
    var history = EditHistory(memoryLimit: steps * cost)
    var time = Duration.seconds(1)
    for index in 0..<steps {
      time += .seconds(2)
      history.record(
        typed(at: index), kind: .typing, selectionBefore: TextSelection(caret: .zero),
        selectionAfter: TextSelection(caret: .zero), at: time)
    }
    return history
  }

  private static func typed(at index: Int) -> TextChange {
    TextChange(offset: ByteOffset(index), removed: [], inserted: [UInt8(ascii: "x")])
  }

  // MARK: Word deletion

  private static func deletionFigures() -> [Figure] {
    let words: [(String, String)] = [
      ("Ctrl-W on a 3,000-byte ASCII word", String(repeating: "abcdefghij", count: 300)),
      ("Ctrl-W on a 3,000-byte word of CJK", String(repeating: "漢字", count: 500)),
      ("Ctrl-W on a 3,000-byte word of flags", String(repeating: "🇫🇷", count: 375)),
      ("Ctrl-W after a 1,200-byte grapheme cluster", "a" + String(repeating: "\u{301}", count: 600)),
    ]
    var figures: [Figure] = []
    for (name, word) in words {
      let text = TextStorage("some words before it\n" + "x " + word)
      let caret = TextSelection(caret: text.endOffset)
      figures.append(
        Figure(name: name, unit: "µs", target: nil, repetitions: 21) {
          var range = caret.range
          let time = Stopwatch.time(in: "µs") { range = text.range(of: .wordRubout, at: caret) }
          precondition(range.lowerBound.value == 23, "the word")
          return time
        })
      figures.append(
        Figure(
          name: name.replacingPrefix("Ctrl-W", with: "Alt-Backspace"), unit: "µs", target: nil,
          repetitions: 21
        ) {
          let time = Stopwatch.time(in: "µs") { _ = text.range(of: .wordBackward, at: caret) }
          return time
        })
    }
    return figures
  }

  // MARK: Columns

  /// The column figures at the end of a 10 MB single line: without wrap with and without
  /// checkpoints (filled by a first question, outside the timing), and with wrap.
  private static func columnFigures(_ line: TextStorage) -> [Figure] {
    let end = line.endOffset
    let noWrap = WrapLayout(width: width, tabSize: 4, wrap: .none)
    var scrolled = noWrap
    scrolled.horizontalOffset = noWrap.horizontalOffset(revealing: end, in: line)
    var filled = LineColumnCheckpoints()
    _ = noWrap.cell(of: end, in: line, checkpoints: &filled)
    let wrapped = WrapLayout(width: width, tabSize: 4)
    let top =
      wrapped.rowStarts(before: wrapped.rowStart(containing: end, in: line), count: height - 1, in: line)
      .last ?? .zero
    func pair(
      _ name: String, _ old: @escaping () -> Void, _ new: @escaping (inout LineColumnCheckpoints) -> Void
    )
      -> [Figure]
    {
      [
        Figure(name: name + " without wrap, no checkpoints", unit: "µs", target: nil, repetitions: 5) {
          Stopwatch.time(in: "µs", old)
        },
        Figure(name: name + " without wrap, checkpoints", unit: "µs", target: nil, repetitions: 21) {
          var checkpoints = filled
          return Stopwatch.time(in: "µs") { new(&checkpoints) }
        },
      ]
    }
    return [
      Figure(
        name: "fill the checkpoints of a 10 MB line (its first column question)", unit: "ms", target: nil,
        repetitions: 5
      ) {
        var checkpoints = LineColumnCheckpoints()
        return Stopwatch.time(in: "ms") { _ = noWrap.cell(of: end, in: line, checkpoints: &checkpoints) }
      }
    ]
      + pair("caret column at the end of a 10 MB line", { _ = noWrap.cell(of: end, in: line) }) {
        _ = noWrap.cell(of: end, in: line, checkpoints: &$0)
      }
      + pair(
        "reveal the caret at the end of a 10 MB line",
        { _ = noWrap.horizontalOffset(revealing: end, in: line) }
      ) {
        _ = noWrap.horizontalOffset(revealing: end, in: line, checkpoints: &$0)
      }
      + pair(
        "the row scrolled to the end of a 10 MB line",
        { _ = scrolled.rows(from: .zero, count: height, in: line) }
      ) {
        _ = scrolled.rows(from: .zero, count: height, in: line, checkpoints: &$0)
      }
      + pair("caret up a row at the end of a 10 MB line", { _ = noWrap.move(end, byRows: -1, in: line) }) {
        _ = noWrap.move(end, byRows: -1, in: line, checkpoints: &$0)
      }
      + pair(
        "logical line up at the end of a 10 MB line",
        {
          _ = line.movingVertically(
            TextSelection(caret: end), lines: -1, desiredColumn: nil, extend: false, tabSize: 4)
        }
      ) {
        _ = line.movingVertically(
          TextSelection(caret: end), lines: -1, desiredColumn: nil, extend: false, tabSize: 4,
          checkpoints: &$0)
      }
      + [
        Figure(
          name: "caret column at the end of a 10 MB line with wrap", unit: "µs", target: nil, repetitions: 21
        ) {
          Stopwatch.time(in: "µs") { _ = wrapped.cell(of: end, in: line) }
        },
        Figure(
          name: "reveal the caret at the end of a 10 MB line with wrap", unit: "µs", target: nil,
          repetitions: 21
        ) {
          Stopwatch.time(in: "µs") {
            _ = wrapped.topRow(revealing: end, from: top, visibleRows: height, in: line)
          }
        },
        Figure(
          name: "caret up a row at the end of a 10 MB line with wrap", unit: "µs", target: nil,
          repetitions: 21
        ) {
          Stopwatch.time(in: "µs") { _ = wrapped.move(end, byRows: -1, in: line) }
        },
        keystroke(line, noWrap, filled),
        keystroke(line, wrapped, filled, top: top),
      ]
  }

  /// A key typed at the end of a 10 MB line and what a text area then asks: the edit, the
  /// checkpoints told of it, and the viewport (the scroll revealing the caret, the rows of a
  /// screen and the caret's cell).
  private static func keystroke(
    _ line: TextStorage, _ layout: WrapLayout, _ filled: LineColumnCheckpoints, top: ByteOffset = .zero
  ) -> Figure {
    let mode = layout.mode == .none ? "without wrap" : "with wrap"
    return Figure(
      name: "type at the end of a 10 MB line \(mode): edit and viewport", unit: "µs", target: 1000,
      repetitions: 21
    ) {
      var text = line
      var checkpoints = filled
      var viewport: WrapLayout.Viewport?
      let time = Stopwatch.time(in: "µs") {
        let change = text.replace(text.endOffset..<text.endOffset, with: "x")
        checkpoints.update(after: change)
        viewport = layout.viewport(
          revealing: change.insertedRange.upperBound, from: top, visibleRows: height, in: text,
          checkpoints: &checkpoints)
      }
      precondition(viewport?.rows.isEmpty == false, "a screen of rows")
      return time
    }
  }

  // MARK: Find

  private static func findFigures() -> [Figure] {
    let prose = prose(bytes: 100_000_000)
    return [false, true].map { ignoringCase in
      let search = TextSearch("quire keystroke", ignoringCase: ignoringCase)
      let how = ignoringCase ? "ignoring case" : "literal"
      return Figure(name: "find a missing needle in 100 MB, \(how)", unit: "ms", target: nil, repetitions: 5)
      {
        var found: Range<ByteOffset>?
        let time = Stopwatch.time(in: "ms") { found = prose.firstMatch(of: search, from: .zero) }
        precondition(found == nil, "the needle is missing")
        return time
      }
    }
  }

  /// About `bytes` bytes of ASCII prose in lines of about 70 columns, with capitals.
  private static func prose(bytes: Int) -> TextStorage {
    let words = ["The", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog", "Quire", "keys"]
      .map { Array($0.utf8) }
    var state: UInt64 = 0x5EED_F1D
    var builder = TextStorage.Builder()
    var block: [UInt8] = []
    block.reserveCapacity(1 << 20 + 80)
    var written = 0
    var column = 0
    while written + block.count < bytes {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let word = words[Int((state >> 33) % UInt64(words.count))]
      block += word
      column += word.count + 1
      block.append(column > 70 ? 0x0A : 0x20)
      if column > 70 { column = 0 }
      if block.count >= 1 << 20 {
        written += block.count
        builder.append(block)
        block.removeAll(keepingCapacity: true)
      }
    }
    builder.append(block)
    return builder.build()
  }

  /// One line of `bytes` bytes of ASCII words with now and then a tab, as a minified file.
  static func singleLine(bytes: Int) -> TextStorage {
    let words = ["alpha", "beta", "gamma", "delta", "\t", "epsilon", "zeta", "eta", "theta"].map {
      Array($0.utf8)
    }
    var state: UInt64 = 0x5EED_C01
    var block: [UInt8] = []
    block.reserveCapacity(bytes + 16)
    while block.count < bytes {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      block += words[Int((state >> 33) % UInt64(words.count))]
      block.append(0x20)
    }
    var builder = TextStorage.Builder()
    builder.append(block[0..<bytes])
    return builder.build()
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
