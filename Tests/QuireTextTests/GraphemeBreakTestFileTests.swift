import QuireText
import Testing

/// The cases of the Unicode `GraphemeBreakTest.txt`, read from the committed copy (the same
/// version the tables are generated from).
@Suite struct GraphemeBreakTestFileTests {
  @Test func segmentationMatchesEveryCase() throws {
    let cases = try UnicodeTestFile.cases("GraphemeBreakTest.txt")
    #expect(cases.count > 500)
    for testCase in cases {
      let text = TextStorage(bytes: testCase.bytes)
      let clusters = text.graphemes(in: .zero..<text.endOffset)
      let boundaries = [0] + clusters.map(\.range.upperBound.value)
      #expect(boundaries == testCase.boundaries, "\(testCase)")
    }
  }

  @Test func boundariesAfterAndBeforeMatchEveryCase() throws {
    for testCase in try UnicodeTestFile.cases("GraphemeBreakTest.txt") {
      let text = TextStorage(bytes: testCase.bytes)
      for offset in 0...testCase.bytes.count {
        let after = testCase.boundaries.first { $0 > offset } ?? testCase.bytes.count
        let before = testCase.boundaries.last { $0 < offset } ?? 0
        #expect(
          text.graphemeBoundary(after: ByteOffset(offset)).value == after, "after \(offset), \(testCase)")
        #expect(
          text.graphemeBoundary(before: ByteOffset(offset)).value == before, "before \(offset), \(testCase)")
      }
    }
  }
}
