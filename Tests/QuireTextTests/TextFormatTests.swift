import QuireTestSupport
import QuireText
import Testing

@Suite struct TextFormatTests {
  @Test(arguments: SeededRandom.seeds(Array(1...40)))
  func anyBytesLoadAndSaveBackIdentically(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var bytes = Int.random(in: 0..<2, using: &random) == 0 ? TextFormat.byteOrderMark : []
    if seed % 4 == 0 {
      // Bytes drawn evenly from 0...255: mostly invalid UTF-8, with every lead byte.
      for _ in 0..<Int.random(in: 0...600, using: &random) {
        bytes.append(UInt8.random(in: 0...255, using: &random))
      }
    } else {
      for _ in 0..<Int.random(in: 0...20, using: &random) {
        bytes += RandomBytes.make(&random, maxPieces: 40)
      }
    }
    var builder = TextStorage.Builder()
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + Int.random(in: 1...100, using: &random))
      builder.append(bytes[start..<end])
      start = end
    }
    let (text, format) = builder.finish()
    #expect(format.fileBytes(of: text) == bytes, "seed \(seed)")
    #expect(format.hasByteOrderMark == bytes.starts(with: TextFormat.byteOrderMark), "seed \(seed)")
    #expect(text.byteCount == bytes.count - (format.hasByteOrderMark ? 3 : 0), "seed \(seed)")
    let textBytes = text.allBytes
    #expect(format.isValidUTF8 == (String(validating: textBytes, as: UTF8.self) != nil), "seed \(seed)")
    #expect(format == TextFormat(detecting: text, hasByteOrderMark: format.hasByteOrderMark), "seed \(seed)")
  }

  @Test(arguments: [
    ("a\nb\n", TextFormat.LineBreak.lf, false, true),
    ("a\r\nb\r\nc", .crlf, false, false),
    ("a\rb\r", .cr, false, true),
    ("a\r\nb\nc\r\n", .crlf, true, true),
    ("a\nb\rc\n", .lf, true, true),
  ])
  func detectsTheDominantLineBreakAndTheFinalOne(
    text: String, dominant: TextFormat.LineBreak, mixed: Bool, endsWithLineBreak: Bool
  ) {
    let format = TextFormat.load(Array(text.utf8)).format
    #expect(format.dominantLineBreak == dominant)
    #expect(format.hasMixedLineBreaks == mixed)
    #expect(format.endsWithLineBreak == endsWithLineBreak)
    #expect(format.typedLineBreak == dominant.bytes)
  }

  @Test func aTextWithoutLineBreaksTypesLF() {
    let format = TextFormat.load(Array("one line".utf8)).format
    #expect(format.dominantLineBreak == nil)
    #expect(format.typedLineBreak == [0x0A])
    #expect(TextFormat.newFile.typedLineBreak == [0x0A])
  }

  @Test func theByteOrderMarkIsNotPartOfTheTextAndIsWrittenBack() {
    let file = TextFormat.byteOrderMark + Array("héllo\n".utf8)
    var (text, format) = TextFormat.load(file)
    #expect(format.hasByteOrderMark)
    #expect(text.string == "héllo\n")
    text.replace(ByteOffset.zero..<ByteOffset.zero, with: "¡")
    #expect(format.fileBytes(of: text) == TextFormat.byteOrderMark + Array("¡héllo\n".utf8))
  }

  @Test func aByteOrderMarkLaterInTheTextIsKept() {
    let file = Array("a".utf8) + TextFormat.byteOrderMark
    let (text, format) = TextFormat.load(file)
    #expect(!format.hasByteOrderMark)
    #expect(text.allBytes == file)
  }

  @Test(
    arguments: [
      ([0x61, 0xFF], false), ([0xC3, 0xA9], true), ([0xC3], false), ([0xED, 0xA0, 0x80], false),
      ([0xF0, 0x9F, 0x98, 0x80], true), ([0xC0, 0x80], false), ([0xF4, 0x90, 0x80, 0x80], false),
    ] as [([UInt8], Bool)])
  func detectsWhetherTheTextIsValidUTF8(bytes: [UInt8], valid: Bool) {
    #expect(TextFormat.load(bytes).format.isValidUTF8 == valid)
    #expect(TextFormat(detecting: TextStorage(bytes: bytes)).isValidUTF8 == valid)
  }
}
