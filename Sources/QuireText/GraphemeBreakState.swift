/// The grapheme cluster boundary rules of UAX #29 (extended clusters), fed one unit at a time.
///
/// An invalid UTF-8 sequence is a cluster of its own: there is a boundary on both sides.
struct GraphemeBreakState {
  private var previous: GraphemeUnit
  /// Whether the units since the last Extended_Pictographic are Extend* (GB11 `ExtPict Extend*`).
  private var afterPictographic: Bool
  /// Whether the previous unit is a ZWJ that ends `ExtPict Extend* ZWJ` (GB11).
  private var joinsPictographic = false
  /// The number of regional indicators in a row that end at the previous unit (GB12, GB13).
  private var regionalIndicators: Int

  /// The state at the start of a cluster that begins with `first`.
  init(first: GraphemeUnit) {
    previous = first
    afterPictographic = first.isPictographic
    regionalIndicators = first.property == .regionalIndicator ? 1 : 0
  }

  /// Whether a cluster boundary comes before `next`; then takes `next` in. O(1).
  mutating func breaks(before next: GraphemeUnit) -> Bool {
    let boundary: Bool
    if previous.isInvalid || next.isInvalid {
      boundary = true
    } else if next.isPictographic && joinsPictographic {
      boundary = false  // GB11
    } else if previous.property == .regionalIndicator && next.property == .regionalIndicator {
      boundary = regionalIndicators % 2 == 0  // GB12, GB13
    } else {
      boundary = Self.pairBreaks(previous.property, next.property)
    }
    joinsPictographic = next.property == .zwj && afterPictographic
    afterPictographic = next.isPictographic || (afterPictographic && next.property == .extend)
    regionalIndicators = next.property == .regionalIndicator ? regionalIndicators + 1 : 0
    previous = next
    return boundary
  }

  /// Whether there is a boundary between `previous` and `next` whatever comes before them:
  /// a place where segmentation can start afresh. O(1).
  static func certainlyBreaks(between previous: GraphemeUnit, and next: GraphemeUnit) -> Bool {
    if previous.isInvalid || next.isInvalid { return true }
    if previous.property == .zwj && next.isPictographic { return false }
    if previous.property == .regionalIndicator && next.property == .regionalIndicator { return false }
    return pairBreaks(previous.property, next.property)
  }

  /// The rules that look only at the two properties either side (GB3 to GB9b, GB999).
  private static func pairBreaks(_ previous: GraphemeBreakProperty, _ next: GraphemeBreakProperty) -> Bool {
    switch (previous, next) {
    case (.cr, .lf): return false  // GB3
    case (.cr, _), (.lf, _), (.control, _): return true  // GB4
    case (_, .cr), (_, .lf), (_, .control): return true  // GB5
    case (.l, .l), (.l, .v), (.l, .lv), (.l, .lvt): return false  // GB6
    case (.lv, .v), (.lv, .t), (.v, .v), (.v, .t): return false  // GB7
    case (.lvt, .t), (.t, .t): return false  // GB8
    case (_, .extend), (_, .zwj): return false  // GB9
    case (_, .spacingMark): return false  // GB9a
    case (.prepend, _): return false  // GB9b
    default: return true  // GB999
    }
  }
}
