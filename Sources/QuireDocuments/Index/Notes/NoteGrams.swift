/// Which folded letters and digits, and which pairs of them, a note's texts hold: a set of
/// bits the index keeps beside each note, so that a term of one or two characters, which
/// the trigram index cannot serve, is answered by one bit instead of a scan of the bodies.
///
/// Exact, not a sketch: a text's bits are those of its scalars folded by `FoldedNeedle`'s
/// rule, pairs taken only within one text (name, tags, description and body apart), so a
/// term whose scalars all fold to an ASCII letter or digit has its bit set exactly when
/// `FoldedNeedle` finds it in one of the texts. Any other short term (`é`, `-a`) is not
/// represented here and is checked against the texts.
struct NoteGrams: Equatable, Sendable {
  /// The symbols: `a`–`z` then `0`–`9`.
  static let symbolCount = 36
  /// Pairs first (`first * 36 + second`), then single symbols.
  static let bitCount = symbolCount * symbolCount + symbolCount
  static let byteCount = (bitCount + 7) / 8

  private(set) var bytes = [UInt8](repeating: 0, count: byteCount)

  init() {}

  /// The bits of `texts`, each taken apart from the others.
  init(_ texts: [String]) {
    for var text in texts { text.withUTF8 { add($0) } }
  }

  /// Adds the bits of one text, in UTF-8.
  mutating func add(_ text: UnsafeBufferPointer<UInt8>) {
    var previous = -1
    var offset = 0
    bytes.withUnsafeMutableBufferPointer { bits in
      while offset < text.count {
        let symbol: Int
        let byte = text[offset]
        if byte < 0x80 {
          symbol = Self.symbol(UInt32(byte | (byte &- 0x41 < 26 ? 0x20 : 0)))
          offset += 1
        } else {
          let (scalar, length) = FoldedNeedle.decode(text, at: offset)
          symbol = Self.symbol(scalar)
          offset += length
        }
        guard symbol >= 0 else {
          previous = -1
          continue
        }
        Self.set(Self.symbolCount * Self.symbolCount + symbol, in: bits)
        if previous >= 0 { Self.set(previous * Self.symbolCount + symbol, in: bits) }
        previous = symbol
      }
    }
  }

  /// The bit that says whether a text holds the folded `needle`, when it is one or two
  /// scalars that each fold to an ASCII letter or digit; else `nil`.
  static func bit(for needle: FoldedNeedle) -> Int? {
    let symbols = needle.scalars.map(symbol)
    guard !symbols.contains(where: { $0 < 0 }) else { return nil }
    switch symbols.count {
    case 1: return symbolCount * symbolCount + symbols[0]
    case 2: return symbols[0] * symbolCount + symbols[1]
    default: return nil
    }
  }

  /// Whether bit `bit` is set in the stored `bytes` (none are set in bytes too short).
  static func isSet(_ bit: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let byte = bit >> 3
    return byte < bytes.count && bytes[byte] & (1 << UInt8(bit & 7)) != 0
  }

  /// The symbol of folded scalar `scalar`, or -1 when it is not an ASCII letter or digit.
  @inline(__always)
  private static func symbol(_ scalar: UInt32) -> Int {
    switch scalar {
    case 0x61...0x7A: Int(scalar - 0x61)
    case 0x30...0x39: 26 + Int(scalar - 0x30)
    default: -1
    }
  }

  @inline(__always)
  private static func set(_ bit: Int, in bits: UnsafeMutableBufferPointer<UInt8>) {
    bits[bit >> 3] |= 1 << UInt8(bit & 7)
  }
}
