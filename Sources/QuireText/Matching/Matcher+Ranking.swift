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

  /// As `rank(_:)`, over the candidates at `indices` only, such as the matches of a shorter
  /// query this one extends; equal scores keep the order of `indices`. In increasing order,
  /// the candidates are read front to back; in any other (a picker's listing order), they
  /// are still scored front to back and gathered in the order given, since reading them in
  /// that order would miss the cache at every candidate of a long list.
  public mutating func rank(_ candidates: MatchCandidates, among indices: [Int]) -> [RankedCandidate] {
    var isIncreasing = true
    var last = -1
    for index in indices {
      if index <= last {
        isIncreasing = false
        break
      }
      last = index
    }
    if isIncreasing { return rankPrepared(candidates, among: indices) }
    // Each candidate's score once ranked: `among` for one of `indices` still to rank, and
    // `unmatched` for one that does not match or is not among them.
    let unmatched = Int32.min
    let among = Int32.min + 1
    var scores = [Int32](repeating: unmatched, count: candidates.count)
    scores.withUnsafeMutableBufferPointer { buffer in
      let scores = buffer
      for index in indices { scores[index] = among }
      forEachMatch(candidates, among: (0..<scores.count).lazy.filter { scores[$0] == among }) {
        index, score in
        scores[index] = score
      }
    }
    var matches: [RankedCandidate] = []
    matches.reserveCapacity(indices.count)
    for index in indices where scores[index] != unmatched && scores[index] != among {
      matches.append(RankedCandidate(index: index, score: Int(scores[index])))
    }
    RankedCandidate.rank(&matches)
    return matches
  }

  /// `rank(_:among:)` of prepared candidates, specialised in this module for each kind of
  /// `indices`.
  private mutating func rankPrepared(_ candidates: MatchCandidates, among indices: some Sequence<Int>)
    -> [RankedCandidate]
  {
    var matches: [RankedCandidate] = []
    // Pages reserved and never touched cost nothing; growing would copy.
    matches.reserveCapacity(indices.underestimatedCount)
    forEachMatch(candidates, among: indices) { index, score in
      matches.append(RankedCandidate(index: index, score: Int(score)))
    }
    RankedCandidate.rank(&matches)
    return matches
  }

  /// Calls `body` with the index and score of each prepared candidate at `indices` that
  /// matches, in the order of `indices`. Each candidate lacking one of the query's ASCII
  /// characters costs one comparison.
  @inline(__always)
  private mutating func forEachMatch(
    _ candidates: MatchCandidates, among indices: some Sequence<Int>, _ body: (Int, Int32) -> Void
  ) {
    // The memo is held in a local while ranking: a class's property is checked for
    // exclusive access at every use.
    var shapes = takeShapeScores()
    defer { workspace.shapeScores = shapes }
    let codes = UnsafePointer(workspace.shapeCodes.baseAddress.unsafelyUnwrapped)
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
            let found: Int32?
            if simple, shapes?.isUseful == true, candidate.count <= ShapeScores.longest {
              found = scoreByShape(candidate, &shapes, codes: codes)
            } else {
              found = run(candidate, positions: false, oneClusterPerByte: simple)
            }
            if let score = found { body(index, score) }
          }
        }
      }
    }
  }

  /// The memo of scores by shape (`ShapeScores`), taken from the workspace (made the first
  /// time), when ranking looks candidates of one cluster per byte up by their shape: for a
  /// fuzzy query of two clusters or more, all ASCII (one cluster costs a scan of its byte's
  /// occurrences, about what a shape costs).
  private mutating func takeShapeScores() -> ShapeScores? {
    let m = pattern.clusterKeys.count
    guard mode == .fuzzy, m > 1, pattern.asciiBytes.count == m else { return nil }
    if !isKnownUniquelyReferenced(&workspace) { workspace = MatchWorkspace(pattern: pattern) }
    let shapes = workspace.shapeScores ?? ShapeScores()
    workspace.shapeScores = nil
    return shapes
  }

  /// `run` for a prepared candidate of one cluster per byte, through the memo of scores by
  /// shape: the same score, computed once a shape.
  @inline(__always)
  private mutating func scoreByShape(
    _ candidate: UnsafeBufferPointer<UInt8>, _ shapes: inout ShapeScores?, codes: UnsafePointer<UInt8>
  ) -> Int32? {
    let count = candidate.count
    guard let base = candidate.baseAddress, var memo = shapes else { return nil }
    let hash = memo.load(base, count: count, codes: codes)
    let known = memo.lookUp(hash, count: count)
    let score =
      known.map { $0 == ShapeScores.noMatch ? nil : $0 }
      ?? run(candidate, positions: false, oneClusterPerByte: true)
    if known == nil { memo.insert(hash, count: count, score: score ?? ShapeScores.noMatch) }
    shapes = memo
    return score
  }

  /// The score of the prepared candidate at `index` and where the query matched in it, or
  /// nil: for the rows on screen.
  public mutating func match(_ candidates: MatchCandidates, at index: Int) -> MatchResult? {
    let score = candidates.withUTF8(at: index) { run($0, positions: true) }
    return score.map { result(score: $0) }
  }
}
