/// Unicode simple case folding (one code point to one code point), for comparing text without
/// regard to case: `K` and `k`, `Σ`, `σ` and `ς`, `ẞ` and `ß` fold alike.
///
/// Simple folding keeps every text the same length in scalars (`ß` stays `ß`, not `ss`), so
/// a folded cluster stays one cluster and matched positions keep their meaning. The table is
/// generated from `CaseFolding.txt` (`Generated/CaseFoldingTables.swift`).
public enum CaseFolding {
  /// `scalar` folded: its simple case folding, or itself when it has none. O(1) for ASCII,
  /// O(log runs) otherwise.
  @inlinable public static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    if value < 0x80 {
      return value &- 0x41 < 26 ? Unicode.Scalar(UInt8(value | 0x20)) : scalar
    }
    return foldedNonASCII(scalar)
  }

  /// `text` with every scalar folded: `text` itself, not a copy, when nothing changes
  /// (ASCII without capitals, as most values are). O(n) bytes.
  public static func folded(_ text: String) -> String {
    var text = text
    let folding = text.withUTF8 { bytes -> String? in
      switch asciiCase(of: bytes) {
      case .folded:
        return nil
      case .capitals:
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
          for (index, byte) in bytes.enumerated() { buffer[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte }
          return bytes.count
        }
      case .notASCII:
        return foldedUTF8(bytes)
      }
    }
    return folding ?? text
  }

  /// What ASCII's folding does to a text: nothing, lowers capitals, or it is not ASCII.
  enum ASCIICase {
    case folded, capitals, notASCII
  }

  /// Whether `bytes` are ASCII, and whether any is a capital; eight bytes at a time. O(n).
  static func asciiCase(of bytes: UnsafeBufferPointer<UInt8>) -> ASCIICase {
    let highBits: UInt64 = 0x8080_8080_8080_8080
    var capitals: UInt64 = 0
    var offset = 0
    let raw = UnsafeRawBufferPointer(bytes)
    while offset + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      if word & highBits != 0 { return .notASCII }
      // With every byte below 0x80 nothing carries between bytes: a byte's high bit is set
      // in `word + 0x3F…` when it is at least `A`, in `word + 0x25…` when it is past `Z`.
      capitals |= (word &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(word &+ 0x2525_2525_2525_2525)
      offset += 8
    }
    var anyCapital = capitals & highBits != 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte >= 0x80 { return .notASCII }
      anyCapital = anyCapital || byte &- 0x41 < 26
      offset += 1
    }
    return anyCapital ? .capitals : .folded
  }

  /// The UTF-8 `bytes` (valid, as a string's are) folded scalar by scalar into a new string.
  /// A folding is at most twice as long in UTF-8 as its scalar. O(n).
  static func foldedUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: bytes.count * 2) { buffer in
      var written = 0
      var decoder = UTF8()
      var iterator = bytes.makeIterator()
      while case .scalarValue(let scalar) = decoder.decode(&iterator) {
        for unit in folded(scalar).utf8 {
          buffer[written] = unit
          written += 1
        }
      }
      return written
    }
  }

  /// The folding of a scalar above ASCII: a binary search in the run table.
  @usableFromInline static func foldedNonASCII(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    let firsts = CaseFoldingTables.runFirsts
    guard let lowest = firsts.first, value >= lowest else { return scalar }
    var low = 0
    var high = firsts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if firsts[middle] <= value { low = middle } else { high = middle }
    }
    let offset = value - firsts[low]
    guard value <= CaseFoldingTables.runLasts[low], offset % UInt32(CaseFoldingTables.runStrides[low]) == 0
    else { return scalar }
    return Unicode.Scalar(UInt32(Int64(value) + Int64(CaseFoldingTables.runDeltas[low]))) ?? scalar
  }

  /// The code point `value` folds to (see `folded(_:)`); itself for a value that is no
  /// scalar. For scanners that work on code point values.
  @inlinable public static func simpleFold(_ value: UInt32) -> UInt32 {
    guard let scalar = Unicode.Scalar(value) else { return value }
    return folded(scalar).value
  }
}
