import QuireTestSupport
import QuireText
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The matcher against a brute-force model on random strings: a match exists exactly when the
/// query's clusters occur in the candidate in order (whole, at the start, or together, by
/// mode), and the positions it gives are whole clusters of the candidate, increasing, that
/// spell the query.
///
/// A failure prints its seed; `QUIRE_SEED=n swift test --filter MatcherPropertyTests`
/// replays it.
@Suite struct MatcherPropertyTests {
  static var seeds: [UInt64] {
    if let value = getenv("QUIRE_SEED"), let seed = UInt64(String(cString: value)) { return [seed] }
    return Array(1...200)
  }

  /// Pieces that are whole clusters wherever they stand, so that Swift's `Character`s are
  /// the model's clusters: ASCII of both cases, punctuation, accented letters in both
  /// spellings, CJK, emoji with and without a modifier, and letters that fold outside ASCII.
  static let pieces: [String] = [
    "a", "b", "c", "A", "B", "x", "-", "/", " ", "_", "é", "e\u{301}", "E\u{301}", "É", "e", "日", "本",
    "👍", "👍🏽", "\u{212A}", "k", "K", "\u{17F}", "s", "S", "σ", "Σ", "ς", "ß", "ẞ", "1",
  ]

  static func randomString(_ random: inout SeededRandom, pieces count: ClosedRange<Int>) -> [String] {
    (0..<Int.random(in: count, using: &random)).map { _ in
      pieces[Int.random(in: 0..<pieces.count, using: &random)]
    }
  }

  /// Whether two clusters are equal as the matcher compares them.
  static func equal(_ left: Character, _ right: Character, sensitive: Bool) -> Bool {
    sensitive
      ? String(left) == String(right) : CaseFolding.folded(String(left)) == CaseFolding.folded(String(right))
  }

  /// The model: whether `query` occurs in `candidate` in `mode`.
  static func occurs(_ query: [Character], in candidate: [Character], mode: MatchMode, sensitive: Bool)
    -> Bool
  {
    switch mode {
    case .fuzzy:
      var index = 0
      for cluster in candidate where index < query.count && equal(cluster, query[index], sensitive: sensitive)
      {
        index += 1
      }
      return index == query.count
    case .prefix:
      return query.count <= candidate.count
        && zip(query, candidate).allSatisfy { equal($0, $1, sensitive: sensitive) }
    case .substring:
      guard query.count <= candidate.count else { return false }
      return (0...(candidate.count - query.count)).contains { start in
        query.indices.allSatisfy { equal(candidate[start + $0], query[$0], sensitive: sensitive) }
      }
    }
  }

  @Test(arguments: seeds) func matchesExactlyWhenTheModelDoes(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<40 {
      let candidatePieces = Self.randomString(&random, pieces: 0...12)
      var queryPieces = Self.randomString(&random, pieces: 1...4)
      if Bool.random(using: &random), !candidatePieces.isEmpty {
        // Often take the query from the candidate, so that matches are common.
        queryPieces = candidatePieces.filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
        if queryPieces.isEmpty { queryPieces = [candidatePieces[0]] }
      }
      let candidate = candidatePieces.joined()
      let query = queryPieces.joined()
      for sensitivity in [CaseSensitivity.smart, .insensitive, .sensitive] {
        for mode in [MatchMode.fuzzy, .prefix, .substring] {
          check(query, candidate, sensitivity, mode, seed: seed)
        }
      }
    }
  }

  private func check(
    _ query: String, _ candidate: String, _ sensitivity: CaseSensitivity, _ mode: MatchMode, seed: UInt64
  ) {
    let context: Comment =
      "seed \(seed): \(mode) \(sensitivity) query \(query.debugDescription) in \(candidate.debugDescription)"
    var matcher = Matcher(query: query, mode: mode, caseSensitivity: sensitivity)
    let hasUpperCase = query.unicodeScalars.contains {
      [.uppercaseLetter, .titlecaseLetter].contains($0.properties.generalCategory)
    }
    let sensitive = sensitivity == .sensitive || sensitivity == .smart && hasUpperCase
    #expect(matcher.isCaseSensitive == sensitive, context)
    let queryClusters = Array(query)
    let clusters = Array(candidate)
    let expected = Self.occurs(queryClusters, in: clusters, mode: mode, sensitive: sensitive)
    let result = matcher.match(candidate)
    #expect((result != nil) == expected, context)
    let score = matcher.score(candidate)
    #expect(score == result?.score, context)
    guard let result else { return }
    // The byte range of each cluster of the candidate.
    var starts: [Int] = []
    var offset = 0
    for cluster in clusters {
      starts.append(offset)
      offset += String(cluster).utf8.count
    }
    starts.append(offset)
    #expect(result.ranges.count == queryClusters.count, context)
    var previous = -1
    let bytes = Array(candidate.utf8)
    for (range, wanted) in zip(result.ranges, queryClusters) {
      let lower = range.lowerBound.value
      let upper = range.upperBound.value
      guard let index = starts.firstIndex(of: lower), index + 1 < starts.count, starts[index + 1] == upper
      else {
        Issue.record("\(context): \(lower)..<\(upper) is not a whole cluster")
        return
      }
      #expect(index > previous, context)
      if mode != .fuzzy && previous >= 0 { #expect(index == previous + 1, context) }
      if mode == .prefix && previous < 0 { #expect(index == 0, context) }
      previous = index
      let spelled = String(decoding: bytes[lower..<upper], as: UTF8.self)
      #expect(Self.equal(Character(spelled), wanted, sensitive: sensitive), context)
    }
  }

  @Test(arguments: seeds.prefix(50)) func randomBytesGiveRangesInsideTheCandidate(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let alphabet: [UInt8] =
      Array("abAB-/ ".utf8) + [0xC3, 0xA9, 0xE2, 0x84, 0xAA, 0xFF, 0x80, 0xCC, 0x81, 0x0D, 0x0A]
    for _ in 0..<50 {
      let bytes = (0..<Int.random(in: 0...24, using: &random)).map { _ in
        alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      }
      let query = ["a", "ab", "é", "k", "b-", "\u{212A}a"][Int.random(in: 0..<6, using: &random)]
      var matcher = Matcher(query: query)
      let result = bytes.withUnsafeBufferPointer { matcher.match(utf8: $0) }
      guard let result else { continue }
      var previous = 0
      for range in result.ranges {
        #expect(range.lowerBound.value >= previous && range.upperBound.value <= bytes.count, "seed \(seed)")
        #expect(range.lowerBound < range.upperBound, "seed \(seed)")
        previous = range.upperBound.value
      }
    }
  }
}
