import QuireTestSupport
import Testing

/// The tests, the generated tables and the generator read one Unicode version: every
/// committed data file names the version in `Tests/UnicodeData/VERSION`, and so does the
/// header of the generated tables (which `Scripts/check-unicode-tables.sh` keeps current
/// with the same files).
@Suite struct UnicodeVersionTests {
  static let files = [
    "UnicodeData.txt", "EastAsianWidth.txt", "PropList.txt", "DerivedCoreProperties.txt",
    "emoji/emoji-data.txt", "emoji/emoji-variation-sequences.txt",
    "auxiliary/GraphemeBreakProperty.txt", "auxiliary/WordBreakProperty.txt",
    "auxiliary/GraphemeBreakTest.txt", "auxiliary/WordBreakTest.txt", "CaseFolding.txt",
  ]

  static var version: String {
    (RepositoryFile.text("Tests/UnicodeData/VERSION") ?? "").split(separator: "\n").first.map(String.init)
      ?? ""
  }

  @Test func versionIsRecorded() {
    #expect(Self.version.split(separator: ".").count == 3, "Tests/UnicodeData/VERSION: '\(Self.version)'")
  }

  /// The UCD files name their version in their first line (`# PropList-15.0.0.txt`); the
  /// emoji files on their `# Used with Emoji Version 15.0 …` line.
  @Test(arguments: files) func dataFileHasTheVersion(_ name: String) throws {
    let text = try #require(RepositoryFile.text("Tests/UnicodeData/" + name), "\(name) is missing")
    let header = text.split(separator: "\n").prefix(while: { $0.hasPrefix("#") }).joined(separator: "\n")
    let base = name.split(separator: "/").last.map { String($0.dropLast(4)) } ?? name
    let named = header.contains("\(base)-\(Self.version).txt")
    let versionLine = header.contains(
      "Emoji Version \(Self.version.split(separator: ".").prefix(2).joined(separator: "."))")
    #expect(named || versionLine, "\(name) does not say Unicode \(Self.version):\n\(header.prefix(300))")
  }

  @Test(arguments: ["UnicodeTables.swift", "CaseFoldingTables.swift"])
  func generatedTablesHaveTheVersion(_ name: String) throws {
    let tables = try #require(RepositoryFile.text("Sources/QuireText/Generated/" + name))
    let first = tables.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.contains("from the Unicode \(Self.version) data files"), "\(name): \(first)")
  }
}
