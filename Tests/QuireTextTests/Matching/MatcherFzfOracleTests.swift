import QuireTestSupport
import QuireText
import Testing

/// The matcher against an oracle no one here wrote: fzf's first result for 200 queries over a
/// committed list of 668 file paths, recorded from Debian's fzf 0.38 by
/// `Scripts/record-match-oracle.py` (which `.ci/run` runs with `--check`, so the record is
/// fzf's). Quire's prefix and exact-match bonuses may rank differently, so the bar is the
/// first result agreeing on at least 95 % of the queries; the disagreements are printed.
@Suite struct MatcherFzfOracleTests {
  @Test func theFirstResultAgreesWithFzfOnNineteenQueriesOfTwenty() throws {
    let paths = try #require(RepositoryFile.text("Tests/MatchOracle/paths.txt")).split(separator: "\n")
      .map(String.init)
    let record = try #require(RepositoryFile.text("Tests/MatchOracle/fzf-top.tsv"))
    let rows = record.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)
    }
    try #require(rows.count == 200 && paths.count > 600, "the committed oracle is whole")
    var disagreements: [String] = []
    for row in rows {
      let query = String(row[0])
      let fzf = row.count > 1 ? String(row[1]) : ""
      var matcher = Matcher(query: query, mode: .fuzzy, caseSensitivity: .smart)
      let quire = matcher.rank(paths).first.map { paths[$0.index] } ?? ""
      if quire != fzf { disagreements.append("\(query): fzf \(fzf), Quire \(quire)") }
    }
    print("MatcherFzfOracleTests: \(rows.count - disagreements.count) of \(rows.count) agree")
    for line in disagreements { print("  \(line)") }
    #expect(
      disagreements.count * 20 <= rows.count, "disagreements:\n\(disagreements.joined(separator: "\n"))")
  }
}
