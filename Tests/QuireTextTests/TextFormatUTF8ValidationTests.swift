import QuireTestSupport
import Testing

@testable import QuireText

/// The leaf validator, vectorised for leaves of 32 bytes and more, against the standard
/// library's decoder. Debug leaves are too short to reach the vector path, so it is called
/// directly here.
@Suite struct TextFormatUTF8ValidationTests {
  static func validate(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) }
  }

  static func reference(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }

  @Test(arguments: SeededRandom.seeds(Array(1...10)))
  func randomByteMixesAgreeWithTheStandardLibrary(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for round in 0..<300 {
      var bytes: [UInt8] = []
      while bytes.count < Int.random(in: 0...400, using: &random) {
        bytes += Array("中文 é 😀 ascii".utf8)[...Int.random(in: 0..<20, using: &random)]
        if Int.random(in: 0..<6, using: &random) == 0 { bytes += RandomBytes.make(&random, maxPieces: 2) }
      }
      #expect(Self.validate(bytes) == Self.reference(bytes), "seed \(seed) round \(round): \(bytes)")
    }
  }

  static let badSequences: [[UInt8]] = [
    [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC3], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF],
    [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xE4, 0xB8], [0xF0, 0x80, 0x80, 0x80],
    [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF],
    [0xF0, 0x9F, 0x98], [0xC3, 0xA9, 0xA9],
  ]

  static let goodSequences: [[UInt8]] = [
    [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
    [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF3, 0xBF, 0xBF, 0xBF],
  ]

  @Test(arguments: badSequences + goodSequences)
  func eachSequenceIsJudgedAtEveryPlaceOfAVector(sequence: [UInt8]) {
    let filler = Array("中a".utf8)
    for place in 0..<70 {
      let before = Array(repeating: filler, count: place / filler.count + 1).flatMap { $0 }
      var bytes = Array(before[0..<place]) + sequence
      bytes += Array(repeating: UInt8(ascii: "b"), count: 70 - place)
      #expect(Self.validate(bytes) == Self.reference(bytes), "\(sequence) at \(place)")
    }
  }

  /// Bytes worth pairing as a first byte: every byte that is not ASCII, and a few that are.
  static let firstBytes: [UInt8] = [0x00, 0x0A, 0x0D, 0x41, 0x7F] + Array(0x80...0xFF)

  /// Every byte followed by every byte and then none, one or two continuation bytes, at a
  /// lane that moves with the pair: each lead byte meets each second byte, on the vector path
  /// and across the end of a vector.
  @Test(arguments: firstBytes)
  func everyPairOfBytesIsJudgedAsTheStandardLibraryDoes(first: UInt8) {
    var disagreements: [[UInt8]] = []
    for second in UInt8.min...UInt8.max {
      for continuations in 0...2 {
        let place = (Int(first) &* 7 &+ Int(second) &+ continuations) % 19
        var bytes = Array(repeating: UInt8(ascii: "a"), count: 8 + place) + [first, second]
        bytes += Array(repeating: 0x80, count: continuations) + Array("中文 and then some".utf8)
        if Self.validate(bytes) != Self.reference(bytes) {
          disagreements.append([first, second] + Array(repeating: 0x80, count: continuations))
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(8))")
  }

  /// The one-pass count and check that loading uses gives the line breaks and ASCII-ness that
  /// counting alone gives, and the validity the standard library gives.
  @Test(arguments: SeededRandom.seeds(Array(1...10)))
  func countingWhileValidatingAgreesWithCountingAndTheStandardLibrary(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let pieces: [[UInt8]] = ["中文字", "😀", "é", "ascii ", "\n", "\r\n", "\r"].map { Array($0.utf8) }
    for round in 0..<200 {
      var bytes: [UInt8] = []
      let length = Int.random(in: 0...300, using: &random)
      while bytes.count < length {
        bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
        if Int.random(in: 0..<40, using: &random) == 0 { bytes += RandomBytes.make(&random, maxPieces: 2) }
      }
      let scan = bytes.withUnsafeBufferPointer { ByteScan.countValidating($0) }
      let context = "seed \(seed) round \(round): \(bytes)"
      #expect(scan.lineFeeds == bytes.count { $0 == 0x0A }, "\(context)")
      #expect(scan.carriageReturns == bytes.count { $0 == 0x0D }, "\(context)")
      #expect(scan.isASCII == bytes.allSatisfy { $0 < 0x80 }, "\(context)")
      #expect(scan.isValidUTF8 == Self.reference(bytes), "\(context)")
    }
  }
}
