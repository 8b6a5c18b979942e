import QuireText
import Testing

@Suite struct TextStorageEdgeCaseTests {
  /// A long text of lone CRs, so that CRs fall at every place of a leaf, the last bytes of
  /// leaves included.
  static let loneCRs: [UInt8] = Array(String(repeating: "ab\rcde\r", count: 40).utf8)

  @Test func insertingLFRightAfterACRMakesTwoLinesOne() {
    let crOffsets = Self.loneCRs.indices.filter { Self.loneCRs[$0] == 0x0D }
    for cr in crOffsets {
      var text = TextStorage(bytes: Self.loneCRs)
      let linesBefore = text.lineCount
      text.replace(ByteOffset(cr + 1)..<ByteOffset(cr + 1), with: [0x0A])
      var model = Self.loneCRs
      model.insert(0x0A, at: cr + 1)
      #expect(text.lineCount == linesBefore, "LF after the CR at @\(cr)")
      let problems = TextStorageTestModel(bytes: model).differences(from: text, offsetStride: 7)
      #expect(problems.isEmpty, "LF after the CR at @\(cr): \(problems.prefix(3))")
    }
  }

  @Test func deletingBetweenCRAndLFJoinsThemIntoOneLineBreak() {
    let bytes = Array(String(repeating: "ab\rxy\ncd", count: 40).utf8)
    for cr in bytes.indices where bytes[cr] == 0x0D {
      var text = TextStorage(bytes: bytes)
      let linesBefore = text.lineCount
      text.replace(ByteOffset(cr + 1)..<ByteOffset(cr + 3), with: [])
      var model = bytes
      model.removeSubrange((cr + 1)..<(cr + 3))
      #expect(text.lineCount == linesBefore - 1, "deleting after the CR at @\(cr)")
      #expect(text.lineEnd(text.lineNumber(at: ByteOffset(cr))) == ByteOffset(cr))
      let problems = TextStorageTestModel(bytes: model).differences(from: text, offsetStride: 7)
      #expect(problems.isEmpty, "deleting after the CR at @\(cr): \(problems.prefix(3))")
    }
  }

  @Test func insertingBetweenCRAndLFSplitsThePair() {
    var text = TextStorage("a\r\nb")
    text.replace(ByteOffset(2)..<ByteOffset(2), with: "x")
    #expect(text.lineCount == 3)
    #expect(text.lineStart(LineNumber(1)) == ByteOffset(2))
    #expect(text.lineEnd(LineNumber(1)) == ByteOffset(3))
  }

  @Test func anOffsetBetweenCRAndLFBelongsToTheLineTheyEnd() {
    let text = TextStorage("ab\r\ncd")
    #expect(text.position(of: ByteOffset(3)) == LinePosition(line: LineNumber(0), byteColumn: 3))
    #expect(text.position(of: ByteOffset(4)) == LinePosition(line: LineNumber(1), byteColumn: 0))
  }

  @Test func deletingEverythingLeavesTheEmptyTextWithOneLine() {
    var text = TextStorage(bytes: Array(repeating: UInt8(ascii: "\n"), count: 3000))
    text.replace(ByteOffset(0)..<text.endOffset, with: [])
    #expect(text.isEmpty)
    #expect(text.lineCount == 1)
    #expect(text.lineEnd(LineNumber(0)) == .zero)
    #expect(text.invariantViolations().isEmpty)
  }

  @Test func aLargeInsertIntoTheEmptyTextBuildsABalancedTree() {
    var text = TextStorage()
    let bytes = Array(String(repeating: "line é 中 😀\r\n", count: 700).utf8)
    text.replace(ByteOffset.zero..<ByteOffset.zero, with: bytes)
    #expect(text.lineCount == 701)
    #expect(TextStorageTestModel(bytes: bytes).differences(from: text, offsetStride: 7).isEmpty)
  }

  @Test(arguments: [-5, 0, 3, 1000])
  func offsetsAndLinesPastTheEndsAreClamped(value: Int) {
    let text = TextStorage("ab\ncd")
    let line = text.lineNumber(at: ByteOffset(value))
    #expect(line.value == (value < 3 ? 0 : 1))
    #expect(text.lineStart(LineNumber(value)).value == (value <= 0 ? 0 : 3))
  }

  @Test func copiesShareNothingTheyCanSee() {
    let original = TextStorage(bytes: Self.loneCRs)
    var copy = original
    copy.replace(ByteOffset(10)..<ByteOffset(200), with: "copy")
    #expect(original.allBytes == Self.loneCRs)
    #expect(copy.byteCount == Self.loneCRs.count - 190 + 4)
    #expect(original.invariantViolations().isEmpty)
    #expect(copy.invariantViolations().isEmpty)
  }
}
