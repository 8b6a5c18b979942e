import QuireTestSupport
import Testing

@testable import QuireText

/// Find: literal and case-insensitive matches, their boundaries, and the simple case folding
/// table against the committed `CaseFolding.txt`.
@Suite struct TextSearchTests {
  @Test func everySimpleFoldingOfTheDataFileIsInTheTable() throws {
    let file = try #require(RepositoryFile.text("Tests/UnicodeData/CaseFolding.txt"))
    var count = 0
    for line in file.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: ";").map { String($0.filter { $0 != " " }) }
      guard fields.count >= 3, fields[1] == "C" || fields[1] == "S",
        let source = UInt32(fields[0], radix: 16), let target = UInt32(fields[2], radix: 16)
      else { continue }
      #expect(CaseFolding.simpleFold(source) == target, "\(fields[0])")
      count += 1
    }
    #expect(count > 1400, "the data file lists the simple foldings")
    for unlisted: UInt32 in [0x61, 0x31, 0xDF, 0x4E2D, 0x1F600] {
      #expect(CaseFolding.simpleFold(unlisted) == unlisted)
    }
  }

  @Test(
    arguments: [
      ("the cat sat", "at", false, 5..<7),
      ("The Cat", "cat", false, nil),
      ("The Cat", "cat", true, 4..<7),
      ("ſtop", "STOP", true, 0..<5),  // long s folds to s
      ("20 \u{212A}", "20 k", true, 0..<6),  // the Kelvin sign folds to k
      ("Maße", "MASSE", true, nil),  // full folding (ß → ss) is not simple folding
      ("ΣΑΣ", "σας", true, 0..<6),  // final sigma folds to σ, as Σ does
      ("ΣΑΣ", "σας", false, nil),
      ("e\u{301}te", "e", false, 4..<5),  // not the e of é written with an accent
      ("e\u{301}te", "e\u{301}", false, 0..<3),
      ("\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}", "\u{1F1F7}\u{1F1E9}", false, nil),  // across two flags
      ("a\r\nb", "\r", false, nil),  // the CR of a CR LF
      ("a\r\nb", "\r\n", false, 1..<3),
    ] as [(String, String, Bool, Range<Int>?)])
  func theFirstMatch(text: String, needle: String, ignoringCase: Bool, expected: Range<Int>?) {
    let storage = TextStorage(text)
    let found = storage.firstMatch(of: TextSearch(needle, ignoringCase: ignoringCase), from: .zero)
    #expect(found.map { $0.lowerBound.value..<$0.upperBound.value } == expected)
  }

  @Test func anEmptyNeedleFindsNothing() {
    let text = TextStorage("abc")
    #expect(text.firstMatch(of: TextSearch(""), from: .zero) == nil)
    #expect(text.lastMatch(of: TextSearch(""), before: text.endOffset) == nil)
    #expect(text.matches(of: TextSearch("", ignoringCase: true), in: .zero..<text.endOffset) == [])
  }

  @Test func invalidBytesMatchNothingNotEvenTheReplacementCharacter() {
    let text = TextStorage(bytes: [0x61, 0xFF, 0x62] + Array("\u{FFFD}".utf8))
    #expect(
      text.firstMatch(of: TextSearch("\u{FFFD}", ignoringCase: true), from: .zero) == ByteOffset(
        3)..<ByteOffset(6))
    #expect(text.firstMatch(of: TextSearch("a\u{FFFD}b", ignoringCase: true), from: .zero) == nil)
  }

  /// 200 KB of text in many leaves with the needle near both ends and in the middle.
  static let large: TextStorage = {
    let filler = String(repeating: "lorem ipsum dolor sit amet ", count: 2_500)
    return TextStorage(filler + "Needle" + filler + "NEEDLE" + filler + "needle" + filler)
  }()

  @Test func forwardBackwardAndWrapAroundAreTheCallers() throws {
    let text = Self.large
    let search = TextSearch("needle", ignoringCase: true)
    let first = try #require(text.firstMatch(of: search, from: .zero))
    let second = try #require(text.firstMatch(of: search, from: first.upperBound))
    let third = try #require(text.firstMatch(of: search, from: second.upperBound))
    #expect(text.firstMatch(of: search, from: third.upperBound) == nil)
    #expect(text.string(in: first) + text.string(in: second) + text.string(in: third) == "NeedleNEEDLEneedle")
    #expect(text.lastMatch(of: search, before: text.endOffset) == third)
    #expect(text.lastMatch(of: search, before: third.lowerBound) == second)
    #expect(text.lastMatch(of: search, before: first.lowerBound) == nil)
    #expect(text.matches(of: search, in: .zero..<text.endOffset) == [first, second, third])
    #expect(text.firstMatch(of: TextSearch("needle"), from: .zero) == third)
    #expect(text.firstMatch(of: TextSearch("missing", ignoringCase: true), from: .zero) == nil)
  }

  @Test func matchesInARangeDoNotOverlap() {
    let text = TextStorage("aaaaa")
    let found = text.matches(of: TextSearch("aa"), in: .zero..<text.endOffset)
    #expect(found.map(\.lowerBound.value) == [0, 2])
    #expect(text.lastMatch(of: TextSearch("aa"), before: ByteOffset(4))?.lowerBound == ByteOffset(3))
  }
}
