import QuireTestSupport
import Testing

@testable import QuireText

/// "Nothing scans a whole line or document when only a few clusters are needed", checked
/// without timing: the windows that segmentation and layout read through are looked at after
/// the work, in the middle of a single line of a few MB, and the answers found there are
/// compared with those for a short text holding only the bytes nearby.
@Suite struct AuditLocalityTests {
  /// Bytes in a single line of text (debug builds keep 32-byte leaves, so this is a deep tree).
  static let lineBytes = 2 << 20

  /// One line of prose, CJK and emoji, `lineBytes` long or a little more.
  static let mixedLine: TextStorage = {
    let piece = Array("the quick brown fox 敏捷的狐狸 jumps 👍🏽 over e\u{301}té, ".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lineBytes + piece.count)
    while bytes.count < lineBytes { bytes += piece }
    return TextStorage(bytes: bytes)
  }()

  /// One line of ASCII words, `lineBytes` long or a little more.
  static let asciiLine: TextStorage = {
    let piece = Array("the quick brown fox jumps over the lazy dog again ".utf8)
    var bytes: [UInt8] = []
    while bytes.count < lineBytes { bytes += piece }
    return TextStorage(bytes: bytes)
  }()

  /// Offsets near the middle of the line, at every byte of one repeat of the pattern.
  static let middles = (0..<48).map { lineBytes / 2 + $0 }

  @Test(arguments: middles)
  func aGraphemeRestartInTheMiddleOfALongLineReadsOnlyTheBytesNearIt(offset: Int) {
    var window = GraphemeWindow(Self.mixedLine, around: offset)
    let start = window.restartPoint(atOrBefore: offset)
    #expect(start <= offset && offset - start < 32)
    var segmenter = GraphemeSegmenter(window: window, start: start)
    for _ in 0..<8 { _ = segmenter.next() }
    #expect(segmenter.window.bytes.count < 512, "read \(segmenter.window.bytes.count) bytes")
  }

  @Test(arguments: middles)
  func aWordRestartInTheMiddleOfALongLineReadsOnlyTheBytesNearIt(offset: Int) {
    var window = GraphemeWindow(Self.mixedLine, around: offset)
    let start = window.wordRestartPoint(atOrBefore: offset)
    #expect(start <= offset && offset - start < 32)
    var segmenter = WordSegmenter(window: window, start: start)
    for _ in 0..<4 { _ = segmenter.next() }
    #expect(segmenter.window.bytes.count < 512, "read \(segmenter.window.bytes.count) bytes")
  }

  @Test func theLayoutsClusterReaderReadsAWindowNotTheRestOfTheLine() {
    let text = Self.mixedLine
    let start = text.graphemeBoundary(after: ByteOffset(Self.lineBytes / 2))
    var reader = WrapLayout.ClusterReader(text, from: start, to: text.endOffset)
    for _ in 0..<200 {
      guard reader.peek() != nil else { break }
      reader.advance()
    }
    #expect(reader.index == 200)
    #expect(reader.clusters.count < 4096, "read \(reader.clusters.count) clusters")
  }

  /// The same bytes as a short text: the line from `start` to `end`.
  static func slice(_ text: TextStorage, _ start: Int, _ end: Int) -> TextStorage {
    TextStorage(bytes: text.bytes(in: ByteOffset(start)..<ByteOffset(end)))
  }

  @Test(arguments: middles.prefix(12))
  func graphemeAndWordMotionInTheMiddleOfALongLineMatchAShortText(offset: Int) {
    let text = Self.mixedLine
    // Cut the short text where a cluster and a word certainly start: after ", ".
    let piece = Array("the quick brown fox 敏捷的狐狸 jumps 👍🏽 over e\u{301}té, ".utf8)
    let cut = (offset / piece.count - 1) * piece.count
    let short = Self.slice(text, cut, cut + 3 * piece.count)
    let local = ByteOffset(offset - cut)
    for motion in [TextMotion.graphemeLeft, .graphemeRight, .wordLeft, .wordRight] {
      let far = text.offset(motion, from: ByteOffset(offset))
      let near = short.offset(motion, from: local)
      #expect(far - ByteOffset(cut) == near.value, "\(motion) from @\(offset)")
    }
  }

  @Test(arguments: [0, 1, 1000, 4095, 4096, 123_456])
  func rowsInTheMiddleOfALongLineAreThoseLaidOutFromTheAnchorBeforeThem(shift: Int) {
    let text = Self.asciiLine
    let layout = WrapLayout(width: 37)
    let offset = Self.lineBytes / 2 + shift
    // In ASCII every byte is a cluster boundary, so the anchors fall on multiples of the
    // spacing exactly; a short text starting at one has its anchors at the same bytes.
    let anchor = offset / layout.anchorSpacing * layout.anchorSpacing
    let short = Self.slice(text, anchor, anchor + 3 * layout.anchorSpacing)
    let rowStart = layout.rowStart(containing: ByteOffset(offset), in: text)
    let shortRowStart = layout.rowStart(containing: ByteOffset(offset - anchor), in: short)
    #expect(rowStart.value - anchor == shortRowStart.value)
    let far = layout.rows(from: rowStart, count: 40, in: text)
    let near = layout.rows(from: shortRowStart, count: 40, in: short)
    #expect(drawnRows(far) == drawnRows(near))
    #expect(far.map { $0.start.value - anchor } == near.map(\.start.value))
    // The caret's cell leads back to its offset, and a row down keeps its column.
    let cell = layout.cell(of: ByteOffset(offset), in: text)
    #expect(cell.rowStart == rowStart)
    #expect(layout.offset(atColumn: cell.column, inRowStarting: cell.rowStart, in: text).value == offset)
    let down = layout.move(ByteOffset(offset), byRows: 1, in: text)
    let shortDown = layout.move(ByteOffset(offset - anchor), byRows: 1, in: short)
    #expect(down.offset.value - anchor == shortDown.offset.value)
  }

  @Test func aClusterSpanningManyAnchorsIsOneRowFoundFromAnyOffsetInIt() {
    // 40 bytes of "x ", one cluster of 4,001 bytes ("a" and 2,000 combining acute accents),
    // then " y": anchors every 16 bytes fall at 16 and 32, then all inside the cluster.
    let prefix = String(repeating: "x ", count: 20)
    let cluster = "a" + String(repeating: "\u{301}", count: 2_000)
    let text = TextStorage(prefix + cluster + " y")
    let clusterEnd = ByteOffset(40 + cluster.utf8.count)
    let layout = WrapLayout(width: 10).withAnchorSpacing(16)
    for value in stride(from: 40, to: clusterEnd.value, by: 97) {
      let offset = ByteOffset(value)
      #expect(layout.rowStart(containing: offset, in: text) == ByteOffset(32), "from \(offset)")
      #expect(
        layout.cell(of: offset, in: text) == WrapLayout.CellPosition(rowStart: ByteOffset(32), column: 8))
    }
    let rows = layout.rows(from: ByteOffset(32), count: 3, in: text)
    #expect(rows.map(\.start) == [ByteOffset(32), clusterEnd])
    #expect(layout.rowStarts(before: clusterEnd, count: 2, in: text) == [ByteOffset(32), ByteOffset(26)])
  }
}
