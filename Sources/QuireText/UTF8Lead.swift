/// What a UTF-8 lead byte promises: the length of its sequence and the bytes allowed second
/// (the Unicode standard's table of well-formed byte sequences). Every UTF-8 decoder in the
/// package reads lead bytes through this one table.
public struct UTF8Lead: Sendable {
  /// The number of bytes of the sequence, lead included: 1 to 4.
  public let length: Int
  /// The bytes allowed right after the lead; the rest are any continuation byte (80–BF).
  public let second: ClosedRange<UInt8>
  /// The payload bits of the lead byte.
  public let bits: UInt32

  /// The promise of `byte`, or `nil` when it cannot start a well-formed sequence (a
  /// continuation byte, C0, C1, F5–FF). O(1).
  @inlinable @inline(__always)
  public init?(_ byte: UInt8) {
    switch byte {
    case 0x00...0x7F: (length, second) = (1, 0x80...0xBF)
    case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: return nil
    }
    bits = UInt32(byte) & (length == 1 ? 0x7F : length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
  }

  /// Whether `byte` may stand at `position` (1 for the second byte, 2 or 3 after it). O(1).
  @inlinable @inline(__always)
  public func allows(_ byte: UInt8, at position: Int) -> Bool {
    position == 1 ? second.contains(byte) : byte & 0xC0 == 0x80
  }
}
