import QuireTestSupport
import QuireText
import Testing

/// Ranking a list: best score first, ties in list order.
@Suite struct MatcherRankingTests {
  @Test func tiesKeepListOrder() {
    let candidates = ["b-x", "a-x", "c-x", "zzz", "d-x"]
    var matcher = Matcher(query: "x")
    #expect(matcher.rank(candidates).map(\.index) == [0, 1, 2, 4])
  }

  @Test func emptyQueryKeepsTheWholeListInOrder() {
    var matcher = Matcher(query: "")
    #expect(matcher.rank(["c", "a", "b"]).map(\.index) == [0, 1, 2])
  }

  @Test func rankingAmongASubsetSeesOnlyIt() {
    var matcher = Matcher(query: "ab")
    let candidates = ["ab", "xab", "a b", "abc"]
    #expect(matcher.rank(candidates, among: [1, 3]).map(\.index) == [3, 1])
  }

  @Test func rankIsAStableSortByScore() {
    var random = SeededRandom(seed: 0xC0FFEE)
    for spread in [3, 1_000, 5_000_000] {
      let matches = (0..<500).map {
        RankedCandidate(index: $0, score: Int(random.next() % UInt64(spread)) - spread / 2)
      }
      var ranked = matches
      RankedCandidate.rank(&ranked)
      let expected = matches.enumerated().sorted {
        $0.element.score != $1.element.score ? $0.element.score > $1.element.score : $0.offset < $1.offset
      }.map(\.element)
      #expect(ranked == expected, "spread \(spread)")
    }
  }

  @Test func aMatcherIsReusedAcrossCandidatesOfEveryKind() {
    // Long, short, ASCII and not, one after another through one matcher's scratch memory.
    var matcher = Matcher(query: "ab")
    let candidates = [
      String(repeating: "x", count: 5000) + "ab", "日a本b", "ab", "é", String(repeating: "ab", count: 300),
    ]
    let scores = candidates.map { matcher.score($0) != nil }
    #expect(scores == [true, true, true, false, true])
  }

  @Test func copiedMatchersDoNotShareScratch() {
    var first = Matcher(query: "ab")
    var second = first
    let one = first.match("a-b")
    let two = second.match("xxab")
    let again = first.match("a-b")
    #expect(one == again)
    #expect(two?.ranges.map(\.lowerBound.value) == [2, 3])
  }

  @Test func veryLongCandidatesAreScoredGreedily() {
    // Too wide for the score matrices: matched by the first occurrence, shortened backward.
    let candidate =
      "a" + String(repeating: "x", count: 600_000) + "a" + "b" + String(repeating: "y", count: 600_000) + "c"
    var matcher = Matcher(query: "abc")
    let result = matcher.match(candidate)
    #expect(result?.ranges.map(\.lowerBound.value) == [600_001, 600_002, 1_200_003])
  }
}
