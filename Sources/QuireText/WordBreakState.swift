/// The word boundary rules of UAX #29 (WB3 to WB999), fed one unit at a time.
struct WordBreakState {
  /// The unit before the candidate boundary, as it is (WB3 to WB4).
  private var last: WordBreakUnit?
  /// The property of the unit before the boundary after WB4 has attached Extend, Format and ZWJ
  /// to what precedes them; nil at the start.
  private var previous: WordBreakProperty?
  /// The property of the unit before `previous`, after WB4.
  private var beforePrevious: WordBreakProperty?
  /// The number of regional indicators in a row (after WB4) that end at `previous`.
  private var regionalIndicators = 0

  /// A state at the start of segmentation.
  init() {}

  /// Takes `unit` in as the next unit of the text, after the boundary decision before it.
  mutating func take(_ unit: WordBreakUnit) {
    defer { last = unit }
    let attaches =
      unit.isIgnorable && previous != nil && previous != .cr && previous != .lf && previous != .newline
    guard !attaches else { return }
    beforePrevious = previous
    previous = unit.property
    regionalIndicators = unit.property == .regionalIndicator ? regionalIndicators + 1 : 0
  }

  /// Whether there is a word boundary before `next`; `afterNext` is the property of the first
  /// unit after `next` that WB4 does not attach (nil at the end of the text). O(1).
  func breaks(before next: WordBreakUnit, afterNext: WordBreakProperty?) -> Bool {
    guard let last, let previous else { return true }
    if last.property == .cr && next.property == .lf { return false }  // WB3
    if last.isLineBreak || next.isLineBreak { return true }  // WB3a, WB3b
    if last.property == .zwj && next.isPictographic { return false }  // WB3c
    if last.property == .wSegSpace && next.property == .wSegSpace { return false }  // WB3d
    if next.isIgnorable { return false }  // WB4
    return Self.breaks(
      previous, next.property, before: beforePrevious, after: afterNext,
      regionalIndicators: regionalIndicators)
  }

  /// Whether a boundary before `next` depends on the unit after it (WB6, WB7b, WB12).
  static func looksPast(_ next: WordBreakUnit) -> Bool {
    switch next.property {
    case .midLetter, .midNumLet, .singleQuote, .midNum, .doubleQuote: return true
    default: return false
    }
  }

  /// The rules WB5 to WB999 between two units (after WB4), given their neighbours.
  private static func breaks(
    _ previous: WordBreakProperty, _ next: WordBreakProperty, before: WordBreakProperty?,
    after: WordBreakProperty?, regionalIndicators: Int
  ) -> Bool {
    func isLetter(_ property: WordBreakProperty?) -> Bool {
      property == .aLetter || property == .hebrewLetter
    }
    func isMidLetter(_ property: WordBreakProperty) -> Bool {
      property == .midLetter || property == .midNumLet || property == .singleQuote
    }
    func isMidNumber(_ property: WordBreakProperty) -> Bool {
      property == .midNum || property == .midNumLet || property == .singleQuote
    }
    switch (previous, next) {
    case _ where isLetter(previous) && isLetter(next): return false  // WB5
    case _ where isLetter(previous) && isMidLetter(next) && isLetter(after): return false  // WB6
    case _ where isLetter(before) && isMidLetter(previous) && isLetter(next): return false  // WB7
    case (.hebrewLetter, .singleQuote): return false  // WB7a
    case (.hebrewLetter, .doubleQuote) where after == .hebrewLetter: return false  // WB7b
    case (.doubleQuote, .hebrewLetter) where before == .hebrewLetter: return false  // WB7c
    case (.numeric, .numeric): return false  // WB8
    case _ where isLetter(previous) && next == .numeric: return false  // WB9
    case _ where previous == .numeric && isLetter(next): return false  // WB10
    case _ where before == .numeric && isMidNumber(previous) && next == .numeric: return false  // WB11
    case _ where previous == .numeric && isMidNumber(next) && after == .numeric: return false  // WB12
    case (.katakana, .katakana): return false  // WB13
    case (.aLetter, .extendNumLet), (.hebrewLetter, .extendNumLet), (.numeric, .extendNumLet),
      (.katakana, .extendNumLet), (.extendNumLet, .extendNumLet):
      return false  // WB13a
    case (.extendNumLet, .aLetter), (.extendNumLet, .hebrewLetter), (.extendNumLet, .numeric),
      (.extendNumLet, .katakana):
      return false  // WB13b
    case (.regionalIndicator, .regionalIndicator): return regionalIndicators % 2 == 0  // WB15, WB16
    default: return true  // WB999
    }
  }
}
