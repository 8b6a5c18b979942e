import QuireTestSupport
import QuireText
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prepared candidates rank exactly as the same strings do: their early rejection by the
/// characters a candidate holds never drops a match.
@Suite struct MatchCandidatesTests {
  static var seeds: [UInt64] {
    if let value = getenv("QUIRE_SEED"), let seed = UInt64(String(cString: value)) { return [seed] }
    return Array(1...100)
  }

  static let pieces = [
    "a", "b", "k", "K", "s", "S", "\u{212A}", "\u{17F}", "é", "e\u{301}", ";", "\u{37E}", "`", "\u{1FEF}",
    "/",
    "-", " ", "1", "日", "\r\n", "x", "y",
  ]

  @Test(arguments: seeds) func rankingAgreesWithStrings(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let values = (0..<60).map { _ in
      (0..<Int.random(in: 0...8, using: &random)).map { _ in
        Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
      }.joined()
    }
    let prepared = MatchCandidates(values)
    #expect(prepared.count == values.count)
    for _ in 0..<10 {
      let query = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
      }.joined()
      for mode in [MatchMode.fuzzy, .prefix, .substring] {
        var matcher = Matcher(query: query, mode: mode)
        let fromStrings = matcher.rank(values)
        let fromPrepared = matcher.rank(prepared)
        #expect(fromPrepared == fromStrings, "seed \(seed): \(mode) \(query.debugDescription)")
        let subset = Array(stride(from: 0, to: values.count, by: 3))
        #expect(matcher.rank(prepared, among: subset) == matcher.rank(values, among: subset), "seed \(seed)")
        for match in fromPrepared.prefix(3) {
          #expect(
            matcher.match(prepared, at: match.index) == matcher.match(values[match.index]), "seed \(seed)")
        }
      }
    }
  }

  @Test func otherSpellingsAreNotRejectedEarly() {
    // "k" is not among the ASCII letters of "\u{212A}elvin", yet the Kelvin sign folds to k.
    let prepared = MatchCandidates(["\u{212A}elvin", "\u{17F}ong", "plain"])
    var kelvin = Matcher(query: "kel")
    var longS = Matcher(query: "so")
    #expect(kelvin.rank(prepared).map(\.index) == [0])
    #expect(longS.rank(prepared).map(\.index) == [1])
  }

  @Test func candidatesReadBackAsTheirStrings() {
    var prepared = MatchCandidates(["one", "", "日本"])
    prepared.append("four")
    #expect((0..<prepared.count).map { prepared[$0] } == ["one", "", "日本", "four"])
  }

  @Test func preparedMatchGivesByteRanges() {
    let prepared = MatchCandidates(["x", "foo-bar"])
    var matcher = Matcher(query: "fb")
    #expect(matcher.match(prepared, at: 1)?.ranges.map(\.lowerBound.value) == [0, 4])
    #expect(matcher.match(prepared, at: 0) == nil)
  }
}
