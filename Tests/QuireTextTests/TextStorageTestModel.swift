import QuireTestSupport
import QuireText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The plain byte-array model a `TextStorage` is checked against: its lines computed the
/// obvious way.
struct TextStorageTestModel {
  var bytes: [UInt8]

  /// The offset where each line starts.
  var lineStarts: [Int] {
    var starts = [0]
    for index in bytes.indices {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
        starts.append(index + 1)
      }
    }
    return starts
  }

  /// The end of each line's content, before its line break.
  func lineEnds(_ starts: [Int]) -> [Int] {
    starts.indices.map { line in
      guard line + 1 < starts.count else { return bytes.count }
      let next = starts[line + 1]
      if next >= 2, bytes[next - 1] == 0x0A, bytes[next - 2] == 0x0D { return next - 2 }
      return next - 1
    }
  }

  /// Every difference between `text` and the model, one line each: content, line count,
  /// line starts and ends, offset → position and back, and the tree's invariants. Lines and
  /// offsets are checked every `lineStride` and `offsetStride` (the last ones always).
  func differences(from text: TextStorage, offsetStride: Int = 1, lineStride: Int = 1) -> [String] {
    var found: [String] = text.invariantViolations()
    let content = text.allBytes
    if content != bytes { found.append(Self.contentDifference(content, bytes)) }
    let starts = lineStarts
    let ends = lineEnds(starts)
    if text.lineCount != starts.count { found.append("lineCount \(text.lineCount) != \(starts.count)") }
    for line in starts.indices where line % lineStride == 0 || line == starts.count - 1 {
      if text.lineStart(LineNumber(line)).value != starts[line] {
        found.append("lineStart(\(line)) \(text.lineStart(LineNumber(line))) != \(starts[line])")
      }
      if text.lineEnd(LineNumber(line)).value != ends[line] {
        found.append("lineEnd(\(line)) \(text.lineEnd(LineNumber(line))) != \(ends[line])")
      }
    }
    var line = 0
    for offset in 0...bytes.count {
      while line + 1 < starts.count, starts[line + 1] <= offset { line += 1 }
      guard offset % offsetStride == 0 || offset == bytes.count else { continue }
      let expected = LinePosition(line: LineNumber(line), byteColumn: offset - starts[line])
      let position = text.position(of: ByteOffset(offset))
      if position != expected { found.append("position(of: @\(offset)) \(position) != \(expected)") }
      let back = text.offset(of: expected).value
      let clamped = min(offset, ends[line])
      if back != clamped { found.append("offset(of: \(expected)) @\(back) != @\(clamped)") }
    }
    return found
  }
}

extension TextStorageTestModel {
  /// Where `content` first differs from the model's `bytes`, with the bytes around that place
  /// in both, decoded as UTF-8.
  static func contentDifference(_ content: [UInt8], _ bytes: [UInt8]) -> String {
    let first = zip(content, bytes).prefix { $0 == $1 }.count
    func around(_ bytes: [UInt8]) -> String {
      String(decoding: bytes[max(0, first - 12)..<min(bytes.count, first + 12)], as: UTF8.self)
        .debugDescription
    }
    return "content differs from @\(first): the text (\(content.count) bytes) has \(around(content)) there, "
      + "the model (\(bytes.count) bytes) \(around(bytes))"
  }
}

/// Random pieces of text that exercise every line-break and encoding case.
enum RandomBytes {
  static let pieces: [[UInt8]] = [
    Array("a".utf8), Array("word ".utf8), Array("Quire".utf8), Array("é".utf8), Array("中".utf8),
    Array("😀".utf8), Array("👍🏽".utf8), [0x0A], [0x0D], [0x0D, 0x0A], [0x0A, 0x0D], [0xFF], [0x80],
    [0xC3], [0xE4, 0xB8], [0xF0, 0x9F, 0x98], [0xEF, 0xBB, 0xBF], Array(" ".utf8),
  ]

  /// Between 0 and `maxPieces` random pieces, joined.
  static func make(_ random: inout SeededRandom, maxPieces: Int) -> [UInt8] {
    let count = Int.random(in: 0...maxPieces, using: &random)
    var bytes: [UInt8] = []
    for _ in 0..<count { bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)] }
    return bytes
  }
}
