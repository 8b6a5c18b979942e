import QuireTerminal
import QuireTestSupport
import Testing

/// Replays the fuzzer's committed corpus, `Fuzz/Corpus/decoder/`, through the decoder: fed
/// whole, one byte at a time and in random pieces, each input gives the same events.
@Suite struct InputDecoderCorpusTests {
  /// The decoder's corpus.
  static let corpus = FuzzCorpus("decoder")
  static var names: [String] { corpus.names }

  @Test func corpusIsThere() {
    #expect(Self.names.count >= 40, "corpus at \(Self.corpus.folder)")
  }

  @Test(arguments: names)
  func corpusInputDecodesTheSameInAnyPieces(name: String) throws {
    let input = try #require(Self.corpus.contents(name))
    var whole = InputDecoder()
    let expected = whole.feed(input) + whole.flush()
    let (fed, flushed) = decode(input, pieces: [1])
    #expect(fed + flushed == expected, "\(name): one byte at a time")
    var random = SeededRandom(seed: UInt64(input.count))
    for round in 0..<5 {
      var pieces: [Int] = []
      for _ in 0..<input.count { pieces.append(Int.random(in: 1...7, using: &random)) }
      let (fed, flushed) = decode(input, pieces: pieces)
      #expect(fed + flushed == expected, "\(name): random pieces, round \(round)")
    }
  }
}
