import QuireText
import Testing

/// Prefix and substring modes.
@Suite struct MatcherModeTests {
  static func positions(_ query: String, _ candidate: String, _ mode: MatchMode) -> [Int]? {
    var matcher = Matcher(query: query, mode: mode)
    return matcher.match(candidate)?.ranges.map(\.lowerBound.value)
  }

  @Test func prefixMatchesOnlyTheStart() {
    #expect(Self.positions("foo", "foobar", .prefix) == [0, 1, 2])
    #expect(Self.positions("foo", "Foobar", .prefix) == [0, 1, 2])
    #expect(Self.positions("foo", "xfoo", .prefix) == nil)
    #expect(Self.positions("fb", "foobar", .prefix) == nil)
  }

  @Test func substringNeedsTheQueryWhole() {
    #expect(Self.positions("bar", "foo-bar", .substring) == [4, 5, 6])
    #expect(Self.positions("bar", "b-a-r", .substring) == nil)
  }

  @Test func substringTakesTheBestPlacedOccurrence() {
    #expect(Self.positions("oo", "foo oox", .substring) == [4, 5])
    #expect(Self.positions("ab", "xab-ab", .substring) == [4, 5])
  }

  @Test func substringOfClustersNotBytes() {
    #expect(Self.positions("e", "cafe\u{301}", .substring) == nil)
    #expect(Self.positions("fé", "cafe\u{301}", .substring) == [2, 3])
  }

  @Test func prefixAndExactScoreHigher() {
    var matcher = Matcher(query: "log", mode: .substring)
    let ranked = matcher.rank(["a log", "logbook", "log"]).map(\.index)
    #expect(ranked == [2, 1, 0])
  }
}
