/// The known word closest to a mistyped one, for "did you mean" in error lines.
enum Suggestion {
  /// The candidate closest to `word` by edit distance (an insertion, a deletion, a changed
  /// letter or two neighbours swapped each count 1), if it is close enough to be a typo: at
  /// most 1 edit for words of up to 4 letters, 2 up to 8, 3 beyond. A candidate that starts
  /// with `word` (at least 3 letters of it) is taken too. Ties go to the first candidate.
  static func closest(to word: String, in candidates: [String]) -> String? {
    guard !word.isEmpty else { return nil }
    let letters = Array(word)
    let allowed = letters.count <= 4 ? 1 : letters.count <= 8 ? 2 : 3
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(letters, Array(candidate))
      if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    if let best { return best.candidate }
    guard letters.count >= 3 else { return nil }
    return candidates.first { $0.hasPrefix(word) }
  }

  /// The optimal-string-alignment distance between `a` and `b`. O(a × b).
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
        current[j] = value
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
