import QuireTerminal
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replays the fuzzer's committed corpus, `Fuzz/Corpus/decoder/`, through the decoder: fed
/// whole, one byte at a time and in random pieces, each input gives the same events.
@Suite struct InputDecoderCorpusTests {
  /// The corpus folder, found from this file's path.
  static let folder: String = {
    var path = #filePath
    for _ in 0..<3 {
      guard let slash = path.lastIndex(of: "/") else { break }
      path = String(path[..<slash])
    }
    return path + "/Fuzz/Corpus/decoder"
  }()

  /// The names of the corpus files.
  static var names: [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted()
  }

  /// The bytes of a corpus file.
  static func contents(_ name: String) -> [UInt8]? {
    guard let file = fopen(folder + "/" + name, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  @Test func corpusIsThere() {
    #expect(Self.names.count >= 40, "corpus at \(Self.folder)")
  }

  @Test(arguments: names)
  func corpusInputDecodesTheSameInAnyPieces(name: String) throws {
    let input = try #require(Self.contents(name))
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
