import QuireDocuments
import QuireTestSupport
import QuireText
import Testing

/// Files of every awkward kind come back byte for byte after opening, loading and saving.
@Suite struct RoundTripCorpusTests {
  let folder = TemporaryFolder()

  static let corpus: [(String, [UInt8])] = [
    ("empty", []),
    ("plain with final newline", Array("one\ntwo\n".utf8)),
    ("no final newline", Array("one\ntwo".utf8)),
    ("CR LF", Array("one\r\ntwo\r\n".utf8)),
    ("lone CR", Array("one\rtwo\r".utf8)),
    ("mixed breaks", Array("a\nb\r\nc\rd\n\r\n\r".utf8)),
    ("CR at the very end after CR LF", Array("a\r\n\r".utf8)),
    ("BOM", TextFormat.byteOrderMark + Array("text\n".utf8)),
    ("BOM only", TextFormat.byteOrderMark),
    ("two BOMs", TextFormat.byteOrderMark + TextFormat.byteOrderMark + Array("x".utf8)),
    ("NUL bytes", [0x61, 0x00, 0x62, 0x00, 0x00, 0x0A]),
    ("lone continuation bytes", [0x80, 0x41, 0xBF, 0x0A]),
    ("overlong encodings", [0xC0, 0x80, 0xC1, 0xBF, 0xE0, 0x80, 0x80, 0xF0, 0x80, 0x80, 0x80]),
    ("surrogates", [0xED, 0xA0, 0x80, 0xED, 0xBF, 0xBF]),
    ("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80, 0xF5, 0x80, 0x80, 0x80]),
    ("bytes never in UTF-8", [0xF8, 0xFC, 0xFE, 0xFF, 0x0A]),
    ("truncated sequences", [0xE2, 0x82, 0x41, 0xF0, 0x9F, 0x98, 0x0A, 0xC3]),
    ("truncated at the end", Array("é".utf8) + [0xE2, 0x82]),
    ("valid mixed scripts", Array("naïve café 日本語 👩‍👩‍👧 עִבְרִית\n".utf8)),
    ("all 256 byte values", (0...255).map { UInt8($0) }),
    ("all 256 byte values twice, backwards", (0...511).map { UInt8(255 - $0 % 256) }),
  ]

  @Test(arguments: corpus)
  func fileComesBackByteForByte(name: String, bytes: [UInt8]) async throws {
    try await roundTrip(bytes, name: name)
  }

  @Test func tenMegabyteSingleLineComesBack() async throws {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(10 << 20)
    let pattern = Array("a single long line with ünïcödé and a stray \u{FF} byte ".utf8) + [0xFF]
    while bytes.count < 10 << 20 { bytes += pattern }
    try await roundTrip(bytes, name: "single line")
  }

  private func roundTrip(_ bytes: [UInt8], name: String) async throws {
    let path = folder.file("corpus.txt")
    TestFiles.writeFile(bytes, to: path)
    let file = try DocumentFile.open(path)
    let document = try #require(try await DocumentLoad(file).load())
    #expect(document.identity?.contentHash == ContentHash(of: bytes), "\(name)")
    let result = try SafeSave.save(document.text, format: document.format, to: path)
    #expect(TestFiles.readFile(path) == bytes, "\(name)")
    #expect(result.identity.contentHash == document.identity?.contentHash, "\(name)")
    #expect(result.identity.check(path: path) == .unchanged, "\(name)")
  }
}
