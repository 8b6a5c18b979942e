import QuireText
import Testing

/// The orderings fzf's scoring is known for, seen as a person sees them: which candidate of
/// a list comes first for a query. Each was checked against `fzf --filter Q --tiebreak=index`
/// (Debian's 0.38, which none of fzf's later scoring changes affects here), except where
/// Quire's prefix and exact bonuses decide.
@Suite struct MatcherOrderingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var query: String
    /// Candidates in list order.
    var candidates: [String]
    /// The expected ranking.
    var ranked: [String]
    var why: String
    var testDescription: String { "\(query): \(why)" }
  }

  static let cases: [Case] = [
    Case(
      query: "fb", candidates: ["afbx", "foo-bar"], ranked: ["foo-bar", "afbx"], why: "word starts beat a run"
    ),
    Case(
      query: "foob", candidates: ["foo-bar", "foobar"], ranked: ["foobar", "foo-bar"],
      why: "consecutive beats scattered"),
    Case(
      query: "bar", candidates: ["foobar", "foo bar"], ranked: ["foo bar", "foobar"],
      why: "a word start beats the middle of a word"),
    Case(
      query: "fb", candidates: ["fooxbar", "fooBar"], ranked: ["fooBar", "fooxbar"],
      why: "a camelCase hump is a word start"),
    Case(
      query: "br", candidates: ["foob-r", "fo-bar"], ranked: ["fo-bar", "foob-r"],
      why: "the first query character at a word start counts double"),
    Case(
      query: "ff", candidates: ["fuzzyfinder", "fuzzy-finder"], ranked: ["fuzzy-finder", "fuzzyfinder"],
      why: "more word starts"),
    Case(
      query: "ff", candidates: ["fuzzy-tree-walker-finder", "fuzzyfinder"],
      ranked: ["fuzzyfinder", "fuzzy-tree-walker-finder"], why: "a long gap cancels the word-start bonus"),
    Case(
      query: "12", candidates: ["a1-2", "a12", "1x2"], ranked: ["1x2", "a12", "a1-2"],
      why: "a digit after a letter is a hump, the first cluster a word start"),
    Case(
      query: "git", candidates: ["legit git", "digit", "git status", "git"],
      ranked: ["git", "git status", "legit git", "digit"], why: "exact, then prefix, then word start"),
    Case(
      query: "src", candidates: ["resources/c", "a/src/b", "src/main"],
      ranked: ["src/main", "a/src/b", "resources/c"],
      why: "path components"),
    Case(
      query: "doc", candidates: ["xdoc", "x/doc", "x doc"], ranked: ["x doc", "x/doc", "xdoc"],
      why: "after white space, then after a delimiter, then mid-word"),
  ]

  @Test(arguments: cases) func ranksAsFzf(_ example: Case) {
    var matcher = Matcher(query: example.query)
    let ranked = matcher.rank(example.candidates).map { example.candidates[$0.index] }
    #expect(ranked == example.ranked)
  }

  @Test func candidatesWithoutTheQueryInOrderAreLeftOut() {
    var matcher = Matcher(query: "abc")
    let ranked = matcher.rank(["cba", "acb", "a-b-c", "ab", "xaxbxcx"]).map(\.index)
    #expect(ranked == [2, 4])
  }
}
