import QuireTestSupport
import Testing

@testable import Quire

/// The selection list's key index against a `Dictionary` (whose `String` keys compare by
/// canonical equivalence, as the list's keys must): the same answers for keys that differ
/// only in normalisation, in length around the eight bytes hashed at a time, and after the
/// table grows and the items are renumbered.
@Suite struct SelectionKeyIndexTests {
  /// Pieces of keys: ASCII, and spellings that are canonically equal to each other (`é` as
  /// one scalar and as `e` and a mark; `Å` three ways; a Hangul syllable and its jamo; the
  /// Greek question mark, which is `;`).
  static let pieces = [
    "a", "b", "z", "-", "0", ";", "\u{37E}", "é", "e\u{301}", "\u{C5}", "A\u{30A}", "\u{212B}", "\u{AC00}",
    "\u{1100}\u{1161}", "日本", "👍🏽",
  ]

  @Test(arguments: SeededRandom.seeds(count: 60, from: 0x1DE7_0001))
  func answersAsADictionaryDoes(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var index = SelectionKeyIndex(capacity: Int.random(in: 0...4, using: &random))
    var model: [String: Int] = [:]
    let keyCount = Int.random(in: 1...300, using: &random)
    let keys = (0..<keyCount).map { _ in
      (0..<Int.random(in: 0...12, using: &random)).map { _ in Self.pieces.randomElement(using: &random) ?? ""
      }
      .joined()
    }
    for key in keys {
      let place = model.count
      let claimed = index.claim(key, at: place)
      #expect(claimed == model[key], "seed \(seed): claiming \(key.debugDescription)")
      if model[key] == nil { model[key] = place }
    }
    #expect(index.count == model.count, "seed \(seed)")
    for key in keys + ["not there", "e\u{300}"] {
      #expect(index[key] == model[key], "seed \(seed): \(key.debugDescription)")
    }
    // Reversed, as a history shown newest first is.
    let moved = (0..<model.count).map { model.count - 1 - $0 }
    index.renumber(moved)
    for (key, place) in model { #expect(index[key] == moved[place], "seed \(seed): \(key.debugDescription)") }
  }

  @Test func keysEqualAsStringsAreOneKey() {
    var index = SelectionKeyIndex()
    #expect(index.claim("caf\u{E9}", at: 0) == nil)
    #expect(index.claim("cafe\u{301}", at: 1) == 0)
    #expect(index.claim("a;b", at: 1) == nil)
    #expect(index["a\u{37E}b"] == 1)
    #expect(index["cafe"] == nil)
  }

  @Test func rebuildingFromKeysKeepsTheLastPlaceOfEachKey() {
    let index = SelectionKeyIndex(keys: ["x", "y", "x\u{0}", "y"])
    #expect(index.count == 3)
    #expect(index["y"] == 3)
    #expect(index["x\u{0}"] == 2)
    #expect(index["x"] == 0)
  }
}
