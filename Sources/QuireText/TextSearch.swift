/// What find looks for in a text: a needle, matched literally or ignoring case.
///
/// Literal matching compares bytes; ignoring case compares scalars after simple Unicode case
/// folding (`CaseFolding.txt`, statuses C and S: one scalar to one, so "ſ" finds "s" and
/// "K" (Kelvin) finds "k", but "ß" does not find "ss"). There is no normalisation: "é" as one
/// scalar does not find "e" and a combining accent. A match starts and ends on grapheme
/// cluster boundaries: "e" does not find the start of "é" written as "e" and an accent.
///
/// Made once per needle (O(m) for m bytes) and used for every search in a text: see
/// `TextStorage.firstMatch(of:from:)`, `lastMatch(of:before:)` and `matches(of:in:)`.
public struct TextSearch: Hashable, Sendable {
  /// The text looked for.
  public let needle: String

  /// Whether case is ignored (simple case folding).
  public let ignoresCase: Bool

  /// What is matched: the needle's bytes, or with `ignoresCase` its scalars folded.
  let units: [UInt32]

  /// For each prefix of `units`, the length of its longest proper prefix that is also its
  /// suffix (Knuth–Morris–Pratt), so that a mismatch never reads a byte twice.
  let fallback: [Int]

  /// The most bytes a match can take: the needle's bytes, or 4 a scalar ignoring case.
  let longestMatch: Int

  /// A search for `needle`; with `ignoringCase`, by simple case folding. O(m).
  public init(_ needle: String, ignoringCase: Bool = false) {
    self.needle = needle
    self.ignoresCase = ignoringCase
    if ignoringCase {
      units = needle.unicodeScalars.map { CaseFolding.simpleFold($0.value) }
      longestMatch = 4 * units.count
    } else {
      units = needle.utf8.map(UInt32.init)
      longestMatch = units.count
    }
    fallback = Self.fallbackTable(units)
  }

  /// Whether the needle is empty: an empty needle matches nothing.
  public var isEmpty: Bool { units.isEmpty }

  /// The Knuth–Morris–Pratt table of `units`. O(m).
  private static func fallbackTable(_ units: [UInt32]) -> [Int] {
    var table = [Int](repeating: 0, count: units.count)
    var length = 0
    var index = 1
    while index < units.count {
      if units[index] == units[length] {
        length += 1
        table[index] = length
        index += 1
      } else if length > 0 {
        length = table[length - 1]
      } else {
        index += 1
      }
    }
    return table
  }
}
