extension SelectionList {
  /// Matches the items against the filter's text again, best first (ties in list order).
  /// With `narrowing`, when the text only grew since the last time, only the last matches
  /// are looked at: whatever matches a longer query matches its start. With `resetCursor`
  /// the cursor goes to the best match (the first row), or back to the item it was on when
  /// the filter is emptied. O(n·m) at worst for n items and a query of m characters.
  mutating func refilter(narrowing: Bool, resetCursor: Bool = true) {
    let query = filter.text
    let cursorBefore = cursorItemIndex
    if query.isEmpty {
      matches = nil
    } else {
      var matcher = Matcher(query: query, mode: matchMode)
      if narrowing, let previous = matches, SelectionList.extends(query, matchedQuery) {
        matches = matcher.rank(candidates, among: previous.sorted()).map(\.index)
      } else {
        matches = matcher.rank(candidates).map(\.index)
      }
    }
    matchedQuery = query
    guard resetCursor else { return }
    if query.isEmpty {
      rowsChanged(
        keepingCursor: false, item: cursorBefore ?? items.firstIndex { chosenKeys.contains($0.key) })
    } else {
      rowsChanged(keepingCursor: false)
    }
  }

  /// Whether `query` is `previous` with characters added at the end, its last character
  /// left whole (a combining mark added to it makes another character, which may match
  /// less). O(m).
  static func extends(_ query: String, _ previous: String) -> Bool {
    guard !previous.isEmpty, query.count > previous.count else { return false }
    return query.prefix(previous.count).elementsEqual(previous)
  }

  /// The word naming `mode` in the filter row.
  static func word(for mode: MatchMode) -> Word {
    switch mode {
    case .fuzzy: .matchFuzzy
    case .prefix: .matchPrefix
    case .substring: .matchSubstring
    }
  }

  /// The mode after `mode`, for the key that changes it: fuzzy, prefix, substring, fuzzy.
  static func mode(after mode: MatchMode) -> MatchMode {
    switch mode {
    case .fuzzy: .prefix
    case .prefix: .substring
    case .substring: .fuzzy
    }
  }
}
