import QuireText
import Testing

/// Scores and positions that fzf's own tests publish for its v2 algorithm (default scheme),
/// which Quire's matcher reproduces exactly, plus Quire's bonus where the candidate starts
/// with the query.
@Suite struct MatcherScoreTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var candidate: String
    var query: String
    var caseSensitive: Bool
    var fzfScore: Int
    var positions: [Int]
    /// What Quire adds (`prefix` 2, and `exact` 2 more).
    var quireBonus = 0
    var testDescription: String { "\(query) in \(candidate)" }
  }

  static let cases: [Case] = [
    Case(candidate: "fooBarbaz1", query: "oBZ", caseSensitive: false, fzfScore: 49, positions: [2, 3, 8]),
    Case(candidate: "foo bar baz", query: "fbb", caseSensitive: false, fzfScore: 78, positions: [0, 4, 8]),
    Case(
      candidate: "/AutomatorDocument.icns", query: "rdoc", caseSensitive: false, fzfScore: 79,
      positions: [9, 10, 11, 12]),
    Case(
      candidate: "/man1/zshcompctl.1", query: "zshc", caseSensitive: false, fzfScore: 109,
      positions: [6, 7, 8, 9]),
    Case(
      candidate: "/.oh-my-zsh/cache", query: "zshc", caseSensitive: false, fzfScore: 102,
      positions: [8, 9, 10, 12]),
    Case(
      candidate: ".vimrc", query: ".vimrc", caseSensitive: false, fzfScore: 166,
      positions: [0, 1, 2, 3, 4, 5],
      quireBonus: 4),
    Case(
      candidate: "/.vimrc", query: ".vimrc", caseSensitive: false, fzfScore: 159,
      positions: [1, 2, 3, 4, 5, 6]),
    Case(
      candidate: "a.vimrc", query: ".vimrc", caseSensitive: false, fzfScore: 152,
      positions: [1, 2, 3, 4, 5, 6]),
    Case(
      candidate: "ab0123 456", query: "12356", caseSensitive: false, fzfScore: 88, positions: [3, 4, 5, 8, 9]),
    Case(
      candidate: "abc123 456", query: "12356", caseSensitive: false, fzfScore: 108,
      positions: [3, 4, 5, 8, 9]),
    Case(candidate: "foo/bar/baz", query: "fbb", caseSensitive: false, fzfScore: 76, positions: [0, 4, 8]),
    Case(candidate: "fooBarBaz", query: "fbb", caseSensitive: false, fzfScore: 74, positions: [0, 3, 6]),
    Case(candidate: "fooBarbaz", query: "oBz", caseSensitive: true, fzfScore: 49, positions: [2, 3, 8]),
    Case(candidate: "Foo/Bar/Baz", query: "FBB", caseSensitive: true, fzfScore: 76, positions: [0, 4, 8]),
    Case(candidate: "foo-bar", query: "o-ba", caseSensitive: true, fzfScore: 88, positions: [2, 3, 4, 5]),
  ]

  @Test(arguments: cases) func scoreAndPositionsAreFzfs(_ example: Case) throws {
    var matcher = Matcher(
      query: example.query, caseSensitivity: example.caseSensitive ? .sensitive : .insensitive)
    let matched = matcher.match(example.candidate)
    let result = try #require(matched)
    #expect(result.score == example.fzfScore + example.quireBonus)
    #expect(result.ranges.map(\.lowerBound.value) == example.positions)
    let score = matcher.score(example.candidate)
    #expect(score == result.score, "score and match agree")
  }

  @Test func caseSensitiveQueryDoesNotMatchOtherCase() {
    var matcher = Matcher(query: "oBZ", caseSensitivity: .sensitive)
    let score = matcher.score("fooBarbaz1")
    #expect(score == nil)
  }

  @Test func longerQueryThanCandidateDoesNotMatch() {
    var matcher = Matcher(query: "fooBarbazz")
    let score = matcher.score("fooBarbaz")
    #expect(score == nil)
  }

  @Test func emptyQueryMatchesEverythingWithNoPositions() {
    var matcher = Matcher(query: "")
    let results = [matcher.match("anything"), matcher.match("")]
    #expect(results == [MatchResult(score: 0, ranges: []), MatchResult(score: 0, ranges: [])])
  }

  @Test func nothingMatchesInTheEmptyCandidate() {
    var matcher = Matcher(query: "a")
    let result = matcher.match("")
    #expect(result == nil)
  }
}
