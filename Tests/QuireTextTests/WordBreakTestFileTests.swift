import QuireText
import Testing

/// The cases of the Unicode `WordBreakTest.txt`, read from the committed copy (the same
/// version the tables are generated from).
@Suite struct WordBreakTestFileTests {
  @Test func segmentationMatchesEveryCase() throws {
    let cases = try UnicodeTestFile.cases("WordBreakTest.txt")
    #expect(cases.count > 1000)
    for testCase in cases {
      let text = TextStorage(bytes: testCase.bytes)
      let segments = text.wordSegments(in: .zero..<text.endOffset)
      let boundaries = [0] + segments.map(\.range.upperBound.value)
      #expect(boundaries == testCase.boundaries, "\(testCase)")
    }
  }

  @Test func segmentsFromEveryOffsetMatchEveryCase() throws {
    for testCase in try UnicodeTestFile.cases("WordBreakTest.txt") {
      let text = TextStorage(bytes: testCase.bytes)
      for offset in 0..<testCase.bytes.count {
        let starts = text.wordSegments(in: ByteOffset(offset)..<text.endOffset).map(\.range.lowerBound.value)
        let expected = testCase.boundaries.filter { $0 >= offset && $0 < testCase.bytes.count }
        #expect(starts == expected, "from \(offset), \(testCase)")
      }
    }
  }
}
