import QuireTestSupport
import Testing

@testable import QuireDocuments

/// The bits that answer one- and two-character terms say exactly what `FoldedNeedle`, the
/// one matching rule, finds in the texts: checked over random texts of letters that fold to
/// ASCII from elsewhere (the Kelvin sign, the long s), accents, digits and separators.
@Suite struct NoteGramsTests {
  /// Scalars a text is made of: ASCII of both cases, digits, separators, scalars that fold
  /// to an ASCII letter (`K` U+212A, `ſ` U+017F), and ones that fold to none.
  static let alphabet: [Character] = [
    "a", "B", "k", "K", "s", "S", "1", "9", "-", " ", "\n", "\u{212A}", "\u{017F}", "é", "É", "ß", "#",
  ]

  @Test func aBitIsSetExactlyWhenTheFoldedNeedleOccursInOneOfTheTexts() {
    var random = SeededRandom(seed: 0x6A_0A11)
    let needles =
      Self.alphabet.map { String($0) }
      + Self.alphabet.flatMap { first in Self.alphabet.map { String(first) + String($0) } }
    for _ in 0..<300 {
      let texts = (0..<random.next(below: 4)).map { _ in
        String(
          (0..<random.next(below: 12)).map { _ in Self.alphabet[random.next(below: Self.alphabet.count)] })
      }
      let grams = NoteGrams(texts)
      for needle in needles {
        let folded = FoldedNeedle(needle)
        guard let bit = NoteGrams.bit(for: folded) else { continue }
        let isSet = grams.bytes.withUnsafeBufferPointer { NoteGrams.isSet(bit, in: $0) }
        #expect(isSet == texts.contains { folded.occurs(in: $0) }, "\(needle.debugDescription) in \(texts)")
      }
    }
  }

  @Test func onlyLettersAndDigitsOfOneOrTwoCharactersHaveABit() {
    #expect(NoteGrams.bit(for: FoldedNeedle("k")) != nil)
    #expect(NoteGrams.bit(for: FoldedNeedle("K9")) == NoteGrams.bit(for: FoldedNeedle("k9")))
    #expect(NoteGrams.bit(for: FoldedNeedle("\u{212A}a")) == NoteGrams.bit(for: FoldedNeedle("ka")))
    #expect(NoteGrams.bit(for: FoldedNeedle("é")) == nil)
    #expect(NoteGrams.bit(for: FoldedNeedle("-a")) == nil)
    #expect(NoteGrams.bit(for: FoldedNeedle("kas")) == nil)
  }

  @Test func aPairIsNotTakenAcrossTwoTexts() {
    let grams = NoteGrams(["ab", "cd"])
    let across = NoteGrams.bit(for: FoldedNeedle("bc"))
    #expect(across != nil)
    #expect(grams.bytes.withUnsafeBufferPointer { NoteGrams.isSet(across ?? 0, in: $0) } == false)
  }
}
