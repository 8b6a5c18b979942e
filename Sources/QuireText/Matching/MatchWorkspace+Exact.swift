extension MatchWorkspace {
  /// fzf's `calculateScore`: the score of matching the query's clusters in order, each at
  /// the first place it can, within `start..<end` (where the caller knows they all match);
  /// with `positions`, the places are left in `positions`. O(end − start).
  func runScore(from start: Int, to end: Int, queryCount m: Int, positions wanted: Bool) -> Int32 {
    // Locals: a class property is checked for exclusive access on every use.
    let (keys, bonuses) = (self.keys, self.bonuses)
    var matched = 0
    var score: Int32 = 0
    var inGap = false
    var consecutive = 0
    var firstBonus: Int32 = 0
    for place in start..<end {
      if matched < m && keys[place] == patternKeys[matched] {
        if wanted { positions[matched] = place }
        score += MatchScoring.match
        var bonus = bonuses[place]
        if consecutive == 0 {
          firstBonus = bonus
        } else {
          if bonus >= MatchScoring.boundary && bonus > firstBonus { firstBonus = bonus }
          bonus = max(max(bonus, firstBonus), MatchScoring.consecutive)
        }
        score += matched == 0 ? bonus * MatchScoring.firstCharMultiplier : bonus
        inGap = false
        consecutive += 1
        matched += 1
      } else {
        score += inGap ? MatchScoring.gapExtension : MatchScoring.gapStart
        inGap = true
        consecutive = 0
        firstBonus = 0
      }
    }
    return score
  }

  /// Whether the query's clusters are the loaded clusters from `start` on. O(m).
  @inline(__always)
  func occurs(at start: Int, clusters count: Int, queryCount m: Int) -> Bool {
    let keys = self.keys  // Checked for exclusive access on every use as a property.
    guard start + m <= count else { return false }
    for offset in 0..<m where keys[start + offset] != patternKeys[offset] { return false }
    return true
  }

  /// The best score of a one-byte query in a candidate of one cluster per byte, and its
  /// first place: its occurrences from `first` (where it is known to occur) on, each scored
  /// by the bonus of its place, stopping at the highest bonus there is. O(n / 8 + hits).
  func bestSingleByte(
    _ base: UnsafePointer<UInt8>, count: Int, byte: UInt8, foldCase: Bool, from first: Int
  ) -> (score: Int32, place: Int) {
    var best: Int32 = -1
    var bestPlace = first
    var next: Int? = first
    while let place = next {
      let previous = place == 0 ? Int(MatchCharClass.white.rawValue) : Int(asciiClasses[Int(base[place - 1])])
      let bonus = bonusTable[previous &* 8 &+ Int(asciiClasses[Int(base[place])])]
      let score = MatchScoring.match + bonus * MatchScoring.firstCharMultiplier
      if score > best {
        best = score
        bestPlace = place
      }
      if bonus >= MatchScoring.boundaryWhite { break }
      next = ByteSearch.firstIndex(of: byte, foldCase: foldCase, in: base, from: place + 1, to: count)
    }
    return (best, bestPlace)
  }

  /// The score of the query as the start of the candidate, or nil. O(m).
  func prefixScore(clusters count: Int, queryCount m: Int, positions wanted: Bool) -> Int32? {
    guard occurs(at: 0, clusters: count, queryCount: m) else { return nil }
    return runScore(from: 0, to: m, queryCount: m, positions: wanted)
  }

  /// The best score of the query occurring whole in the candidate (the first of equal
  /// ones), or nil. O(n·m) at worst.
  func substringScore(clusters count: Int, queryCount m: Int, positions wanted: Bool) -> Int32? {
    var best: Int32?
    var bestStart = 0
    var start = 0
    while start + m <= count {
      if occurs(at: start, clusters: count, queryCount: m) {
        let score = runScore(from: start, to: start + m, queryCount: m, positions: false)
        if best.map({ score > $0 }) ?? true {
          best = score
          bestStart = start
        }
      }
      start += 1
    }
    if wanted, best != nil {
      for offset in 0..<m { positions[offset] = bestStart + offset }
    }
    return best
  }
}
