import QuireTestSupport
import QuireText
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seeded random texts and layouts, checked against what every layout must satisfy.
/// A failure prints its seed; `QUIRE_SEED=n` replays it.
@Suite struct WrapLayoutPropertyTests {
  /// Pieces random texts are made of (with now and then an invalid UTF-8 sequence): words,
  /// spaces, tabs, every kind of line break, multi-byte and combining clusters, wide
  /// ideographs, controls, a no-break space.
  static let pieces = [
    "a", "bc", "word", "longerword", " ", " ", "  ", "\t", "\n", "\r\n", "\r", "é", "e\u{301}",
    "你好", "\u{1B}", "\u{00A0}", "x",
  ]
  /// Pieces without line breaks and with more clusters of several bytes, for long lines that
  /// the layout reads in several windows and across several anchors.
  static let longLinePieces = [
    "a", "word", " ", "\t", "é", "e\u{301}\u{302}", "你好", "👩\u{200D}👩\u{200D}👧", "🇫🇷", "\u{1F1E6}",
    "👍🏽", "\u{1B}", "\u{00A0}", "ab cd ", "\u{0300}",
  ]

  static var seeds: [UInt64] { SeededRandom.seeds(count: 150, from: 0x5EED_1A70) }

  struct Case: CustomStringConvertible {
    var text: TextStorage
    var layout: WrapLayout
    var seed: UInt64

    init(seed: UInt64) {
      var random = SeededRandom(seed: seed)
      let longLines = seed % 3 == 0
      let pieces = longLines ? WrapLayoutPropertyTests.longLinePieces : WrapLayoutPropertyTests.pieces
      let count = Int.random(in: 0...(longLines ? 120 : 40), using: &random)
      var bytes: [UInt8] = []
      for _ in 0..<count {
        if Int.random(in: 0..<20, using: &random) == 0 {
          // An invalid sequence: a stray continuation byte, a cut three-byte lead, 0xFF.
          bytes += [[0x80], [0xE4, 0xB8], [0xFF]].randomElement(using: &random) ?? []
        } else {
          bytes += Array((pieces.randomElement(using: &random) ?? "").utf8)
        }
      }
      let modes: [WrapLayout.Mode] = [.word, .word, .character, .none]
      layout = WrapLayout(
        width: Int.random(in: 1...12, using: &random), tabSize: Int.random(in: 1...8, using: &random),
        wrap: modes.randomElement(using: &random) ?? .word,
        horizontalOffset: Int.random(in: 0...6, using: &random)
      ).withAnchorSpacing(Int.random(in: 3...40, using: &random))
      text = TextStorage(bytes: bytes)
      self.seed = seed
    }

    var description: String {
      "seed \(seed) (QUIRE_SEED=\(seed)): \(layout.mode) width \(layout.width) tab \(layout.tabSize) "
        + "anchors \(layout.anchorSpacing) text \(String(reflecting: text.string))"
    }
  }

  @Test(arguments: seeds)
  func rowsCoverEveryByteOnceInOrderAndTheirClustersSitSideBySide(seed: UInt64) {
    let test = Case(seed: seed)
    let rows = allWrappedRows(test.text, test.layout)
    #expect(rows.first?.start == .zero, "\(test)")
    #expect(rows.last?.range.upperBound == test.text.endOffset, "\(test)")
    for (row, next) in zip(rows, rows.dropFirst()) {
      #expect(row.range.upperBound == next.start, "\(test)")
      #expect(next.line == (row.endsLine ? row.line + 1 : row.line), "\(test)")
    }
    #expect(rows.filter(\.endsLine).count == test.text.lineCount, "\(test)")
    guard test.layout.mode != .none else { return }
    for row in rows {
      #expect(row.clusters.first?.range.lowerBound ?? row.contentEnd == row.start, "\(test)")
      #expect(row.clusters.last?.range.upperBound ?? row.start == row.contentEnd, "\(test)")
      var column = 0
      for (cluster, next) in zip(row.clusters, row.clusters.dropFirst()) {
        #expect(cluster.range.upperBound == next.range.lowerBound, "\(test)")
      }
      for cluster in row.clusters {
        #expect(cluster.column == column, "\(test)")
        column += cluster.width
      }
      #expect(row.endColumn == column, "\(test)")
    }
  }

  @Test(arguments: seeds)
  func noRowIsWiderThanTheWidthUnlessItHoldsOneWiderCluster(seed: UInt64) {
    let test = Case(seed: seed)
    guard test.layout.mode != .none else { return }
    for row in allWrappedRows(test.text, test.layout) where row.endColumn > test.layout.width {
      #expect(row.clusters.filter { $0.width > 0 }.count == 1, "\(test): \(drawnRows([row]))")
    }
  }

  @Test(arguments: seeds)
  func steppingForwardAndBackwardVisitsTheSameRows(seed: UInt64) {
    let test = Case(seed: seed)
    let (text, layout) = (test.text, test.layout)
    let starts = allWrappedRows(text, layout).map(\.start)
    for (index, start) in starts.enumerated() {
      let after = index + 1 < starts.count ? starts[index + 1] : nil
      let before = index > 0 ? starts[index - 1] : nil
      #expect(layout.rowStart(after: start, in: text) == after, "\(test) after \(start)")
      #expect(layout.rowStart(before: start, in: text) == before, "\(test) before \(start)")
      let back = Array(starts[..<index].reversed().prefix(3))
      #expect(layout.rowStarts(before: start, count: 3, in: text) == back, "\(test) 3 before \(start)")
      let forward = layout.rows(from: start, count: 3, in: text).map(\.start)
      #expect(forward == Array(starts[index...].prefix(3)), "\(test) from \(start)")
    }
  }

  @Test(arguments: seeds)
  func everyOffsetIsInTheRowThatHoldsItAndItsCellLeadsBackToIt(seed: UInt64) {
    let test = Case(seed: seed)
    let (text, layout) = (test.text, test.layout)
    let rows = allWrappedRows(text, layout)
    for value in 0...text.byteCount {
      let offset = ByteOffset(value)
      guard
        let row = rows.first(where: { offset < $0.contentEnd || $0.endsLine && offset < $0.range.upperBound })
          ?? rows.last
      else { continue }
      #expect(layout.rowStart(containing: offset, in: text) == row.start, "\(test) at \(offset)")
      let cell = layout.cell(of: offset, in: text)
      #expect(cell.rowStart == row.start, "\(test) at \(offset)")
      guard layout.mode != .none else { continue }
      #expect(cell.column == row.column(of: offset), "\(test) at \(offset)")
      let startsVisibleCluster = row.clusters.contains { $0.range.lowerBound == offset && $0.width > 0 }
      if startsVisibleCluster || row.endsLine && offset == row.contentEnd {
        let back = layout.offset(atColumn: cell.column, inRowStarting: cell.rowStart, in: text)
        #expect(back == offset, "\(test) at \(offset), \(cell)")
      }
    }
  }

  @Test(arguments: seeds)
  func rowsBeforeTheFirstAnchorAreThoseOfALayoutWithoutAnchors(seed: UInt64) {
    let test = Case(seed: seed)
    guard test.layout.mode != .none else { return }
    let anchored = allWrappedRows(test.text, test.layout)
    let plain = allWrappedRows(test.text, test.layout.withAnchorSpacing(1 << 30))
    for line in 0..<test.text.lineCount {
      let number = LineNumber(line)
      let firstAnchor = test.text.lineStart(number) + test.layout.anchorSpacing
      // A row is decided by the clusters up to the one that did not fit, which lies at most
      // two rows further: rows whose next two rows also end before the anchor are unaffected.
      let rows = plain.filter { $0.line == number }
      let unaffected = rows.indices.prefix { index in
        rows[index...].prefix(3).allSatisfy { $0.contentEnd < firstAnchor }
      }
      let actual = anchored.filter { $0.line == number }.prefix(unaffected.count)
      #expect(Array(actual) == Array(rows.prefix(unaffected.count)), "\(test) line \(line)")
    }
  }

  @Test(arguments: seeds)
  func movingDownThenUpByARowComesBackToTheSameRow(seed: UInt64) {
    let test = Case(seed: seed)
    let (text, layout) = (test.text, test.layout)
    let rows = allWrappedRows(text, layout)
    for (row, next) in zip(rows, rows.dropFirst()) {
      let offset = row.offset(atColumn: 0)
      let down = layout.move(offset, byRows: 1, in: text)
      #expect(layout.rowStart(containing: down.offset, in: text) == next.start, "\(test) from \(offset)")
      let up = layout.move(down.offset, byRows: -1, desiredColumn: down.desiredColumn, in: text)
      #expect(layout.rowStart(containing: up.offset, in: text) == row.start, "\(test) from \(offset)")
    }
  }

  @Test(arguments: seeds)
  func withoutWrapColumnsAndWindowsAreThoseOfOneRowAsWideAsTheLine(seed: UInt64) {
    let test = Case(seed: seed)
    let text = test.text
    var noWrap = WrapLayout(width: test.layout.width, tabSize: test.layout.tabSize, wrap: .none)
    noWrap.horizontalOffset = test.layout.horizontalOffset
    let wide = WrapLayout(width: 1 << 20, tabSize: test.layout.tabSize, wrap: .character)
    let lines = allWrappedRows(text, wide)
    for line in lines {
      // Every offset and column of short lines; about 64 of each, spread out, in long ones.
      let step = max(1, (line.range.upperBound - line.start) / 64)
      for value in stride(from: line.start.value, through: line.range.upperBound.value, by: step)
      where value <= text.byteCount {
        let offset = ByteOffset(value)
        guard offset < line.range.upperBound || line.line.value == text.lineCount - 1 else { continue }
        let cell = noWrap.cell(of: offset, in: text)
        #expect(
          cell == WrapLayout.CellPosition(rowStart: line.start, column: line.column(of: offset)), "\(test)")
      }
      for column in stride(from: 0, through: line.endColumn + 2, by: max(1, line.endColumn / 64)) {
        let offset = noWrap.offset(atColumn: column, inRowStarting: line.start, in: text)
        #expect(offset == line.offset(atColumn: column), "\(test) column \(column)")
      }
      let window = noWrap.horizontalOffset..<(noWrap.horizontalOffset + noWrap.width)
      let visible = line.clusters.filter { cluster in
        cluster.width == 0
          ? window.contains(cluster.column)
          : cluster.column + cluster.width > window.lowerBound
            && cluster.column < window.upperBound
      }
      #expect(noWrap.rows(from: line.start, count: 1, in: text).first?.clusters == visible, "\(test)")
    }
  }
}
