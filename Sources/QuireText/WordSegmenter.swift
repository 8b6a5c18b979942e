/// One segment between word boundaries (UAX #29): a word, or the spaces, punctuation or
/// symbols between words.
public struct WordSegment: Hashable, Sendable {
  /// The bytes of the segment.
  public var range: Range<ByteOffset>
  /// Whether the segment is a word: it holds a letter or a number.
  public var isWord: Bool

  public init(range: Range<ByteOffset>, isWord: Bool) {
    self.range = range
    self.isWord = isWord
  }
}

/// Word segments read forward from a restart point, over a growing window.
struct WordSegmenter {
  /// The bytes read.
  var window: GraphemeWindow
  /// Units read ahead for the rules that look past the next unit (WB6, WB7b, WB12); those
  /// before `aheadStart` are taken.
  private var ahead: [WordBreakUnit] = []
  private var aheadStart = 0
  /// Where the first unit not yet in `ahead` starts.
  private var readPosition: Int
  private var state = WordBreakState()

  /// A segmenter that starts at `start`, a word restart point.
  init(window: GraphemeWindow, start: Int) {
    self.window = window
    readPosition = start
  }

  /// The `index`-th unit not yet taken, reading it when needed; nil past the end of the text.
  private mutating func peek(_ index: Int) -> WordBreakUnit? {
    while ahead.count <= aheadStart + index {
      guard readPosition < window.textEnd else { return nil }
      let unit = WordBreakUnit(window.unit(at: readPosition))
      readPosition = unit.range.upperBound
      ahead.append(unit)
    }
    return ahead[aheadStart + index]
  }

  /// Takes the next unit in, past the boundary decision before it.
  private mutating func takeNext(_ unit: WordBreakUnit) {
    aheadStart += 1
    if aheadStart >= 32, aheadStart * 2 >= ahead.count {
      ahead.removeFirst(aheadStart)
      aheadStart = 0
    }
    state.take(unit)
  }

  /// The property of the first unit after the next one that WB4 does not attach.
  private mutating func propertyAfterNext() -> WordBreakProperty? {
    var index = 1
    while let unit = peek(index) {
      if !unit.isIgnorable { return unit.property }
      index += 1
    }
    return nil
  }

  /// The next segment, as byte offsets, and whether it is a word; nil at the end of the text.
  /// O(segment length) amortised.
  mutating func next() -> (range: Range<Int>, isWord: Bool)? {
    guard let first = peek(0) else { return nil }
    takeNext(first)
    var end = first.range.upperBound
    var isWord = first.isWordCharacter
    while let unit = peek(0) {
      let after = WordBreakState.looksPast(unit) ? propertyAfterNext() : nil
      if state.breaks(before: unit, afterNext: after) { break }
      takeNext(unit)
      end = unit.range.upperBound
      isWord = isWord || unit.isWordCharacter
    }
    return (first.range.lowerBound..<end, isWord)
  }
}

extension GraphemeWindow {
  /// The last place at or before `offset` where word segmentation can start afresh: the
  /// start of the text, or the start of a unit that `WordBreakUnit.isRestartUnit` allows
  /// there.
  ///
  /// From such a place every later boundary is exact, and so is whether the segment holding
  /// the place is a word; only the boundary at the place itself may not be one. O(distance)
  /// amortised; in practice a unit or two back.
  mutating func wordRestartPoint(atOrBefore offset: Int) -> Int {
    var candidate = min(offset, textEnd - 1)
    while candidate > 0 {
      if isDecodeStart(candidate) {
        let here = WordBreakUnit(unit(at: candidate))
        if here.isRestartUnit || here.isRestartUnit(after: WordBreakUnit(unit(endingAt: candidate))) {
          return candidate
        }
      }
      candidate -= 1
    }
    return 0
  }
}
