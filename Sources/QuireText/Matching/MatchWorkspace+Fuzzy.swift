extension MatchWorkspace {
  /// fzf's FuzzyMatchV2 over the loaded clusters in `window`: the best score of the query's
  /// clusters in order, by a modified Smith-Waterman that allows no omission; with
  /// `positions`, the matched places are left in `positions` (increasing). Nil when the query
  /// is not a subsequence. O(n) when it is not, O(n·m) when it is.
  func fuzzyScore(in window: Range<Int>, queryCount m: Int, positions wanted: Bool) -> Int32? {
    // Locals: a class property is checked for exclusive access on every use.
    let (keys, bonuses, firstScores, firstRuns) = (self.keys, self.bonuses, self.firstScores, self.firstRuns)
    // Phase 2: where each query cluster can first match, and the first row of scores.
    var maxScore: Int32 = 0
    var maxScorePlace = 0
    var matched = 0
    var lastPlace = 0
    let first = patternKeys[0]
    var current = first
    var previousScore: Int32 = 0
    var inGap = false
    for place in window {
      let key = keys[place]
      if key == current {
        if matched < m {
          firsts[matched] = place
          matched += 1
          current = patternKeys[min(matched, m - 1)]
        }
        lastPlace = place
      }
      if key == first {
        let score = MatchScoring.match &+ bonuses[place] &* MatchScoring.firstCharMultiplier
        firstScores[place] = score
        firstRuns[place] = 1
        if m == 1 && score > maxScore {
          maxScore = score
          maxScorePlace = place
        }
        inGap = false
      } else {
        firstScores[place] = max(
          previousScore &+ (inGap ? MatchScoring.gapExtension : MatchScoring.gapStart), 0)
        firstRuns[place] = 0
        inGap = true
      }
      previousScore = firstScores[place]
    }
    guard matched == m else { return nil }
    if m == 1 {
      if wanted { positions[0] = maxScorePlace }
      return maxScore
    }
    let start = firsts[0]
    let width = lastPlace - start + 1
    guard width * m <= Self.matrixLimit else {
      return greedyScore(in: window, queryCount: m, positions: wanted)
    }
    reserve(cells: width * m)
    let h = scores
    let c = runs
    (h).update(from: firstScores + start, count: width)
    (c).update(from: firstRuns + start, count: width)

    // Phase 3: the rest of the rows. Each row and the one above are addressed by place (a
    // row's pointer less `start`); scores stay far inside Int32, so arithmetic wraps unchecked.
    for row in 1..<m {
      let from = firsts[row]
      let wantedKey = patternKeys[row]
      let scoreRow = h + (row * width - start)
      let runRow = c + (row * width - start)
      let scoreAbove = scoreRow - width
      let runAbove = runRow - width
      let isLast = row == m - 1
      var inGap = false
      scoreRow[from - 1] = 0
      for place in from...lastPlace {
        let skip = scoreRow[place - 1] &+ (inGap ? MatchScoring.gapExtension : MatchScoring.gapStart)
        var take: Int32 = 0
        var consecutive: Int32 = 0
        if keys[place] == wantedKey {
          take = scoreAbove[place - 1] &+ MatchScoring.match
          var bonus = bonuses[place]
          consecutive = runAbove[place - 1] &+ 1
          if consecutive > 1 {
            let runBonus = bonuses[place &- Int(consecutive) &+ 1]
            if bonus >= MatchScoring.boundary && bonus > runBonus {
              consecutive = 1  // A better word start breaks the run.
            } else {
              bonus = max(bonus, max(MatchScoring.consecutive, runBonus))
            }
          }
          if take &+ bonus < skip {
            take &+= bonuses[place]
            consecutive = 0
          } else {
            take &+= bonus
          }
        }
        runRow[place] = consecutive
        inGap = take < skip
        let score = max(max(take, skip), 0)
        if isLast && score > maxScore {
          maxScore = score
          maxScorePlace = place
        }
        scoreRow[place] = score
      }
    }
    if wanted { backtrace(queryCount: m, start: start, width: width, end: maxScorePlace) }
    return maxScore
  }

  /// Phase 4: walks the matrices back from the best end, leaving the matched places in
  /// `positions`. O(width + m).
  private func backtrace(queryCount m: Int, start: Int, width: Int, end: Int) {
    let h = scores
    let c = runs
    var row = m - 1
    var place = end
    var preferMatch = true
    while true {
      let rowStart = row * width
      let column = place - start
      let score = h[rowStart + column]
      let diagonal = row > 0 && place >= firsts[row] ? h[rowStart - width + column - 1] : 0
      let left = place > firsts[row] ? h[rowStart + column - 1] : 0
      // Cells left of a row's first match place were never written: they count as zero.
      let nextRowRun =
        row + 1 < m && column + 1 < width && place + 1 >= firsts[row + 1]
        ? c[rowStart + width + column + 1] : 0
      let nextPreferMatch = c[rowStart + column] > 1 || nextRowRun > 0
      if score > diagonal && (score > left || score == left && preferMatch) {
        positions[row] = place
        if row == 0 { return }
        row -= 1
      }
      preferMatch = nextPreferMatch
      place -= 1
    }
  }

  /// fzf's FuzzyMatchV1, for candidates too long for the matrices: the first occurrence
  /// found forward, shortened backward, then scored. O(n).
  func greedyScore(in window: Range<Int>, queryCount m: Int, positions wanted: Bool) -> Int32? {
    let keys = self.keys  // Checked for exclusive access on every use as a property.
    var matched = 0
    var end = -1
    for place in window where keys[place] == patternKeys[matched] {
      matched += 1
      if matched == m {
        end = place + 1
        break
      }
    }
    guard end >= 0 else { return nil }
    var start = end - 1
    var remaining = m - 1
    while start >= window.lowerBound {
      if keys[start] == patternKeys[remaining] {
        if remaining == 0 { break }
        remaining -= 1
      }
      start -= 1
    }
    return runScore(from: start, to: end, queryCount: m, positions: wanted)
  }
}
