/// A query made ready for matching: its grapheme clusters as keys, the tables that give an
/// ASCII byte's key at once, and the bytes the early rejection looks for.
///
/// Two clusters are equal when their scalars, simple-case-folded unless the match is
/// case-sensitive, are canonically equivalent (Swift's `String` equality): `é` typed as one
/// scalar matches `e` + U+0301, and `e` does not match the `e` of `e` + U+0301, whose mark
/// belongs to its cluster. An invalid UTF-8 sequence in a candidate matches nothing.
struct MatchPattern: Sendable {
  /// Whether case was told apart (resolved from the query for `.smart`).
  let isCaseSensitive: Bool
  /// For each query cluster, the index of its key in `keys`.
  let clusterKeys: [Int32]
  /// The distinct clusters of the query, folded unless case-sensitive.
  let keys: [String]
  /// For each ASCII byte standing alone as a cluster, the index of its key, or -1.
  let asciiKeys: [Int32]
  /// The query clusters that are one ASCII byte, in order (folded), for the early rejection.
  let asciiBytes: [UInt8]
  /// Whether the early search for each of `asciiBytes` ignores bit 5 (a letter, case ignored).
  let asciiFoldsCase: [Bool]
  /// Whether one of `asciiBytes` also equals a cluster that is not ASCII (the Kelvin sign is
  /// `K`, `ſ` folds to `s`): then a failed byte search is not a rejection when the candidate
  /// holds bytes above ASCII.
  let asciiHasOtherSpellings: Bool
  /// The `CharacterSummary` bits of `asciiBytes`: a candidate whose summary lacks one cannot
  /// match (unless `asciiHasOtherSpellings` and it holds bytes above ASCII).
  let summary: UInt64

  /// The ASCII characters that a cluster above ASCII can equal: by canonical equivalence
  /// (U+212A KELVIN SIGN is `K`, U+037E GREEK QUESTION MARK is `;`, U+1FEF GREEK VARIA is
  /// `` ` ``), and when folding, U+017F LONG S (`s`). `MatchPatternTests` checks every scalar.
  static let otherSpellingsFolded: Set<UInt8> = Set("k;`s".utf8)
  static let otherSpellingsExact: Set<UInt8> = Set("K;`".utf8)

  init(query: String, caseSensitivity: CaseSensitivity) {
    let sensitive: Bool
    switch caseSensitivity {
    case .sensitive: sensitive = true
    case .insensitive: sensitive = false
    case .smart:
      sensitive = query.unicodeScalars.contains {
        let category = $0.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
      }
    }
    isCaseSensitive = sensitive
    var keys: [String] = []
    var clusterKeys: [Int32] = []
    var asciiBytes: [UInt8] = []
    var asciiFoldsCase: [Bool] = []
    var utf8 = Array(query.utf8)
    utf8.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var clusters = BufferGraphemes(base, count: buffer.count)
      while let cluster = clusters.next() {
        let key = Self.key(of: clusters.scalars(in: cluster.range), foldingCase: !sensitive)
        if cluster.range.count == 1 {
          let byte = key.utf8.first ?? 0
          asciiBytes.append(byte)
          asciiFoldsCase.append(!sensitive && byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        }
        if let known = keys.firstIndex(of: key) {
          clusterKeys.append(Int32(known))
        } else {
          clusterKeys.append(Int32(keys.count))
          keys.append(key)
        }
      }
    }
    self.keys = keys
    self.clusterKeys = clusterKeys
    self.asciiBytes = asciiBytes
    self.asciiFoldsCase = asciiFoldsCase
    asciiKeys = (0..<128).map { byte in
      let key = Self.key(of: [Unicode.Scalar(UInt8(byte))], foldingCase: !sensitive)
      return keys.firstIndex(of: key).map(Int32.init) ?? -1
    }
    let others = sensitive ? Self.otherSpellingsExact : Self.otherSpellingsFolded
    asciiHasOtherSpellings = asciiBytes.contains { others.contains($0) }
    summary = asciiBytes.reduce(0) { $0 | CharacterSummary.bit($1) }
  }

  /// A cluster's scalars as a key: folded unless case-sensitive.
  static func key(of scalars: [Unicode.Scalar], foldingCase: Bool) -> String {
    var view = String.UnicodeScalarView()
    for scalar in scalars { view.append(foldingCase ? CaseFolding.folded(scalar) : scalar) }
    return String(view)
  }

  /// The index in `keys` of the valid cluster made of `scalars`, or -1. O(keys) string
  /// comparisons.
  func keyIndex(of scalars: [Unicode.Scalar]) -> Int32 {
    let key = Self.key(of: scalars, foldingCase: !isCaseSensitive)
    return keys.firstIndex(of: key).map(Int32.init) ?? -1
  }
}
