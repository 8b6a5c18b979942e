import QuireTestSupport
import QuireText
import Testing

/// Replays the text fuzzer's committed corpus, `Fuzz/Corpus/text/`, through the text engine.
///
/// A corpus file is what the fuzzer reads: an 8-byte header of parameters (the block sizes,
/// the wrap width, tab size and anchor spacing; see `Fuzz/Sources/FuzzText/TextFuzzInput.swift`)
/// then the text. Each text loads in any blocks and saves back byte for byte, its clusters
/// cover it, every motion and deletion lands on a cluster boundary, and its rows cover it in
/// each wrap mode.
@Suite struct TextCorpusTests {
  /// The text fuzzer's corpus.
  static let corpus = FuzzCorpus("text")
  static var names: [String] { corpus.names }

  /// A corpus file read as the fuzzer reads it.
  struct Input {
    var text: [UInt8]
    var layouts: [WrapLayout]

    init?(_ name: String) {
      guard let bytes = TextCorpusTests.corpus.contents(name) else { return nil }
      func parameter(_ index: Int) -> Int { index < bytes.count ? Int(bytes[index]) : 0 }
      text = Array(bytes.dropFirst(8).prefix(4096))
      let spacing = parameter(5) < 0x80 ? WrapLayout.defaultAnchorSpacing : parameter(5) % 29 + 2
      layouts = [WrapLayout.Mode.word, .character, .none].map { mode in
        WrapLayout(
          width: parameter(3) % 200 + 1, tabSize: parameter(4) % 16 + 1, wrap: mode,
          horizontalOffset: parameter(6) % 40
        ).withAnchorSpacing(spacing)
      }
    }
  }

  /// Every offset of a text of `count` bytes in a short text; a spread of them in a long one.
  static func offsets(_ count: Int) -> [Int] {
    Array(stride(from: 0, through: count, by: max(1, count / 120))) + [count]
  }

  /// Where the clusters of `text` start, found by segmenting it forward, and its end.
  static func boundaries(_ text: TextStorage) -> Set<Int> {
    Set(text.graphemes(in: .zero..<text.endOffset).map(\.range.lowerBound.value) + [text.byteCount])
  }

  @Test func corpusIsThere() {
    #expect(Self.names.count >= 30, "corpus at \(Self.corpus.folder)")
  }

  @Test(arguments: names)
  func loadsInAnyBlocksAndSavesBackTheSameBytes(name: String) throws {
    let input = try #require(Input(name))
    let bytes = input.text
    let content = bytes.starts(with: TextFormat.byteOrderMark) ? Array(bytes.dropFirst(3)) : bytes
    var random = SeededRandom(seed: UInt64(bytes.count))
    for round in 0..<4 {
      var builder = TextStorage.Builder()
      var index = 0
      while index < bytes.count {
        let end = min(bytes.count, index + Int.random(in: 0...(round * 40 + 3), using: &random))
        builder.append(bytes[index..<end])
        index = end
      }
      let (text, format) = builder.finish()
      let problems = TextStorageTestModel(bytes: content).differences(from: text, offsetStride: 5)
      #expect(problems.isEmpty, "\(name), round \(round): \(problems.prefix(3))")
      #expect(format.fileBytes(of: text) == bytes, "\(name), round \(round)")
      #expect(format == TextFormat.load(bytes).format, "\(name), round \(round)")
    }
  }

  @Test(arguments: names)
  func clustersCoverTheTextAndEveryBoundaryQueryAgrees(name: String) throws {
    let text = TextStorage(bytes: try #require(Input(name)).text)
    var end = ByteOffset.zero
    for grapheme in text.graphemes(in: .zero..<text.endOffset) {
      #expect(grapheme.range.lowerBound == end && !grapheme.range.isEmpty, "\(name): \(grapheme.range)")
      end = grapheme.range.upperBound
    }
    #expect(end == text.endOffset, "\(name)")
    let boundaries = Self.boundaries(text)
    for value in Self.offsets(text.byteCount) {
      let offset = ByteOffset(value)
      let after = boundaries.filter { $0 > value }.min() ?? text.byteCount
      let before = boundaries.filter { $0 < value }.max() ?? 0
      #expect(text.graphemeBoundary(after: offset).value == after, "\(name) after @\(value)")
      #expect(text.graphemeBoundary(before: offset).value == before, "\(name) before @\(value)")
      #expect(text.isGraphemeBoundary(offset) == boundaries.contains(value), "\(name) at @\(value)")
    }
  }

  @Test(arguments: names)
  func motionsAndDeletionsLandOnClusterBoundaries(name: String) throws {
    let text = TextStorage(bytes: try #require(Input(name)).text)
    let boundaries = Self.boundaries(text)
    for value in Self.offsets(text.byteCount) where boundaries.contains(value) {
      let caret = ByteOffset(value)
      for motion in TextMotion.allCases {
        let found = text.offset(motion, from: caret)
        #expect(boundaries.contains(found.value), "\(name): \(motion) from @\(value) gives \(found)")
      }
      for deletion in TextDeletion.allCases {
        let range = text.range(of: deletion, at: TextSelection(caret: caret))
        #expect(
          boundaries.contains(range.lowerBound.value) && boundaries.contains(range.upperBound.value)
            && (range.lowerBound == caret || range.upperBound == caret),
          "\(name): \(deletion) at @\(value) removes \(range)")
      }
    }
  }

  @Test(arguments: names)
  func rowsCoverTheTextOnceInEachWrapMode(name: String) throws {
    let input = try #require(Input(name))
    let text = TextStorage(bytes: input.text)
    let boundaries = Self.boundaries(text)
    for layout in input.layouts {
      let rows = allWrappedRows(text, layout)
      var end = ByteOffset.zero
      for row in rows {
        #expect(row.start == end, "\(name), \(layout.mode): row \(row.range) after \(end)")
        end = row.range.upperBound
        guard layout.mode != .none else { continue }
        #expect(
          row.endColumn <= layout.width || row.clusters.filter { $0.width > 0 }.count == 1,
          "\(name), \(layout.mode): \(drawnRows([row]))")
      }
      #expect(end == text.endOffset, "\(name), \(layout.mode)")
      #expect(rows.filter(\.endsLine).count == text.lineCount, "\(name), \(layout.mode)")
      for value in Self.offsets(text.byteCount) where boundaries.contains(value) {
        let cell = layout.cell(of: ByteOffset(value), in: text)
        let back = layout.offset(atColumn: cell.column, inRowStarting: cell.rowStart, in: text)
        #expect(
          boundaries.contains(back.value), "\(name), \(layout.mode): @\(value) at \(cell) leads to \(back)")
      }
    }
  }
}
