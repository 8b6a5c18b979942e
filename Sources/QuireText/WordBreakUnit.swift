/// One decoded piece of UTF-8 as word breaking sees it: a scalar's word break properties, or
/// one invalid sequence (which breaks like an unlisted symbol, `.other`).
struct WordBreakUnit {
  /// Where the piece starts and ends in the text.
  var range: Range<Int>
  /// The word break property.
  var property: WordBreakProperty
  /// Whether the scalar is Extended_Pictographic.
  var isPictographic: Bool
  /// Whether the unit makes a segment a word: a letter or number, or a letter-like or numeric
  /// word break property.
  var isWordCharacter: Bool

  /// The unit for `unit`, decoded by grapheme breaking. O(1) for ASCII, O(log runs) otherwise.
  init(_ unit: GraphemeUnit) {
    range = unit.range
    guard let scalar = unit.scalar else {
      property = .other
      isPictographic = false
      isWordCharacter = false
      return
    }
    switch scalar.value {
    case 0x30...0x39:
      property = .numeric
      isPictographic = false
      isWordCharacter = true
    case 0x41...0x5A, 0x61...0x7A:
      property = .aLetter
      isPictographic = false
      isWordCharacter = true
    default:
      let properties = UnicodeProperties.of(scalar)
      property = properties.wordBreak
      isPictographic = properties.isExtendedPictographic
      switch property {
      case .aLetter, .hebrewLetter, .numeric, .katakana: isWordCharacter = true
      default: isWordCharacter = properties.isLetterOrNumber
      }
    }
  }

  /// Whether rule WB4 attaches the unit to the one before it (Extend, Format, ZWJ).
  var isIgnorable: Bool { property == .extend || property == .format || property == .zwj }

  /// Whether the unit is a line break (WB3a, WB3b).
  var isLineBreak: Bool { property == .cr || property == .lf || property == .newline }

  /// Whether word segmentation can start afresh at this unit whatever comes before it: no
  /// rule joins it to what comes before except in ways that change neither later boundaries
  /// nor whether its segment is a word (see `GraphemeWindow.wordRestartPoint(atOrBefore:)`).
  var isRestartUnit: Bool {
    switch property {
    case .other: return !isPictographic
    case .wSegSpace, .cr, .lf, .newline, .aLetter, .hebrewLetter, .numeric, .katakana: return true
    default: return false
    }
  }

  /// Whether word segmentation can start afresh at this unit when `previous`, a unit that WB4
  /// does not attach, comes right before it: no rule joins the two, and none looks further
  /// back. The units that `isRestartUnit` leaves out are joined only after letters, numbers,
  /// regional indicators or ZWJ.
  func isRestartUnit(after previous: WordBreakUnit) -> Bool {
    if isRestartUnit { return true }
    guard !previous.isIgnorable else { return false }
    switch property {
    case .midLetter, .midNum, .midNumLet, .singleQuote, .doubleQuote:
      return ![.aLetter, .hebrewLetter, .numeric].contains(previous.property)
    case .extendNumLet:
      return ![.aLetter, .hebrewLetter, .numeric, .katakana, .extendNumLet].contains(previous.property)
    case .regionalIndicator: return previous.property != .regionalIndicator
    case .other: return true  // Extended_Pictographic: joined only after ZWJ (WB3c).
    default: return false
    }
  }
}
