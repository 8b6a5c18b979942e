/// Fuzzy matching of one query against many candidates, scored as fzf's v2 algorithm scores.
///
/// Query and candidates are compared grapheme cluster by grapheme cluster (see `MatchPattern`
/// for when two clusters are equal), case-insensitively by simple case folding unless the
/// query holds an upper-case letter (`CaseSensitivity.smart`, the default, as fzf).
///
/// Scoring is fzf's (`MatchScoring`): each matched cluster earns points, more at a word start
/// (after white space, a delimiter or punctuation), at a camelCase hump or a digit after a
/// letter, and at the candidate's first cluster; the first query cluster's bonus counts
/// double; consecutive matches keep the bonus of their run; gaps cost more to open than to
/// extend. So `fb` prefers `foo-bar` to `afbx`. Quire adds a small bonus when the candidate
/// starts with the query and another when it is the query, since ranking keeps ties in list
/// order where fzf prefers the shorter candidate.
///
/// A matcher keeps scratch memory between candidates, so matching allocates nothing per
/// candidate: make one per query and reuse it for the whole list. Matching rejects a candidate
/// early, in a byte scan, when the query's ASCII characters do not occur in it in order
/// (fzf's v1 pass), and only then segments and scores it. A list filtered at every keystroke
/// prepares its values once as `MatchCandidates`, which rejects most of them faster still
/// and scores each shape of name once (`ShapeScores`: `note-000001.md` and `note-000002.md`
/// score the same for `note`); ranking finds scores only, and `match` gives the positions of
/// the rows shown.
public struct Matcher: Sendable {
  /// The query as given.
  public let query: String
  /// How the query must occur.
  public let mode: MatchMode
  let pattern: MatchPattern
  var workspace: MatchWorkspace

  /// A matcher for `query` in `mode`. O(query) plus 128 key lookups.
  public init(query: String, mode: MatchMode = .fuzzy, caseSensitivity: CaseSensitivity = .smart) {
    self.query = query
    self.mode = mode
    pattern = MatchPattern(query: query, caseSensitivity: caseSensitivity)
    workspace = MatchWorkspace(pattern: pattern)
  }

  /// Whether upper and lower case are told apart (resolved from the query when smart).
  public var isCaseSensitive: Bool { pattern.isCaseSensitive }

  /// The number of grapheme clusters of the query.
  public var queryClusterCount: Int { pattern.clusterKeys.count }

  /// The score of `candidate`, or nil when it does not match. The empty query matches
  /// everything with score 0. O(n) for a rejected candidate, O(n·m) at worst.
  public mutating func score(_ candidate: String) -> Int? {
    var candidate = candidate
    return candidate.withUTF8 { score(utf8: $0) }
  }

  /// The score of the candidate whose UTF-8 is `candidate` (which may hold invalid
  /// sequences), or nil when it does not match.
  public mutating func score(utf8 candidate: UnsafeBufferPointer<UInt8>) -> Int? {
    run(candidate, positions: false).map(Int.init)
  }

  /// The score of `candidate` and where the query matched in it, or nil when it does not
  /// match. For the rows on screen: ranking a list needs only `score`.
  public mutating func match(_ candidate: String) -> MatchResult? {
    var candidate = candidate
    return candidate.withUTF8 { match(utf8: $0) }
  }

  /// As `match(_:)`, for a candidate given as UTF-8 (which may hold invalid sequences).
  public mutating func match(utf8 candidate: UnsafeBufferPointer<UInt8>) -> MatchResult? {
    guard let score = run(candidate, positions: true) else { return nil }
    return result(score: score)
  }

  /// The result of the last candidate matched with positions, scored `score`.
  func result(score: Int32) -> MatchResult {
    let m = pattern.clusterKeys.count
    let work = workspace
    let ranges = (0..<m).map { index -> Range<ByteOffset> in
      let place = work.positions[index]
      if work.isOneClusterPerByte { return ByteOffset(place)..<ByteOffset(place + 1) }
      return ByteOffset(work.starts[place])..<ByteOffset(work.starts[place + 1])
    }
    return MatchResult(score: Int(score), ranges: ranges)
  }

  /// Matches one candidate: early rejection, then clusters, then the mode's scoring; with
  /// `positions`, the matched places are left in the workspace.
  ///
  /// `oneClusterPerByte` is what the caller already knows of the candidate, when it does.
  mutating func run(
    _ candidate: UnsafeBufferPointer<UInt8>, positions: Bool, oneClusterPerByte known: Bool? = nil
  ) -> Int32? {
    let m = pattern.clusterKeys.count
    guard m > 0 else { return 0 }
    guard let base = candidate.baseAddress else { return nil }
    let count = candidate.count
    guard let firstHit = earlyHit(base, count: count) else { return nil }
    if !isKnownUniquelyReferenced(&workspace) { workspace = MatchWorkspace(pattern: pattern) }
    let work = workspace
    if mode == .fuzzy, pattern.asciiBytes.count == m,
      known ?? ByteSearch.isOneClusterPerByte(base, from: 0, to: count)
    {
      return fuzzyOneClusterPerByte(base, count: count, firstHit: firstHit, positions: positions)
    }
    let clusters = work.load(base, count: count, pattern: pattern)
    let found: Int32?
    switch mode {
    case .fuzzy: found = work.fuzzyScore(in: 0..<clusters, queryCount: m, positions: positions)
    case .prefix: found = work.prefixScore(clusters: clusters, queryCount: m, positions: positions)
    case .substring: found = work.substringScore(clusters: clusters, queryCount: m, positions: positions)
    }
    guard let score = found else { return nil }
    return score + startBonus(isPrefix: work.occurs(at: 0, clusters: clusters, queryCount: m), clusters == m)
  }

  /// Quire's bonus for a candidate that starts with the query, and more when it is the query.
  private func startBonus(isPrefix: Bool, _ isWhole: Bool) -> Int32 {
    guard isPrefix else { return 0 }
    return MatchScoring.prefix + (isWhole ? MatchScoring.exact : 0)
  }

  /// Fuzzy matching of an ASCII query in a candidate of one cluster per byte, where the
  /// query's first byte first occurs at `firstHit`: only the window from the byte before it
  /// to the last occurrence of the query's last byte is loaded, as fzf does; a one-character
  /// query looks at its occurrences alone.
  private func fuzzyOneClusterPerByte(
    _ base: UnsafePointer<UInt8>, count: Int, firstHit: Int, positions: Bool
  ) -> Int32? {
    let m = pattern.asciiBytes.count
    let work = workspace
    let last = m - 1
    if m == 1 {
      let best = work.bestSingleByte(
        base, count: count, byte: pattern.asciiBytes[0], foldCase: pattern.asciiFoldsCase[0], from: firstHit)
      if positions {
        work.isOneClusterPerByte = true
        work.positions[0] = best.place
      }
      return best.score + startBonus(isPrefix: firstHit == 0, count == 1)
    }
    guard
      let end = ByteSearch.lastIndex(
        of: pattern.asciiBytes[last], foldCase: pattern.asciiFoldsCase[last], in: base, from: firstHit,
        to: count)
    else { return nil }
    let window = max(0, firstHit - 1)..<(end + 1)
    work.loadOneClusterPerByte(base, count: count, window: window)
    guard let score = work.fuzzyScore(in: window, queryCount: m, positions: positions) else { return nil }
    let isPrefix =
      firstHit == 0 && m <= window.upperBound
      && work.occurs(at: 0, clusters: window.upperBound, queryCount: m)
    return score + startBonus(isPrefix: isPrefix, count == m)
  }

  /// The early rejection: nil when the query's ASCII clusters do not occur in the bytes in
  /// order (as bytes, either case when case is ignored); else where the first of them first
  /// occurs (0 when there is none). A candidate it lets through may still not match. O(n)
  /// bytes, eight at a time.
  @inline(__always)
  private func earlyHit(_ base: UnsafePointer<UInt8>, count: Int) -> Int? {
    let work = workspace
    let bytes = work.asciiBytes
    let foldsCase = work.asciiFoldsCase
    let otherSpellings = pattern.asciiHasOtherSpellings
    if bytes.count > count && !otherSpellings { return nil }
    var from = 0
    var first = 0
    for index in 0..<bytes.count {
      guard
        let found = ByteSearch.firstIndex(
          of: bytes[index], foldCase: foldsCase[index], in: base, from: from, to: count)
      else {
        // The byte may still be spelled by a cluster above ASCII (the Kelvin sign is K).
        return otherSpellings && !ByteSearch.isOneClusterPerByte(base, from: from, to: count) ? 0 : nil
      }
      if index == 0 { first = found }
      from = found &+ 1
    }
    return first
  }
}
