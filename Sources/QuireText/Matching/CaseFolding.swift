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

  /// `text` with every scalar folded. O(n) scalars.
  public static func folded(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { result.append(folded(scalar)) }
    return String(result)
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
