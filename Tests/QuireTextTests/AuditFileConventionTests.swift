import QuireTestSupport
import QuireText
import Testing

/// A file's conventions carried from loading, through editing, to saving: the line break a
/// user types, a byte order mark split across read blocks, a missing final line break.
@Suite struct AuditFileConventionTests {
  /// `file` loaded, edited in a buffer that types the file's line break at `caret` (Enter,
  /// then "x"), and saved back.
  static func savedAfterTypingALineBreak(_ file: [UInt8], caret: Int) -> [UInt8] {
    let (text, format) = TextFormat.load(file)
    var buffer = TextBuffer(
      text, selection: TextSelection(caret: ByteOffset(caret)), lineBreak: format.typedLineBreak)
    buffer.insertLineBreak(at: .seconds(1))
    buffer.insert("x", at: .seconds(1) + .milliseconds(100))
    return format.fileBytes(of: buffer.text)
  }

  @Test(arguments: [
    ("a\r\nb", 1, "a\r\nx\r\nb"),  // Windows
    ("a\rb", 1, "a\rx\rb"),  // classic Mac OS
    ("a\nb", 1, "a\nx\nb"),  // Unix
    ("ab", 1, "a\nxb"),  // no line break yet: LF
    ("a\r\nb\r\nc\nd", 1, "a\r\nx\r\nb\r\nc\nd"),  // mixed: the most frequent
  ])
  func aTypedLineBreakIsSavedInTheFilesConvention(file: String, caret: Int, saved: String) {
    #expect(Self.savedAfterTypingALineBreak(Array(file.utf8), caret: caret) == Array(saved.utf8))
  }

  @Test func aByteOrderMarkKeepsItsPlaceWhenTheEditIsAtTheStart() {
    let file = TextFormat.byteOrderMark + Array("a\r\nb".utf8)
    let saved = Self.savedAfterTypingALineBreak(file, caret: 0)
    #expect(saved == TextFormat.byteOrderMark + Array("\r\nxa\r\nb".utf8))
  }

  @Test(
    arguments: [
      [0xEF, 0xBB, 0xBF], [0xEF, 0xBB, 0xBF, 0x61], [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF],
      [0xEF, 0xBB], [0xEF], [0xEF, 0xBB, 0x61], [0x61, 0xEF, 0xBB, 0xBF],
    ] as [[UInt8]])
  func aByteOrderMarkIsFoundOnlyWholeAndFirstEvenWhenItArrivesAByteAtATime(file: [UInt8]) {
    var builder = TextStorage.Builder()
    for byte in file { builder.append([byte]) }
    let (text, format) = builder.finish()
    let hasMark = file.starts(with: TextFormat.byteOrderMark)
    #expect(format.hasByteOrderMark == hasMark)
    #expect(text.allBytes == Array(file.dropFirst(hasMark ? 3 : 0)))
    #expect(format.fileBytes(of: text) == file)
  }

  @Test(arguments: [("a\nb", false), ("a\nb\n", true), ("a\r\n", true), ("a\r", true), ("", false)])
  func aMissingFinalLineBreakStaysMissingAfterAnEdit(file: String, endsWithLineBreak: Bool) {
    var (text, format) = TextFormat.load(Array(file.utf8))
    #expect(format.endsWithLineBreak == endsWithLineBreak)
    text.replace(ByteOffset.zero..<ByteOffset.zero, with: "z")
    #expect(format.fileBytes(of: text) == Array(("z" + file).utf8))
  }
}
