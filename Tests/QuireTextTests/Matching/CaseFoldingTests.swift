import QuireTestSupport
import Testing

@testable import QuireText

/// The generated simple case folding against `CaseFolding.txt`, and what follows from it for
/// the matcher's early rejection.
@Suite struct CaseFoldingTests {
  /// `CaseFolding.txt`'s C and S mappings.
  static var mappings: [UInt32: UInt32] {
    let folder = String(#filePath.prefix(upTo: #filePath.lastIndex(of: "/") ?? #filePath.endIndex))
    let text = RepositoryFile.text("Tests/UnicodeData/CaseFolding.txt", testFile: folder) ?? ""
    var result: [UInt32: UInt32] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: ";").map { $0.trimmingCharacters() }
      guard fields.count >= 3, fields[1] == "C" || fields[1] == "S",
        let source = UInt32(fields[0], radix: 16), let target = UInt32(fields[2], radix: 16)
      else { continue }
      result[source] = target
    }
    return result
  }

  @Test func everyCodePointFoldsAsTheDataSays() {
    let mappings = Self.mappings
    #expect(mappings.count > 1400, "CaseFolding.txt was read")
    var wrong: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let expected = mappings[value] ?? value
      if CaseFolding.folded(scalar).value != expected { wrong.append(String(value, radix: 16)) }
    }
    #expect(wrong.isEmpty, "wrong folding for \(wrong.prefix(10))")
  }

  @Test func stringsFoldScalarByScalar() {
    #expect(CaseFolding.folded("ΟΔΟΣ Straße \u{212A}") == "οδοσ straße k")
    // ASCII alone folds byte by byte: only A to Z change.
    #expect(CaseFolding.folded("Hello, WORLD @[`{ AZaz09") == "hello, world @[`{ azaz09")
    #expect(CaseFolding.folded("") == "")
  }

  /// Texts of every length around the eight bytes the ASCII scan takes at a time, of
  /// lowercase ASCII, capitals, the bytes next to `A` and `Z`, and other scripts: each folds
  /// as its scalars fold one by one, and ASCII without capitals is returned as it is.
  @Test(arguments: SeededRandom.seeds(count: 200, from: 0xF01D_CA5E))
  func stringsFoldAsTheirScalarsDo(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let count = Int.random(in: 0...40, using: &random)
    var pieces = (0..<count).map { _ in String(UnicodeScalar(UInt8.random(in: 0x61...0x7A, using: &random))) }
    switch seed % 3 {
    case 0:
      // Lowercase ASCII alone.
      break
    case 1:
      // ASCII with one byte at or next to the capitals' edges, anywhere.
      if !pieces.isEmpty {
        let edges = ["A", "Z", "M", "@", "[", "`", "{", "\u{7F}", " "]
        pieces[Int.random(in: 0..<pieces.count, using: &random)] = edges.randomElement(using: &random) ?? ""
      }
    default:
      let others = ["A", "Z", "é", "É", "Σ", "ß", "\u{212A}", "\u{23A}", "👍🏽", "İ"]
      for index in pieces.indices where Int.random(in: 0..<4, using: &random) == 0 {
        pieces[index] = others.randomElement(using: &random) ?? ""
      }
    }
    let text = pieces.joined()
    var expected = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { expected.append(CaseFolding.folded(scalar)) }
    let folded = CaseFolding.folded(text)
    #expect(Array(folded.unicodeScalars) == Array(expected), "seed \(seed): \(text.debugDescription)")
  }

  /// The early rejection searches ASCII query characters as bytes; it must know every
  /// cluster above ASCII that equals an ASCII character, folded or not.
  @Test func otherSpellingsOfASCIIAreAllKnown() {
    var folded: Set<UInt8> = []
    var exact: Set<UInt8> = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      // Canonically equivalent strings have the same NFC.
      let normal = String(scalar)._nfcCodeUnits
      if normal.count == 1, let byte = normal.first, byte < 0x80 { exact.insert(byte) }
      let foldedNormal = String(CaseFolding.folded(scalar))._nfcCodeUnits
      if foldedNormal.count == 1, let byte = foldedNormal.first, byte < 0x80 { folded.insert(byte) }
    }
    #expect(exact == MatchPattern.otherSpellingsExact)
    #expect(folded == MatchPattern.otherSpellingsFolded)
  }
}

extension Substring {
  fileprivate func trimmingCharacters() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
