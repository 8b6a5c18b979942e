/// A 64-bit summary of the ASCII characters a text holds, for rejecting a candidate that
/// lacks one of the query's characters in one comparison: a bit for each letter (either
/// case), digit, and a few punctuation marks, one for any other ASCII character, and one for
/// a text that is not one cluster per byte (bytes above ASCII, or CR LF).
enum CharacterSummary {
  /// The bit set when the text is not one cluster per byte.
  static let notOneClusterPerByte: UInt64 = 1 << 63

  /// The bit of one ASCII byte (0 for bytes above ASCII).
  @inline(__always)
  static func bit(_ byte: UInt8) -> UInt64 {
    byte < 0x80 ? 1 << UInt64(table[Int(byte)]) : 0
  }

  /// The bit index of each ASCII byte: letters 0–25 (case folded), digits 26–35, space,
  /// `/ . - _` 36–40, anything else 41.
  private static let table: [UInt8] = (0..<128).map { value in
    let byte = UInt8(value)
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - UInt8(ascii: "a")
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte - UInt8(ascii: "A")
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return 26 + byte - UInt8(ascii: "0")
    case UInt8(ascii: " "): return 36
    case UInt8(ascii: "/"): return 37
    case UInt8(ascii: "."): return 38
    case UInt8(ascii: "-"): return 39
    case UInt8(ascii: "_"): return 40
    default: return 41
    }
  }

  /// The summary of the `count` bytes at `base`. O(count).
  static func of(_ base: UnsafePointer<UInt8>?, _ count: Int) -> UInt64 {
    guard let base, count > 0 else { return 0 }
    var summary: UInt64 = 0
    for index in 0..<count { summary |= bit(base[index]) }
    if !ByteSearch.isOneClusterPerByte(base, from: 0, to: count) { summary |= notOneClusterPerByte }
    return summary
  }
}
