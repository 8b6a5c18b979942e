/// How well a query matched one candidate, and where.
public struct MatchResult: Hashable, Sendable {
  /// The score: higher is better (see `Matcher` for how it is counted).
  public var score: Int
  /// The bytes of the candidate's grapheme clusters that matched, one range per cluster of
  /// the query, in increasing order. Empty for the empty query.
  ///
  /// Byte ranges rather than cluster indices, so that whoever draws the candidate does not
  /// need to segment it the same way: cut the candidate's UTF-8 at these offsets and draw the
  /// pieces inside them highlighted.
  public var ranges: [Range<ByteOffset>]

  public init(score: Int, ranges: [Range<ByteOffset>]) {
    self.score = score
    self.ranges = ranges
  }

  /// `ranges` with neighbours joined: the runs to highlight, fewest style changes. O(k).
  public var highlightRuns: [Range<ByteOffset>] {
    var runs: [Range<ByteOffset>] = []
    for range in ranges {
      if let last = runs.last, last.upperBound == range.lowerBound {
        runs[runs.count - 1] = last.lowerBound..<range.upperBound
      } else {
        runs.append(range)
      }
    }
    return runs
  }
}
