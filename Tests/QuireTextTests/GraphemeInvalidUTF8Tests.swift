import QuireText
import Testing

/// Each invalid UTF-8 sequence (maximal subpart) is one cluster shown as U+FFFD.
@Suite struct GraphemeInvalidUTF8Tests {
  /// The cluster lengths of `bytes`, and which clusters are valid.
  static func clusters(_ bytes: [UInt8]) -> [(Int, Bool)] {
    let text = TextStorage(bytes: bytes)
    return text.graphemes(in: .zero..<text.endOffset).map {
      ($0.range.upperBound - $0.range.lowerBound, $0.isValid)
    }
  }

  @Test(
    arguments: [
      ([0x80], [(1, false)]),  // lone continuation byte
      ([0x80, 0x80], [(1, false), (1, false)]),  // each continuation byte on its own
      ([0xC3], [(1, false)]),  // truncated two-byte sequence at the end
      ([0xC3, 0x41], [(1, false), (1, true)]),  // truncated, then ASCII
      ([0xE4, 0xB8], [(2, false)]),  // truncated three-byte sequence: one maximal subpart
      ([0xE4, 0xB8, 0x41], [(2, false), (1, true)]),
      ([0xF0, 0x9F, 0x98], [(3, false)]),  // truncated emoji
      ([0xC0, 0xAF], [(1, false), (1, false)]),  // overlong: C0 is never valid
      ([0xE0, 0x80, 0xAF], [(1, false), (1, false), (1, false)]),  // overlong three-byte
      ([0xED, 0xA0, 0x80], [(1, false), (1, false), (1, false)]),  // UTF-16 surrogate
      ([0xF4, 0x90, 0x80, 0x80], [(1, false), (1, false), (1, false), (1, false)]),  // past U+10FFFF
      ([0xFF], [(1, false)]),
      ([0x61, 0xCC, 0x81], [(3, true)]),  // a + U+0301: valid, one cluster
      ([0x61, 0xFF, 0xCC, 0x81], [(1, true), (1, false), (2, true)]),  // the mark does not join across
      ([0x0D, 0xFF, 0x0A], [(1, true), (1, false), (1, true)]),  // CR, invalid, LF: three clusters
    ] as [([UInt8], [(Int, Bool)])])
  func invalidSequencesAreClustersOfTheirOwn(bytes: [UInt8], expected: [(Int, Bool)]) {
    let clusters = Self.clusters(bytes)
    #expect(clusters.map(\.0) == expected.map(\.0))
    #expect(clusters.map(\.1) == expected.map(\.1))
  }

  @Test func anInvalidClusterShowsTheReplacementCharacter() {
    let text = TextStorage(bytes: [0x41, 0xE4, 0xB8, 0x42])
    let characters = text.graphemes(in: .zero..<text.endOffset).map(\.character)
    #expect(characters == ["A", "\u{FFFD}", "B"])
  }

  @Test func decodingMatchesTheStandardLibrarysReplacement() {
    // Swift's String(decoding:) substitutes U+FFFD per maximal subpart too.
    let bytes: [UInt8] = [0xE0, 0xA0, 0x41, 0xF0, 0x90, 0x80, 0xC2, 0xF5, 0x80, 0x42]
    let text = TextStorage(bytes: bytes)
    let shown = String(text.graphemes(in: .zero..<text.endOffset).map(\.character))
    #expect(shown == String(decoding: bytes, as: UTF8.self))
  }
}
