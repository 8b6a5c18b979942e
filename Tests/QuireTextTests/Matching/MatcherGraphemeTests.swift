import QuireText
import Testing

/// Queries and candidates are compared cluster by cluster: a combining mark belongs to its
/// cluster, canonically equivalent spellings are equal, and positions are the bytes of whole
/// clusters.
@Suite struct MatcherGraphemeTests {
  /// The matched byte ranges of `query` in `candidate`, as (start, end) pairs; nil when it
  /// does not match.
  static func ranges(_ query: String, in candidate: String, _ sensitivity: CaseSensitivity = .smart)
    -> [[Int]]?
  {
    var matcher = Matcher(query: query, caseSensitivity: sensitivity)
    return matcher.match(candidate)?.ranges.map { [$0.lowerBound.value, $0.upperBound.value] }
  }

  @Test func precomposedQueryMatchesDecomposedCandidate() {
    #expect(Self.ranges("é", in: "cafe\u{301}") == [[3, 6]])
  }

  @Test func decomposedQueryMatchesPrecomposedCandidate() {
    #expect(Self.ranges("e\u{301}", in: "café") == [[3, 5]])
  }

  @Test func baseLetterDoesNotMatchALetterWithAMark() {
    #expect(Self.ranges("e", in: "cafe\u{301}") == nil)
    #expect(Self.ranges("cafe", in: "café") == nil)
    #expect(Self.ranges("ae", in: "cafe\u{301} bei") == [[1, 2], [8, 9]])
  }

  @Test func accentedCapitalFoldsWhenCaseIsIgnored() {
    #expect(Self.ranges("É", in: "café") == nil, "an upper-case query is case-sensitive")
    #expect(Self.ranges("É", in: "café", .insensitive) == [[3, 5]])
    #expect(Self.ranges("é", in: "CAFE\u{301}") == [[3, 6]])
  }

  @Test func emojiWithModifierIsOneCluster() {
    #expect(Self.ranges("👍", in: "ok 👍🏽") == nil)
    #expect(Self.ranges("👍🏽", in: "ok 👍🏽") == [[3, 11]])
    #expect(Self.ranges("o👍", in: "ok 👍 done") == [[0, 1], [3, 7]])
  }

  @Test func zeroWidthJoinerSequenceIsOneCluster() {
    let family = "👩\u{200D}👩\u{200D}👧"
    #expect(Self.ranges("👩", in: family) == nil)
    #expect(Self.ranges(family, in: "x" + family) == [[1, 1 + family.utf8.count]])
  }

  @Test func flagsPairFromTheStartOfTheirRun() {
    // 🇫🇷🇩🇪 is FR then DE: the R and D in the middle are no flag.
    #expect(Self.ranges("🇷🇩", in: "🇫🇷🇩🇪") == nil)
    #expect(Self.ranges("🇩🇪", in: "🇫🇷🇩🇪") == [[8, 16]])
  }

  @Test func cjkMatchesWithGapsAndPositions() {
    #expect(Self.ranges("日本", in: "これは日本語です") == [[9, 12], [12, 15]])
    #expect(Self.ranges("日語", in: "日本語") == [[0, 3], [6, 9]])
  }

  @Test func invalidBytesAreClustersThatMatchNothing() {
    let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xE2, 0x82]
    var matcher = Matcher(query: "ab")
    let result = bytes.withUnsafeBufferPointer { matcher.match(utf8: $0) }
    #expect(result?.ranges.map(\.lowerBound.value) == [0, 2])
    var replacement = Matcher(query: "\u{FFFD}")
    let none = bytes.withUnsafeBufferPointer { replacement.score(utf8: $0) }
    #expect(none == nil)
  }

  @Test func crLfIsOneCluster() {
    #expect(Self.ranges("\n", in: "a\r\nb") == nil)
    #expect(Self.ranges("\r\n", in: "a\r\nb") == [[1, 3]])
    #expect(Self.ranges("\n", in: "a\nb") == [[1, 2]])
  }

  @Test func highlightRunsJoinNeighbours() {
    var matcher = Matcher(query: "fooba")
    let result = matcher.match("x foo-bar")
    #expect(result?.highlightRuns.map { [$0.lowerBound.value, $0.upperBound.value] } == [[2, 5], [6, 8]])
  }

  @Test func positionsAfterWideClustersAreByteOffsets() {
    #expect(Self.ranges("ab", in: "日a本b") == [[3, 4], [7, 8]])
  }
}
