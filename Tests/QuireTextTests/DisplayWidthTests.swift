import QuireText
import Testing

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("a", 1),
    ("中", 2),
    ("Ａ", 2),  // FULLWIDTH LATIN CAPITAL LETTER A
    ("ｱ", 1),  // HALFWIDTH KATAKANA LETTER A
    ("한", 2),
    ("é", 1),  // precomposed
    ("e\u{301}", 1),  // e + COMBINING ACUTE ACCENT
    ("\u{1100}\u{1161}\u{11A8}", 2),  // conjoining jamo: one syllable
    ("\u{200B}", 0),  // ZERO WIDTH SPACE
    ("\u{AD}", 1),  // SOFT HYPHEN is drawn
    ("क\u{093F}", 2),  // DEVANAGARI KA + VOWEL SIGN I, a spacing mark
  ])
  func letterClusters(cluster: String, width: Int) {
    #expect(cluster.count == 1)
    #expect(displayWidth(of: Character(cluster)) == width)
  }

  @Test(arguments: [
    ("😀", 2),  // emoji presentation
    ("❤\u{FE0F}", 2),  // text-default heart + VS16
    ("❤", 1),  // text-default heart alone
    ("⌚\u{FE0E}", 1),  // emoji-presentation watch + VS15: text style
    ("☺\u{FE0E}", 1),
    ("1\u{FE0F}\u{20E3}", 2),  // keycap one
    ("#\u{FE0F}\u{20E3}", 2),  // keycap number sign
    ("🇫🇷", 2),  // flag
    ("🇫", 2),  // lone regional indicator
    ("👍🏽", 2),  // skin tone
    ("👩\u{200D}💻", 2),  // ZWJ sequence
    ("👨\u{200D}👩\u{200D}👧\u{200D}👦", 2),  // family
    ("🏳\u{FE0F}\u{200D}🌈", 2),  // rainbow flag
  ])
  func emojiClustersTakeTwoCellsUnlessTextStyle(cluster: String, width: Int) {
    #expect(cluster.count == 1)
    #expect(displayWidth(of: Character(cluster)) == width)
  }

  @Test(arguments: [
    ("\u{1B}", 2),  // ^[
    ("\u{7F}", 2),  // ^?
    ("\u{9B}", 4),  // <9b>
    ("\u{202E}", 0),  // RIGHT-TO-LEFT OVERRIDE: not drawn
    ("\t", 1),
  ])
  func controlsTakeTheWidthOfTheirStandIn(cluster: String, width: Int) {
    let character = Character(cluster)
    #expect(displayWidth(of: character) == width)
    if let symbol = ControlSymbol.symbol(for: character.unicodeScalars[character.unicodeScalars.startIndex]) {
      #expect(displayWidth(of: symbol) == width)
    }
  }

  @Test(arguments: [
    ("", 0),
    ("hello", 5),
    ("日本語", 6),
    ("a中b", 4),
    ("cafe\u{301}", 4),
    ("e\u{301}e\u{301}", 2),
    ("go 👍🏽!", 6),
    ("x\u{1B}[31m", 7),
  ])
  func stringWidthIsTheSumOfItsClusters(text: String, width: Int) {
    #expect(displayWidth(of: text) == width)
    #expect(displayWidth(of: text[...]) == width)
    #expect(displayWidth(of: text) == text.reduce(0) { $0 + displayWidth(of: $1) })
  }
}
