import QuireTestSupport
import QuireText
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ranking prepared candidates takes shortcuts that ranking the same strings does not: scores
/// looked up by a candidate's shape (`ShapeScores`), candidates read front to back whatever
/// order is asked for, and, as a list narrows, only the last query's matches looked at. A
/// query typed, extended and shortened at random over lists whose names share shapes (and
/// lists too varied for shapes to pay) must rank exactly as a fresh ranking of the strings.
///
/// A failure prints its seed; `QUIRE_SEED=n swift test --filter MatchNarrowingPropertyTests`
/// replays it.
@Suite struct MatchNarrowingPropertyTests {
  static var seeds: [UInt64] {
    if let value = getenv("QUIRE_SEED"), let seed = UInt64(String(cString: value)) { return [seed] }
    return Array(1...40)
  }

  /// Pieces of names that share no shape: other scripts, folded letters, CR LF.
  static let pieces = [
    "a", "n", "o", "t", "e", "N", "E", "-", ".", "_", " ", "/", "9", "0", "m", "d", "é", "e\u{301}", "日",
    "\u{212A}", "k", "\r\n", "IMG", "x",
  ]

  /// What is typed: the letters and marks of the names' shapes, and a few that match little.
  static let typed = Array("notem-9.dIMG_g 0/éNk")

  static func digits(_ random: inout SeededRandom, _ count: Int) -> String {
    String((0..<count).map { _ in Character(String(random.next(below: 10))) })
  }

  /// A name as folders of many entries hold them: numbered, dated, photos; or, when
  /// `varied`, mostly free pieces.
  static func name(_ random: inout SeededRandom, varied: Bool) -> String {
    switch random.next(below: varied ? 12 : 7) {
    case 0: return "note-" + digits(&random, 6) + ".md"
    case 1: return "IMG_" + digits(&random, 4) + (random.next(below: 2) == 0 ? ".JPG" : ".jpg")
    case 2: return "2024-0" + digits(&random, 1) + "-1" + digits(&random, 1) + " notes.txt"
    case 3: return "Notes/item_" + digits(&random, 3)
    case 4: return "note-9" + String(repeating: "m", count: 250 + random.next(below: 20))
    case 5: return "n" + digits(&random, 2)
    default:
      return (0..<(1 + random.next(below: 9))).map { _ in pieces[random.next(below: pieces.count)] }.joined()
    }
  }

  @Test(arguments: seeds) func rankingAgreesWithAFreshRankingOfTheStrings(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let varied = seed % 3 == 0
    // Some lists are longer than the shapes' trial, so that it decides.
    let count = [30, 400, 5000][random.next(below: 3)]
    let values = (0..<count).map { _ in Self.name(&random, varied: varied) }
    let prepared = MatchCandidates(values)
    // The order of a listing, not of the values.
    var order = Array(values.indices)
    for index in order.indices.reversed() { order.swapAt(index, random.next(below: index + 1)) }
    var query = ""
    var last: (query: String, matches: [Int])?
    for _ in 0..<12 {
      switch random.next(below: 8) {
      case 0 where !query.isEmpty: query.removeLast()
      case 1: query = ""
      default: query.append(Self.typed[random.next(below: Self.typed.count)])
      }
      guard !query.isEmpty else { continue }
      var plain = Matcher(query: query)
      let expected = plain.rank(values, among: order)
      var fresh = Matcher(query: query)
      #expect(fresh.rank(prepared, among: order) == expected, "seed \(seed): \(query.debugDescription)")
      var inListOrder = Matcher(query: query)
      #expect(inListOrder.rank(prepared) == plain.rank(values), "seed \(seed): \(query.debugDescription)")
      if let last, query.count > last.query.count, query.hasPrefix(last.query) {
        let wasMatch = Set(last.matches)
        var narrowing = Matcher(query: query)
        let narrowed = narrowing.rank(prepared, among: order.filter { wasMatch.contains($0) })
        #expect(
          narrowed == expected, "seed \(seed): \(last.query.debugDescription) → \(query.debugDescription)")
      }
      last = (query, expected.map(\.index))
    }
  }
}
