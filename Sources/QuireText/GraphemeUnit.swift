/// One decoded piece of UTF-8 as grapheme breaking sees it: a scalar with its break
/// properties, or one invalid sequence.
struct GraphemeUnit {
  /// Where the piece starts and ends in the text.
  var range: Range<Int>
  /// The scalar, or nil for an invalid sequence (a maximal subpart, shown as U+FFFD).
  var scalar: Unicode.Scalar?
  /// The grapheme cluster break property (`.control` for an invalid sequence).
  var property: GraphemeBreakProperty
  /// Whether the scalar is Extended_Pictographic.
  var isPictographic: Bool

  /// Whether the piece is an invalid sequence.
  var isInvalid: Bool { scalar == nil }

  /// The unit for `scalar` at `range`. O(1) for ASCII, O(log runs) otherwise.
  @inline(__always) init(scalar: Unicode.Scalar, range: Range<Int>) {
    self.range = range
    self.scalar = scalar
    switch scalar.value {
    case 0x0D:
      property = .cr
      isPictographic = false
    case 0x0A:
      property = .lf
      isPictographic = false
    case 0x00..<0x20, 0x7F:
      property = .control
      isPictographic = false
    case 0x20..<0x7F:
      property = .other
      isPictographic = false
    default:
      let properties = UnicodeProperties.of(scalar)
      property = properties.graphemeBreak
      isPictographic = properties.isExtendedPictographic
    }
  }

  /// The unit for an invalid sequence at `range`.
  init(invalid range: Range<Int>) {
    self.range = range
    scalar = nil
    property = .control
    isPictographic = false
  }
}

extension GraphemeWindow {
  /// Whether `byte` is a UTF-8 continuation byte (10xxxxxx).
  @inline(__always) static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// The scalar or invalid sequence that starts at `offset` (which must be in the text),
  /// decoded by the maximal-subpart rule of the Unicode standard. O(1).
  mutating func unit(at offset: Int) -> GraphemeUnit {
    guard let lead = byte(at: offset) else { return GraphemeUnit(invalid: offset..<offset) }
    if lead < 0x80 { return GraphemeUnit(scalar: Unicode.Scalar(lead), range: offset..<offset + 1) }
    guard let promise = UTF8Lead(lead) else { return GraphemeUnit(invalid: offset..<offset + 1) }
    var value = promise.bits
    var next = offset + 1
    for position in 1..<promise.length {
      guard let byte = byte(at: next), promise.allows(byte, at: position)
      else { return GraphemeUnit(invalid: offset..<next) }
      value = value << 6 | UInt32(byte & 0x3F)
      next += 1
    }
    guard let scalar = Unicode.Scalar(value) else { return GraphemeUnit(invalid: offset..<next) }
    return GraphemeUnit(scalar: scalar, range: offset..<next)
  }

  /// Whether decoding from any earlier place reaches `offset` as the start of a scalar or
  /// invalid sequence: a byte that is not a continuation byte, or one after three of them.
  mutating func isDecodeStart(_ offset: Int) -> Bool {
    guard offset > 0, let byte = byte(at: offset), Self.isContinuation(byte) else { return true }
    guard offset >= 3 else { return false }
    for back in 1...3 {
      guard let previous = self.byte(at: offset - back), Self.isContinuation(previous) else { return false }
    }
    return true
  }

  /// The unit that ends at `offset`, which must be a decode start after the text's start.
  /// O(1).
  mutating func unit(endingAt offset: Int) -> GraphemeUnit {
    var lead = offset - 1
    while lead > max(0, offset - 4), let byte = byte(at: lead), Self.isContinuation(byte) { lead -= 1 }
    if let byte = byte(at: lead), !Self.isContinuation(byte) {
      let unit = unit(at: lead)
      if unit.range.upperBound == offset { return unit }
    }
    return GraphemeUnit(invalid: offset - 1..<offset)
  }
}
