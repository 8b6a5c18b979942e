import FuzzSupport
import QuireText

/// Caret motions and deletions: from every offset of a short text, and a few drawn from the
/// input in a longer one, each lands within the text, on a cluster boundary, on the side it
/// goes to.
enum MotionCheck {
  /// The offsets of a text of `count` bytes to check from, for checks whose cost per offset
  /// grows with the text: all of them in a text shorter than `most`, else `most` spread
  /// evenly from a start drawn from `phase`, and one end of the text (which end, also drawn
  /// from `phase`). Runs over inputs that differ in a byte visit other offsets, so that many
  /// cheap inputs together visit them all. In increasing order.
  static func offsets(_ count: Int, most: Int, phase: Int) -> [Int] {
    guard count >= most else { return Array(0...max(0, count)) }
    let step = (count + 1) / most
    let start = phase % step
    let spread = (0..<most).map { start + $0 * step }
    return phase / step % 2 == 0 ? [0] + spread : spread + [count]
  }

  static func run(
    _ text: TextStorage, _ isBoundary: [Bool], _ input: TextFuzzInput, _ context: @autoclosure () -> String
  ) {
    let count = text.byteCount
    let lines = LineModel(text.allBytes)
    for value in offsets(count, most: 2, phase: input.phase) {
      let offset = ByteOffset(value)
      let line = text.lineNumber(at: offset).value
      for motion in TextMotion.allCases {
        let found = text.offset(motion, from: offset).value
        check(
          found >= 0 && found <= count && isBoundary[found],
          "\(context()): \(motion) from @\(value) gives @\(found), not a cluster boundary of the text")
        switch motion {
        case .graphemeLeft, .wordLeft:
          check(found < value || value == 0, "\(context()): \(motion) from @\(value) gives @\(found)")
        case .graphemeRight, .wordRight:
          check(found > value || value == count, "\(context()): \(motion) from @\(value) gives @\(found)")
        case .lineStart:
          check(found == lines.starts[line], "\(context()): \(motion) from @\(value) gives @\(found)")
        case .lineEnd:
          check(found == lines.ends[line], "\(context()): \(motion) from @\(value) gives @\(found)")
        case .documentStart, .documentEnd: break
        }
      }
      for lines in [-3, -1, 1, 3] {
        let moved = text.movingVertically(
          TextSelection(caret: offset), lines: lines, desiredColumn: nil, extend: false,
          tabSize: input.tabSize)
        let head = moved.selection.head.value
        check(
          head >= 0 && head <= count && isBoundary[head] && moved.desiredColumn >= 0,
          "\(context()): \(lines) lines from @\(value) gives @\(head), column \(moved.desiredColumn)")
      }
      checkDeletions(text, at: value, isBoundary, context())
    }
    checkWordSegments(text, input.phase, context())
    for value in [[Int.min, -1, count + 1, Int.max][input.phase % 4]] {
      for motion in TextMotion.allCases {
        let found = text.offset(motion, from: ByteOffset(value)).value
        check(found >= 0 && found <= count, "\(context()): \(motion) from @\(value) gives @\(found)")
      }
    }
  }

  /// The word segments of the whole text cover it in order, and those of a part of it are
  /// the ones of the whole that start in that part.
  private static func checkWordSegments(
    _ text: TextStorage, _ phase: Int, _ context: @autoclosure () -> String
  ) {
    let count = text.byteCount
    let segments = text.wordSegments(in: .zero..<text.endOffset)
    var end = ByteOffset.zero
    for segment in segments {
      check(
        segment.range.lowerBound == end && !segment.range.isEmpty,
        "\(context()): word segment \(segment.range) after \(end)")
      end = segment.range.upperBound
    }
    check(end == text.endOffset, "\(context()): word segments end at \(end)")
    for index in 0..<2 where count > 0 {
      let low = (phase &* 31 &+ index &* 977) % count
      let high = min(count, low + 1 + (phase / 7 + index * 13) % 64)
      let part = text.wordSegments(in: ByteOffset(low)..<ByteOffset(high))
      let expected = segments.filter { $0.range.lowerBound.value >= low && $0.range.lowerBound.value < high }
      check(
        part == expected,
        "\(context()): word segments in @\(low)..<@\(high) are \(part), expected \(expected)")
    }
  }

  /// Every deletion at a caret removes a range next to it that ends on cluster boundaries, and
  /// removes something unless the caret is at that end of the text; over a selection it
  /// removes the selection.
  private static func checkDeletions(
    _ text: TextStorage, at value: Int, _ isBoundary: [Bool], _ context: @autoclosure () -> String
  ) {
    let count = text.byteCount
    let caret = ByteOffset(value)
    for deletion in TextDeletion.allCases {
      let range = text.range(of: deletion, at: TextSelection(caret: caret))
      let (low, high) = (range.lowerBound.value, range.upperBound.value)
      let backward: Bool
      switch deletion {
      case .graphemeBackward, .wordRubout, .wordBackward, .toLineStart: backward = true
      case .graphemeForward, .wordForward, .toLineEnd: backward = false
      }
      let next = backward ? low : high
      let sound =
        low >= 0 && high <= count && (backward ? high == value : low == value)
        && (isBoundary[next] || !isBoundary[value])
        && (low < high || value == (backward ? 0 : count))
      check(sound, "\(context()): \(deletion) at caret @\(value) removes \(range)")
      let selection = TextSelection(anchor: caret, head: ByteOffset((value * 7 + 3) % (count + 1)))
      guard !selection.isEmpty else { continue }
      let selected = text.range(of: deletion, at: selection)
      check(selected == selection.range, "\(context()): \(deletion) over \(selection) removes \(selected)")
    }
  }
}
