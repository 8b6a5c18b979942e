import QuireText
import Testing

/// Smart case (fzf's and vim's): case is ignored unless the query holds an upper-case letter;
/// ignoring it means simple case folding, so letters outside ASCII fold too.
@Suite struct MatcherCaseTests {
  static func matches(_ query: String, _ candidate: String, _ sensitivity: CaseSensitivity = .smart) -> Bool {
    var matcher = Matcher(query: query, caseSensitivity: sensitivity)
    return matcher.score(candidate) != nil
  }

  @Test func lowerCaseQueryIgnoresCase() {
    #expect(Self.matches("readme", "README.md"))
    #expect(Matcher(query: "readme").isCaseSensitive == false)
  }

  @Test func upperCaseLetterMakesTheQueryCaseSensitive() {
    #expect(!Self.matches("README", "readme.txt"))
    #expect(Self.matches("README", "README.md"))
    #expect(!Self.matches("Readme", "README.md"))
    #expect(Matcher(query: "Readme").isCaseSensitive)
  }

  @Test func upperCaseOutsideASCIIAlsoCounts() {
    #expect(Matcher(query: "Ωmega").isCaseSensitive)
    #expect(Matcher(query: "ẞ").isCaseSensitive, "capital sharp s is upper case")
    #expect(!Matcher(query: "ß").isCaseSensitive)
    #expect(!Matcher(query: "123-_.").isCaseSensitive, "no letter, no case")
  }

  @Test func explicitSensitivityWins() {
    #expect(Self.matches("README", "readme", .insensitive))
    #expect(!Self.matches("readme", "README", .sensitive))
  }

  @Test(arguments: [
    ("σ", "ΟΔΟΣ"), ("ς", "οδοσ"), ("ß", "STRAẞE"), ("k", "\u{212A}elvin"), ("s", "\u{17F}"), ("æ", "Æther"),
    ("ǆ", "ǅ"), ("ω", "Ω"),
  ])
  func foldingOutsideASCII(_ query: String, _ candidate: String) {
    #expect(Self.matches(query, candidate), "\(query) in \(candidate)")
  }

  @Test func fullFoldingIsNotApplied() {
    // Simple folding keeps one scalar for one: ß is not "ss".
    #expect(!Self.matches("ss", "ß"))
    #expect(!Self.matches("ß", "ss"))
  }

  @Test func kelvinSignIsCapitalKEvenWhenCaseMatters() {
    // U+212A is canonically equivalent to K.
    #expect(Self.matches("K", "\u{212A}"))
    #expect(!Self.matches("K", "k"))
  }
}
