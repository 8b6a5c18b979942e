/// Find: the matches of a `TextSearch` forward and backward from a place, and those in a
/// range (to highlight on screen).
///
/// Matches start and end on grapheme cluster boundaries. Searching reads the text once, leaf
/// by leaf, and copies none of it; each place where the needle's bytes (or folded scalars)
/// match costs a boundary check besides, O(1) between ASCII bytes. Wrapping around the ends of
/// the text is the caller's: search again from the start (or the end) when nothing is found.
extension TextStorage {
  /// The first match of `search` that starts at or after `offset`, or `nil` when there is
  /// none before the end of the text. O(k) for the k bytes from `offset` to the match's end
  /// (the rest of the text when there is none).
  public func firstMatch(of search: TextSearch, from offset: ByteOffset) -> Range<ByteOffset>? {
    var found: Range<ByteOffset>?
    forEachRawMatch(of: search, startingIn: clamped(offset).value..<byteCount) { start, end in
      guard isMatchOnBoundaries(start, end) else { return true }
      found = ByteOffset(start)..<ByteOffset(end)
      return false
    }
    return found
  }

  /// The last match of `search` that starts before `offset`, or `nil` when there is none
  /// after the start of the text. (A match may reach past `offset`; together with
  /// `firstMatch(of:from:)` from the same offset, every match is found by one or the other.)
  ///
  /// Reads blocks back from `offset`, each scanned forward, each at least four times the
  /// longest match and up to 256 KiB: O(k) for the k bytes from the match's block to
  /// `offset` (the whole text before it when there is none).
  public func lastMatch(of search: TextSearch, before offset: ByteOffset) -> Range<ByteOffset>? {
    guard !search.isEmpty else { return nil }
    var high = clamped(offset).value
    var block = max(1 << 14, 4 * search.longestMatch)
    var candidates: [(start: Int, end: Int)] = []
    while high > 0 {
      let low = max(0, high - block)
      candidates.removeAll(keepingCapacity: true)
      forEachRawMatch(of: search, startingIn: low..<high) { start, end in
        candidates.append((start, end))
        return true
      }
      for candidate in candidates.reversed() where isMatchOnBoundaries(candidate.start, candidate.end) {
        return ByteOffset(candidate.start)..<ByteOffset(candidate.end)
      }
      high = low
      block = max(min(block * 2, 1 << 18), 4 * search.longestMatch)
    }
    return nil
  }

  /// The matches of `search` that start in `range`, in order, each found after the end of
  /// the one before (as "find next" from each match would): none overlap. O(k) for the k
  /// bytes of `range` and of the last match.
  public func matches(of search: TextSearch, in range: Range<ByteOffset>) -> [Range<ByteOffset>] {
    var found: [Range<ByteOffset>] = []
    var after = clamped(range.lowerBound).value
    forEachRawMatch(of: search, startingIn: after..<clamped(range.upperBound).value) { start, end in
      guard start >= after, isMatchOnBoundaries(start, end) else { return true }
      found.append(ByteOffset(start)..<ByteOffset(end))
      after = end
      return true
    }
    return found
  }

  /// Whether the match `start..<end` starts and ends on grapheme cluster boundaries.
  private func isMatchOnBoundaries(_ start: Int, _ end: Int) -> Bool {
    isGraphemeBoundary(ByteOffset(start)) && isGraphemeBoundary(ByteOffset(end))
  }
}
