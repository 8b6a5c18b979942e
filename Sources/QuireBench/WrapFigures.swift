import Quire
import QuireTestSupport

/// The soft-wrap figures: a screen laid out in the middle of large texts, and the row
/// stepping that scrolling and vertical motion do there.
enum WrapFigures {
  /// The screen the figures lay out: 120 columns, 40 rows.
  static let width = 120
  static let height = 40

  static var group: FigureGroup {
    FigureGroup(name: "wrap") {
      let line = text(bytes: 10_000_000, lineLength: nil, seed: 0x57A9_0001)
      let prose = text(bytes: 100_000_000, lineLength: 60...110, seed: 0x57A9_0002)
      let wide = text(bytes: 10_000_000, lineLength: nil, seed: 0x57A9_0003, words: wideWords)
      let flags = flagLine(bytes: 1 << 20)
      let layout = WrapLayout(width: width, tabSize: 4)
      return [
        screen("wrap one 120×40 screen in the middle of a 10 MB single line", line, layout, target: 1),
        screen("wrap one 120×40 screen in the middle of 100 MB of prose", prose, layout, target: nil),
        screen(
          "wrap one 120×40 screen in the middle of a 10 MB line of CJK and emoji", wide, layout, target: nil),
        screen("wrap one 120×40 screen in the middle of a 1 MB line of flags", flags, layout, target: 1.6),
        Figure(
          name: "one grapheme boundary in the middle of a 1 MB line of flags", unit: "µs", target: nil,
          repetitions: 41
        ) {
          // Pairing regional indicators needs the parity of the run: the worst case of a look-back.
          let place = middle(of: flags) + 6
          var boundary = ByteOffset.zero
          let time = Stopwatch.time(in: "µs") { boundary = flags.graphemeBoundary(after: place) }
          precondition(boundary == place + 2, "the end of the flag")
          return time
        },
        Figure(
          name: "scroll up one row in the middle of a 10 MB single line", unit: "µs", target: nil,
          repetitions: 41
        ) {
          let top = layout.rowStart(containing: middle(of: line), in: line)
          return Stopwatch.time(in: "µs") { _ = layout.rowStart(before: top, in: line) }
        },
        Figure(
          name: "caret one row down in the middle of a 10 MB single line", unit: "µs", target: nil,
          repetitions: 41
        ) {
          let caret = middle(of: line)
          return Stopwatch.time(in: "µs") { _ = layout.move(caret, byRows: 1, in: line) }
        },
        Figure(
          name: "caret column without wrap in the middle of a 10 MB single line", unit: "ms", target: nil,
          repetitions: 5
        ) {
          // Without wrap, columns count from the line start: this reads half the line.
          let caret = middle(of: line)
          let noWrap = WrapLayout(width: width, tabSize: 4, wrap: .none)
          return Stopwatch.time(in: "ms") { _ = noWrap.horizontalOffset(revealing: caret, in: line) }
        },
      ]
    }
  }

  /// A figure that finds the row holding a place near the middle of `text` and lays out a
  /// screen of rows from it, as opening the text there or jumping there does.
  private static func screen(_ name: String, _ text: TextStorage, _ layout: WrapLayout, target: Double?)
    -> Figure
  {
    var shift = 0
    return Figure(name: name, unit: "ms", target: target, repetitions: 41) {
      // A different place each time, so that the distance to the anchor before it varies.
      shift = (shift + 1_237) % 65_536
      let place = middle(of: text) + shift
      var rows: [VisualRow] = []
      let time = Stopwatch.time(in: "ms") {
        let top = layout.rowStart(containing: place, in: text)
        rows = layout.rows(from: top, count: height, in: text)
      }
      precondition(rows.count == height, "a screen of rows")
      return time
    }
  }

  private static func middle(of text: TextStorage) -> ByteOffset {
    ByteOffset(text.byteCount / 2)
  }

  /// One line of `bytes` bytes of French flags (pairs of regional indicators, 4 bytes each).
  private static func flagLine(bytes: Int) -> TextStorage {
    let flag = Array("🇫🇷".utf8)
    var block: [UInt8] = []
    block.reserveCapacity(bytes)
    while block.count + flag.count <= bytes { block += flag }
    var builder = TextStorage.Builder()
    builder.append(block)
    return builder.build()
  }

  /// Seeded prose of about `bytes` bytes: words of varied length with punctuation, broken into
  /// lines of `lineLength` characters with a blank line between paragraphs, or one line when
  /// `lineLength` is `nil`. Built in blocks of 1 MB, as a file would be read.
  private static func text(
    bytes: Int, lineLength: ClosedRange<Int>?, seed: UInt64, words: [[UInt8]] = englishWords
  ) -> TextStorage {
    var random = SeededRandom(seed: seed)
    func next(_ bound: Int) -> Int { random.next(below: bound) }
    var builder = TextStorage.Builder()
    var block: [UInt8] = []
    block.reserveCapacity(1 << 20 + 128)
    var written = 0
    var column = 0
    var limit = lineLength.map { $0.lowerBound + next($0.count) } ?? Int.max
    while written + block.count < bytes {
      let word = words[next(words.count)]
      if column > 0, column + 1 + word.count > limit {
        block.append(0x0A)
        if next(6) == 0 { block.append(0x0A) }
        column = 0
        limit = lineLength.map { $0.lowerBound + next($0.count) } ?? Int.max
      } else if column > 0 {
        block.append(0x20)
        column += 1
      }
      block += word
      column += word.count
      if next(12) == 0 { block.append(next(3) == 0 ? 0x2E : 0x2C) }
      if block.count >= 1 << 20 {
        written += block.count
        builder.append(block)
        block.removeAll(keepingCapacity: true)
      }
    }
    builder.append(block)
    return builder.build()
  }

  /// Common English words, and a few longer ones.
  private static let englishWords: [[UInt8]] = [
    "the", "of", "and", "a", "to", "in", "is", "you", "that", "it", "he", "was", "for", "on",
    "are", "as", "with", "his", "they", "at", "be", "this", "have", "from", "or", "one",
    "had", "by", "word", "but", "not", "what", "all", "were", "we", "when", "your", "can",
    "said", "there", "use", "an", "each", "which", "she", "do", "how", "their", "if",
    "will", "up", "other", "about", "out", "many", "then", "them", "these", "so", "some",
    "paragraph", "terminal", "wrapping", "layout", "character", "boundary", "quire",
  ].map { Array($0.utf8) }

  /// Words of clusters that are not one byte: CJK (2 cells), emoji with modifiers, flags and
  /// ZWJ sequences (2 cells), Hangul, and a letter with a combining accent (1 cell).
  private static let wideWords: [[UInt8]] = [
    "你好", "世界", "文字化け", "日本語", "한국어", "👍🏽", "🇫🇷🇩🇪", "👩‍👩‍👧", "e\u{301}te\u{301}", "中文", "の", "、",
  ].map { Array($0.utf8) }
}
