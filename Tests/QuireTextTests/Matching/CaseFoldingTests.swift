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
