import QuireTestSupport
import QuireText
import Testing

/// Find against a plain model: every match listed by trying each place of the text, with
/// scalars decoded by the standard library and folded by a table read from the committed
/// `CaseFolding.txt`, then kept when it starts and ends on cluster boundaries. A failure
/// prints its seed; `QUIRE_SEED=n` replays it.
@Suite struct TextSearchPropertyTests {
  /// Pieces with case pairs (also those only simple folding joins: long s, Kelvin sign,
  /// capital sharp s, final sigma), combining marks that make an "e" part of a cluster,
  /// flags, line breaks and bytes that are not UTF-8.
  static let pieces: [[UInt8]] =
    [
      "a", "A", "s", "S", "ſ", "k", "K", "\u{212A}", "e", "E", "é", "É", "e\u{301}", "\u{301}", "ß", "ẞ", "σ",
      "Σ", "ς", "🇫🇷", "\u{1F1E6}", " ", "\r\n", "\n", "\r", "ab", "AB", "\u{FFFD}",
    ].map { Array($0.utf8) } + [[0xFF], [0xE4, 0xB8], [0xCC]]

  /// The simple case folding, read from the Unicode data file.
  static let folding: [UInt32: UInt32] = {
    var table: [UInt32: UInt32] = [:]
    for line in (RepositoryFile.text("Tests/UnicodeData/CaseFolding.txt") ?? "").split(separator: "\n") {
      let fields = line.split(separator: ";").map { String($0.filter { $0 != " " }) }
      guard !line.hasPrefix("#"), fields.count >= 3, fields[1] == "C" || fields[1] == "S",
        let source = UInt32(fields[0], radix: 16), let target = UInt32(fields[2], radix: 16)
      else { continue }
      table[source] = target
    }
    return table
  }()

  /// The text's scalars with their byte ranges, parsed by the standard library; `nil` for
  /// each invalid sequence (a maximal subpart, whose length the parser reports).
  static func units(of bytes: [UInt8]) -> [(range: Range<Int>, scalar: UInt32?)] {
    var units: [(range: Range<Int>, scalar: UInt32?)] = []
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var start = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        units.append((start..<(start + encoded.count), scalar.value))
        start += encoded.count
      case .error(let length):
        units.append((start..<(start + length), nil))
        start += length
      case .emptyInput:
        return units
      }
    }
  }

  /// Every match of `needle` in `text`, in order of start, overlapping ones included.
  static func modelMatches(_ text: TextStorage, _ needle: String, ignoringCase: Bool) -> [Range<Int>] {
    let bytes = text.allBytes
    let boundaries = Set([0] + text.graphemes(in: .zero..<text.endOffset).map(\.range.upperBound.value))
    var found: [Range<Int>] = []
    if ignoringCase {
      let wanted = needle.unicodeScalars.map { folding[$0.value] ?? $0.value }
      let decoded = units(of: bytes)
      guard !wanted.isEmpty, wanted.count <= decoded.count else { return [] }
      for first in 0...(decoded.count - wanted.count) {
        let slice = decoded[first..<(first + wanted.count)]
        let folded = slice.map { $0.scalar.map { folding[$0] ?? $0 } }
        guard folded == wanted.map(Optional.some) else { continue }
        found.append(decoded[first].range.lowerBound..<decoded[first + wanted.count - 1].range.upperBound)
      }
    } else {
      let wanted = Array(needle.utf8)
      guard !wanted.isEmpty, wanted.count <= bytes.count else { return [] }
      for start in 0...(bytes.count - wanted.count)
      where Array(bytes[start..<(start + wanted.count)]) == wanted {
        found.append(start..<(start + wanted.count))
      }
    }
    return found.filter { boundaries.contains($0.lowerBound) && boundaries.contains($0.upperBound) }
  }

  @Test(arguments: SeededRandom.seeds(Array(1...150)))
  func findFindsWhatTheModelFinds(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 0...60, using: &random) {
      bytes += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
    }
    let text = TextStorage(bytes: bytes)
    var needleBytes: [UInt8] = []
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      needleBytes += Self.pieces[Int.random(in: 0..<(Self.pieces.count - 3), using: &random)]
    }
    let needle = String(decoding: needleBytes, as: UTF8.self)
    for ignoringCase in [false, true] {
      let search = TextSearch(needle, ignoringCase: ignoringCase)
      let all = Self.modelMatches(text, needle, ignoringCase: ignoringCase)
      let context = Comment(
        rawValue:
          "seed \(seed) (QUIRE_SEED=\(seed)): \(String(reflecting: needle)) ignoring case \(ignoringCase) "
          + "in \(String(reflecting: text.string)) \(bytes); model \(all)")
      for value in 0...text.byteCount {
        let first = all.first { $0.lowerBound >= value }
        #expect(text.firstMatch(of: search, from: ByteOffset(value)).map(Self.ints) == first, context)
        let last = all.last { $0.lowerBound < value }
        #expect(text.lastMatch(of: search, before: ByteOffset(value)).map(Self.ints) == last, context)
      }
      let low = Int.random(in: 0...text.byteCount, using: &random)
      let high = Int.random(in: low...text.byteCount, using: &random)
      var expected: [Range<Int>] = []
      for match in all where match.lowerBound >= low && match.lowerBound < high {
        if match.lowerBound >= (expected.last?.upperBound ?? low) { expected.append(match) }
      }
      #expect(
        text.matches(of: search, in: ByteOffset(low)..<ByteOffset(high)).map(Self.ints) == expected, context)
    }
  }

  static func ints(_ range: Range<ByteOffset>) -> Range<Int> {
    range.lowerBound.value..<range.upperBound.value
  }
}
