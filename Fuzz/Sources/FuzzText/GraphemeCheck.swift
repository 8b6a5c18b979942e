import FuzzSupport
import QuireText

/// Grapheme clusters: segmenting forward covers every byte exactly once, a cluster marked
/// invalid is one invalid sequence of at most three bytes and one marked valid decodes, and
/// the boundary queries at a few offsets drawn from the input (every one in a short text)
/// agree with that segmentation.
enum GraphemeCheck {
  /// Runs the checks on `text`; returns, for every offset 0...byteCount, whether a cluster
  /// boundary falls there.
  @discardableResult
  static func run(_ text: TextStorage, phase: Int, _ context: @autoclosure () -> String) -> [Bool] {
    let count = text.byteCount
    var isBoundary = [Bool](repeating: false, count: count + 1)
    var expected = 0
    let all = text.allBytes
    for grapheme in text.graphemes(in: .zero..<text.endOffset) {
      check(
        grapheme.range.lowerBound.value == expected && !grapheme.range.isEmpty
          && grapheme.range.upperBound.value <= count,
        "\(context()): cluster \(grapheme.range) after @\(expected)")
      let bytes = all[grapheme.range.lowerBound.value..<grapheme.range.upperBound.value]
      // ASCII always decodes: only the other clusters are worth a String.
      let decodes = bytes.allSatisfy { $0 < 0x80 } || String(validating: bytes, as: UTF8.self) != nil
      check(
        grapheme.isValid ? decodes : !decodes && bytes.count <= 3,
        "\(context()): cluster \(grapheme.range) of \(bytes) marked valid \(grapheme.isValid)")
      isBoundary[expected] = true
      expected = grapheme.range.upperBound.value
    }
    check(expected == count, "\(context()): clusters end at @\(expected) of \(count) bytes")
    isBoundary[count] = true

    // The boundary nearest before and after each offset, from the segmentation; the queries
    // are asked at a spread of offsets only, as each may walk back to a restart point.
    var before = [Int](repeating: 0, count: count + 1)
    var after = [Int](repeating: count, count: count + 1)
    var previous = 0
    for offset in 0...count {
      before[offset] = previous
      if isBoundary[offset] { previous = offset }
    }
    var next = count
    for offset in stride(from: count, through: 0, by: -1) {
      after[offset] = next
      if isBoundary[offset] { next = offset }
    }
    for offset in MotionCheck.offsets(count, most: 4, phase: phase) {
      let foundBefore = text.graphemeBoundary(before: ByteOffset(offset))
      check(
        foundBefore.value == before[offset],
        "\(context()): boundary before @\(offset) is \(foundBefore), expected @\(before[offset])")
      let isOne = text.isGraphemeBoundary(ByteOffset(offset))
      check(isOne == isBoundary[offset], "\(context()): isGraphemeBoundary(@\(offset)) is \(isOne)")
      let foundAfter = text.graphemeBoundary(after: ByteOffset(offset))
      check(
        foundAfter.value == after[offset],
        "\(context()): boundary after @\(offset) is \(foundAfter), expected @\(after[offset])")
    }
    checkRanges(text, isBoundary, context())
    return isBoundary
  }

  /// `graphemes(in:)` over ranges that start and end anywhere gives the clusters of the
  /// whole text that start in the range.
  private static func checkRanges(
    _ text: TextStorage, _ isBoundary: [Bool], _ context: @autoclosure () -> String
  ) {
    let count = text.byteCount
    let step = max(1, count / 4)
    for low in stride(from: 0, through: count, by: step) {
      let high = min(count, low + 1 + low % 37)
      let found = text.graphemes(in: ByteOffset(low)..<ByteOffset(high)).map(\.range.lowerBound.value)
      let expected = (low..<high).filter { isBoundary[$0] }
      check(
        found == expected,
        "\(context()): clusters in @\(low)..<@\(high) start at \(found), expected \(expected)")
    }
  }
}
