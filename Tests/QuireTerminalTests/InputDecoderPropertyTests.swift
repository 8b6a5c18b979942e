import QuireTerminal
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Random input made of the pieces terminal input is made of, and random bytes.
///
/// A failure prints its seed; `QUIRE_SEED=n swift test --filter InputDecoderPropertyTests`
/// replays it.
@Suite struct InputDecoderPropertyTests {
  /// The seeds to run: `QUIRE_SEED` alone when it is set, a fixed range otherwise.
  static var seeds: [UInt64] { SeededRandom.seeds(Array(1...300)) }

  static let pieces: [[UInt8]] =
    [
      "\u{1B}", "\u{1B}[", "\u{1B}O", "\u{1B}\u{1B}[", "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[<", "\u{1B}[M",
      "\u{1B}[[", "\u{1B}[?", "\u{1B}[27;", ";", ":", "~", "u", "$", "^", "M", "m", "A", "R", "1", "5", "13",
      "200", "é", "€", "😀", "\r\n", "\u{7F}", "a", "Z", "\u{1B}]", "\u{1B}P", "\u{1B}_", "\u{07}", "\u{1B}\\",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x80]]

  /// Random input of up to `length` pieces.
  static func randomInput(_ random: inout SeededRandom, length: Int) -> [UInt8] {
    var input: [UInt8] = []
    for _ in 0..<Int.random(in: 0...length, using: &random) {
      if Bool.random(using: &random) {
        input += pieces[Int.random(in: 0..<pieces.count, using: &random)]
      } else {
        input.append(UInt8.random(in: 0...255, using: &random))
      }
    }
    return input
  }

  /// Feeds `input` in random pieces, checking the decoder's bounds after each; returns the
  /// events including a final flush.
  static func decodeInRandomPieces(
    _ input: [UInt8], _ random: inout SeededRandom, pasteCap: Int, context: Comment
  ) -> [InputEvent] {
    var decoder = InputDecoder(maximumPasteBytes: pasteCap)
    var events: [InputEvent] = []
    var index = 0
    while index < input.count {
      let end = min(input.count, index + Int.random(in: 1...9, using: &random))
      events += decoder.feed(input[index..<end])
      index = end
      #expect(decoder.invariantViolation() == nil, context)
      #expect(decoder.heldByteCount <= InputDecoder.maximumSequenceBytes + pasteCap + 6, context)
    }
    events += decoder.flush()
    #expect(!decoder.isWaiting, context)
    #expect(
      decoder.feed(Array("k".utf8)) == [.key(KeyEvent(.character("k")))], "\(context): key lost after flush")
    return events
  }

  @Test(arguments: seeds)
  func randomPiecesDecodeLikeTheWhole(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let context = Comment(rawValue: "seed \(seed); replay with QUIRE_SEED=\(seed)")
    let pasteCap = Int.random(in: 1...64, using: &random)
    let input = Self.randomInput(&random, length: 120)
    var whole = InputDecoder(maximumPasteBytes: pasteCap)
    let expected = whole.feed(input) + whole.flush()
    let events = Self.decodeInRandomPieces(input, &random, pasteCap: pasteCap, context: context)
    #expect(events == expected, context)
  }

  @Test(arguments: seeds.prefix(50))
  func keysAfterGarbageAreNeverLost(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let context = Comment(rawValue: "seed \(seed); replay with QUIRE_SEED=\(seed)")
    var decoder = InputDecoder()
    _ = decoder.feed(Self.randomInput(&random, length: 40))
    _ = decoder.flush()
    #expect(decoder.feed(Array("\u{1B}[Ax".utf8)) == [key(.up), char("x")], context)
  }
}
