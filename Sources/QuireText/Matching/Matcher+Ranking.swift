extension Matcher {
  /// The candidates that match, best score first; equal scores keep list order. O(N·n) for
  /// N candidates of n bytes at most, plus a linear sort.
  public mutating func rank(_ candidates: [String]) -> [RankedCandidate] {
    rankStrings(candidates, among: candidates.indices)
  }

  /// As `rank(_:)`, over the candidates at `indices` only (in increasing order), such as the
  /// matches of a shorter query this one extends.
  public mutating func rank(_ candidates: [String], among indices: [Int]) -> [RankedCandidate] {
    rankStrings(candidates, among: indices)
  }

  /// `rank(_:among:)`, specialised in this module for each kind of `indices`.
  private mutating func rankStrings(_ candidates: [String], among indices: some Sequence<Int>)
    -> [RankedCandidate]
  {
    var matches: [RankedCandidate] = []
    for index in indices {
      // Native strings lend their UTF-8 in place; others are copied once.
      let found =
        candidates[index].utf8.withContiguousStorageIfAvailable { score(utf8: $0) }
        ?? score(candidates[index])
      if let score = found { matches.append(RankedCandidate(index: index, score: score)) }
    }
    RankedCandidate.rank(&matches)
    return matches
  }

  /// The prepared candidates that match, best score first; equal scores keep list order.
  /// Each candidate lacking one of the query's ASCII characters costs one comparison.
  public mutating func rank(_ candidates: MatchCandidates) -> [RankedCandidate] {
    rankPrepared(candidates, among: 0..<candidates.count)
  }

  /// As `rank(_:)`, over the candidates at `indices` only (in increasing order), such as the
  /// matches of a shorter query this one extends.
  public mutating func rank(_ candidates: MatchCandidates, among indices: [Int]) -> [RankedCandidate] {
    rankPrepared(candidates, among: indices)
  }

  /// `rank(_:among:)` of prepared candidates, specialised in this module for each kind of
  /// `indices`.
  private mutating func rankPrepared(_ candidates: MatchCandidates, among indices: some Sequence<Int>)
    -> [RankedCandidate]
  {
    var matches: [RankedCandidate] = []
    let wanted = pattern.summary
    let otherSpellings = pattern.asciiHasOtherSpellings
    candidates.bytes.withUnsafeBufferPointer { bytes in
      candidates.ends.withUnsafeBufferPointer { ends in
        candidates.summaries.withUnsafeBufferPointer { summaries in
          for index in indices {
            let summary = summaries[index]
            let simple = summary & CharacterSummary.notOneClusterPerByte == 0
            if wanted & ~summary != 0 && (simple || !otherSpellings) { continue }
            let start = index == 0 ? 0 : ends[index - 1]
            let candidate = UnsafeBufferPointer(rebasing: bytes[start..<ends[index]])
            if let score = run(candidate, positions: false, oneClusterPerByte: simple) {
              matches.append(RankedCandidate(index: index, score: Int(score)))
            }
          }
        }
      }
    }
    RankedCandidate.rank(&matches)
    return matches
  }

  /// The score of the prepared candidate at `index` and where the query matched in it, or
  /// nil: for the rows on screen.
  public mutating func match(_ candidates: MatchCandidates, at index: Int) -> MatchResult? {
    let score = candidates.withUTF8(at: index) { run($0, positions: true) }
    return score.map { result(score: $0) }
  }
}
