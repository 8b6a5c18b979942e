import QuireTestSupport
import QuireText
import Testing

@Suite struct TextStorageBuilderTests {
  /// Bytes arriving in random blocks build the same text as the whole at once, and every
  /// snapshot on the way shows exactly the bytes that arrived so far.
  @Test(arguments: SeededRandom.seeds(Array(1...20)))
  func randomBlockSplitsBuildTheSameText(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 1...40, using: &random) { bytes += RandomBytes.make(&random, maxPieces: 60) }
    let whole = TextStorage(bytes: bytes)
    #expect(
      TextStorageTestModel(bytes: bytes).differences(from: whole, offsetStride: 7).isEmpty, "seed \(seed)")

    var builder = TextStorage.Builder(stripsByteOrderMark: false)
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + Int.random(in: 0...300, using: &random))
      builder.append(bytes[start..<end])
      start = end
      let snapshot = builder.snapshot()
      let problems = TextStorageTestModel(bytes: Array(bytes[0..<end])).differences(
        from: snapshot, offsetStride: 7)
      #expect(problems.isEmpty, "seed \(seed) after \(end) bytes: \(problems.prefix(3))")
      if !problems.isEmpty { return }
    }
    let built = builder.build()
    #expect(built.allBytes == whole.allBytes, "seed \(seed)")
    #expect(built.lineCount == whole.lineCount, "seed \(seed)")
    #expect(built.invariantViolations().isEmpty, "seed \(seed)")
  }

  @Test func snapshotIsUnchangedByLaterBlocksAndByItsOwnEdits() {
    var builder = TextStorage.Builder()
    builder.append(Array(repeating: UInt8(ascii: "x"), count: 500))
    var snapshot = builder.snapshot()
    builder.append(Array("\nmore".utf8))
    snapshot.replace(ByteOffset(0)..<ByteOffset(0), with: "first ")
    let built = builder.build()
    #expect(built.byteCount == 505)
    #expect(built.lineCount == 2)
    #expect(snapshot.byteCount == 506)
    #expect(snapshot.lineCount == 1)
    #expect(snapshot.invariantViolations().isEmpty)
    #expect(built.invariantViolations().isEmpty)
  }

  @Test func blocksSplittingACRLFPairOrAScalarStillGiveOneLineBreakAndValidText() {
    var builder = TextStorage.Builder()
    let bytes = Array(String(repeating: "ab中\r\n😀", count: 80).utf8)
    for byte in bytes { builder.append([byte]) }
    let result = builder.finish()
    #expect(result.text.lineCount == 81)
    #expect(result.format.isValidUTF8)
    #expect(result.format.dominantLineBreak == .crlf)
    #expect(!result.format.hasMixedLineBreaks)
    #expect(result.text.invariantViolations().isEmpty)
  }

  /// Text that turns from CJK to ASCII and back, read in random blocks and sometimes holding
  /// one malformed sequence, is reported valid UTF-8 exactly when the standard library
  /// decodes it.
  @Test(arguments: SeededRandom.seeds(Array(1...20)))
  func formatTellsValidUTF8AsTheStandardLibraryDoes(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let runs: [[UInt8]] = ["中文字", "😀", "plain words ", "\n"].map { Array($0.utf8) }
    let malformed: [[UInt8]] = [
      [0x80], [0xC0, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF],
    ]
    for round in 0..<20 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        let run = runs[Int.random(in: 0..<runs.count, using: &random)]
        for _ in 0..<Int.random(in: 1...30, using: &random) { bytes += run }
      }
      if Bool.random(using: &random) {
        let at = Int.random(in: 0...bytes.count, using: &random)
        bytes.insert(contentsOf: malformed[Int.random(in: 0..<malformed.count, using: &random)], at: at)
      }
      var builder = TextStorage.Builder(stripsByteOrderMark: false)
      var start = 0
      while start < bytes.count {
        let end = min(bytes.count, start + Int.random(in: 1...200, using: &random))
        builder.append(bytes[start..<end])
        start = end
      }
      let expected = String(validating: bytes, as: UTF8.self) != nil
      #expect(builder.format.isValidUTF8 == expected, "seed \(seed) round \(round): \(bytes)")
    }
  }
}
