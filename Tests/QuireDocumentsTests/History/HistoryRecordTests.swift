import QuireTestSupport
import QuireText
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The record format: any string survives a write and a read, a record is one line of text
/// without control bytes, and a line that is not a record is refused, whatever its bytes.
/// Random cases print their seed; `QUIRE_SEED=n` replays one.
@Suite struct HistoryRecordTests {
  static var seeds: [UInt64] {
    if let value = getenv("QUIRE_SEED"), let seed = UInt64(String(cString: value)) { return [seed] }
    return Array(1...200)
  }

  static let pieces: [String] = [
    "a", "Z", " ", "\n", "\r", "\r\n", "\t", "\0", "\\", "\\n", "\\x41", "\\-", "-", "\u{7F}", "\u{1B}[31m",
    "\u{85}", "\u{9B}", "é", "e\u{301}", "日本", "👩‍👩‍👧", "\u{FFFD}", "\u{202E}", "\u{10FFFF}", "x",
  ]

  /// A random string: pieces above, and random scalars.
  static func randomString(_ random: inout SeededRandom) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      if Int.random(in: 0..<4, using: &random) == 0 {
        let value = UInt32.random(in: 0...0x10FFFF, using: &random)
        text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      } else {
        text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
    }
    return text
  }

  @Test(arguments: seeds) func anyStringRoundTrips(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<50 {
      let value = Self.randomString(&random)
      for record in [HistoryRecord.value(value), .forget(value)] {
        let line = record.line
        #expect(line.last == 0x0A, "seed \(seed)")
        let body = line.dropLast()
        #expect(!body.contains { $0 < 0x20 || $0 == 0x7F }, "seed \(seed): a control byte in \(line)")
        let read = HistoryRecord(line: body)
        if value.isEmpty {
          #expect(read == nil, "seed \(seed): the empty value is no record")
        } else {
          // Exactly the same scalars, not only an equal string.
          let scalars: [Unicode.Scalar]? =
            switch read {
            case .value(let text): text.unicodeScalars.map { $0 }
            case .forget(let text): text.unicodeScalars.map { $0 }
            case nil: nil
            }
          #expect(scalars == value.unicodeScalars.map { $0 }, "seed \(seed): \(value.debugDescription)")
          #expect(read == record, "seed \(seed): the same kind of record")
        }
      }
    }
  }

  /// Fuzz-style: random bytes as a line either are no record, or are a record whose own line
  /// reads back as the same record.
  @Test(arguments: seeds) func randomLinesAreRefusedOrStable(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let alphabet: [UInt8] =
      Array("ab\\-xnrt0F9 ".utf8) + [0x00, 0x09, 0x0D, 0x1B, 0x7F, 0x80, 0xC3, 0xA9, 0xFF, 0xE2]
    for _ in 0..<200 {
      let line = (0..<Int.random(in: 0...16, using: &random)).map { _ in
        alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      }
      guard let record = HistoryRecord(line: line[...]) else { continue }
      #expect(HistoryRecord(line: record.line.dropLast()) == record, "seed \(seed): \(line)")
    }
  }

  @Test(arguments: [
    ("plain", "plain"), ("back\\slash", "back\\\\slash"), ("two\nlines", "two\\nlines"), ("cr\r", "cr\\r"),
    ("tab\t", "tab\\t"), ("nul\0", "nul\\x00"), ("esc\u{1B}", "esc\\x1B"), ("del\u{7F}", "del\\x7F"),
    ("-dash", "-dash"), ("é", "é"),
  ])
  func valuesAreWrittenAsReadableText(_ value: String, _ written: String) {
    #expect(HistoryRecord.value(value).line == Array((written + "\n").utf8))
  }

  @Test func aForgottenValueIsMarked() {
    #expect(HistoryRecord.forget("a\nb").line == Array("\\-a\\nb\n".utf8))
    #expect(HistoryRecord(line: Array("\\-gone".utf8)[...]) == .forget("gone"))
  }

  @Test(arguments: [
    "bad \\q escape", "trailing \\", "short \\x4", "not hex \\xZZ", "raw \u{1B} control", "\\?unknown marker",
    "\\-", "",
  ])
  func corruptLinesAreNoRecords(_ line: String) {
    #expect(HistoryRecord(line: Array(line.utf8)[...]) == nil)
  }

  @Test func invalidUTF8IsNoRecord() {
    #expect(HistoryRecord(line: [0x61, 0xFF, 0x62][...]) == nil)
    #expect(HistoryRecord(line: Array("\\xC3\\xA9".utf8)[...]) == .value("é"))
  }

  @Test func aByteThatIsNotUTF8IsWrittenAsAnEscapeAndReadBackExactly() {
    let value = String(preservingBytes: [0x63, 0x61, 0x66, 0xE9, 0x0A, 0xC3])
    let line = HistoryRecord.value(value).line
    #expect(line == Array("caf\\xE9\\n\\xC3\n".utf8), "the file stays UTF-8")
    guard case .value(let read) = HistoryRecord(line: line.dropLast()) else {
      Issue.record("no record read back")
      return
    }
    #expect(read.preservedBytes == [0x63, 0x61, 0x66, 0xE9, 0x0A, 0xC3])
  }

  /// A random value mixing characters of the carrying range written directly (U+10FE80…,
  /// which would decode as other characters if written as their bytes), bytes that are not
  /// UTF-8 carried by decoding, and text.
  static func carryingRangeValue(_ random: inout SeededRandom) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 1...10, using: &random) {
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          text.unicodeScalars.append(
            Unicode.Scalar(UInt32.random(in: 0x10FE80...0x10FEFF, using: &random)) ?? "\u{FFFD}")
        }
      case 1:
        let bytes = (0..<Int.random(in: 1...4, using: &random)).map { _ in
          UInt8.random(in: 0x80...0xFF, using: &random)
        }
        text += String(preservingBytes: bytes)
      case 2: text += String(preservingBytes: Array("\u{10FE80}".utf8))
      default: text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
    }
    return text
  }

  /// The fuzzer's find: a value holding U+10FEED U+10FE8F U+10FEBB was written `\xED\x8F\xBB`
  /// and read back as U+D3FB.
  @Test(arguments: seeds) func aValueHoldingCharactersOfTheCarryingRangeReadsBackAsItself(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<50 {
      let value = Self.carryingRangeValue(&random)
      let line = HistoryRecord.value(value).line
      #expect(!line.dropLast().contains { $0 < 0x20 || $0 == 0x7F }, "seed \(seed)")
      guard case .value(let read) = HistoryRecord(line: line.dropLast()) else {
        Issue.record("seed \(seed): \(value.debugDescription) is no record")
        continue
      }
      #expect(
        read.unicodeScalars.elementsEqual(value.unicodeScalars),
        "seed \(seed): \(value.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  /// Bytes mixing ill-formed bytes and the UTF-8 of characters of the carrying range, taken
  /// as a value (as an argument or a pipe gives it), come back from the history exactly.
  @Test(arguments: seeds) func anyBytesComeBackFromTheHistoryExactly(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let pieces: [[UInt8]] = [
      [0xF4, 0x8F, 0xBA, 0x80], [0xF4, 0x8F, 0xBB, 0xAD], [0xF4, 0x8F, 0xBB], [0xF4], [0xED], [0x8F, 0xBB],
      [0xE9], [0xC3, 0xA9], [0xC3], [0xFF], [0x5C], [0x0A], Array("a".utf8), Array("\\x41".utf8),
    ]
    for _ in 0..<50 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
      let line = HistoryRecord.value(String(preservingBytes: bytes)).line
      guard case .value(let read) = HistoryRecord(line: line.dropLast()) else {
        Issue.record("seed \(seed): \(bytes) is no record")
        continue
      }
      #expect(read.preservedBytes == bytes, "seed \(seed): \(bytes)")
    }
  }

  @Test func aCharacterOfTheCarryingRangeThatIsNoCarriedByteIsWrittenAsItsScalar() {
    let line = HistoryRecord.value("a\u{10FEED}\u{10FE8F}\u{10FEBB}").line
    #expect(line == Array("a\\u{10FEED}\\u{10FE8F}\\u{10FEBB}\n".utf8))
    #expect(HistoryRecord(line: line.dropLast()) == .value("a\u{10FEED}\u{10FE8F}\u{10FEBB}"))
    #expect(HistoryRecord(line: Array("\\u{E9}\\u{}".utf8)[...]) == nil, "an empty \\u{} is a bad escape")
    #expect(HistoryRecord(line: Array("caf\\u{E9}".utf8)[...]) == .value("café"))
  }
}
