/// A candidate that matched, by its place in the list ranked, with its score.
public struct RankedCandidate: Hashable, Sendable {
  /// The candidate's index in the list given.
  public var index: Int
  /// Its score (see `Matcher`).
  public var score: Int

  public init(index: Int, score: Int) {
    self.index = index
    self.score = score
  }

  /// Sorts `matches` best score first; equal scores keep their order, so when `matches` are
  /// in list order, ties stay in list order. A counting sort over the scores: O(n + s), s the
  /// spread between the best and worst score (a few hundred per query character).
  public static func rank(_ matches: inout [RankedCandidate]) {
    guard matches.count > 1, let first = matches.first else { return }
    var lowest = first.score
    var highest = first.score
    for match in matches {
      lowest = min(lowest, match.score)
      highest = max(highest, match.score)
    }
    guard highest > lowest else { return }
    let spread = highest - lowest + 1
    guard spread <= 1 << 20 else {
      // Scores this far apart need queries of thousands of characters; an ordinary sort.
      let ordered = matches.enumerated().sorted {
        $0.element.score != $1.element.score ? $0.element.score > $1.element.score : $0.offset < $1.offset
      }
      matches = ordered.map(\.element)
      return
    }
    // Bucket starts, best score first.
    var starts = [Int](repeating: 0, count: spread + 1)
    for match in matches { starts[highest - match.score + 1] += 1 }
    for bucket in 0..<spread { starts[bucket + 1] += starts[bucket] }
    var sorted = matches
    for match in matches {
      let bucket = highest - match.score
      sorted[starts[bucket]] = match
      starts[bucket] += 1
    }
    matches = sorted
  }
}
