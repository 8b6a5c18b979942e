import QuireDocuments

extension FilePicker {
  /// How many rows there are: the matches while filtering, else every entry offered.
  public var rowCount: Int { matches?.count ?? offered.count }

  /// The index in `entries` of the entry on row `row`, if there is one. O(1).
  public func entryIndex(atRow row: Int) -> Int? {
    let rows = matches ?? offered
    return rows.indices.contains(row) ? rows[row] : nil
  }

  /// The entries shown, top to bottom. O(n).
  public var rows: [FileEntry] {
    (matches ?? offered).map { entries[$0] }
  }

  /// Whether `entry` is offered: not hidden unless hidden entries are shown, and, when
  /// choosing folders, a folder; when choosing files of some extensions, a folder or such a
  /// file.
  func offers(_ entry: FileEntry) -> Bool {
    if entry.isHidden && !showsHidden { return false }
    switch choice {
    case .folders: return entry.leadsToFolder
    case .any where extensions.isEmpty: return true
    case .any, .files:
      if entry.leadsToFolder { return true }
      return entry.leadsToFile && (extensions.isEmpty || hasOfferedExtension(entry.name))
    }
  }

  /// Whether `name` ends in `.` and one of `extensions`, ignoring ASCII case.
  func hasOfferedExtension(_ name: String) -> Bool {
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
    let suffix = name.utf8[name.utf8.index(after: dot)...]
    return extensions.contains { wanted in
      wanted.utf8.count == suffix.count
        && zip(wanted.utf8, suffix).allSatisfy { Self.foldedASCII($0) == Self.foldedASCII($1) }
    }
  }

  /// `byte` with an ASCII capital made small.
  static func foldedASCII(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }

  /// Adds a batch of the folder shown: merged into the listing order, offered, filtered, the
  /// cursor kept on the entry it was on. O(n + b log b) for n entries and a batch of b.
  mutating func add(_ batch: [FileEntry]) {
    guard !batch.isEmpty else { return }
    let cursorBefore = viewport.cursor.flatMap { entryIndex(atRow: $0) }
    let first = entries.count
    entries += batch
    for entry in batch { candidates.append(entry.shownName) }
    let entries = self.entries
    let added = Array(first..<entries.count).sorted { FileEntry.listOrder(entries[$0], entries[$1]) }
    order = Self.merge(order, added) { FileEntry.listOrder(entries[$0], entries[$1]) }
    reoffer(keepingCursorOn: cursorBefore)
  }

  /// `left` and `right`, each sorted by `precedes`, as one sorted list. O(n).
  static func merge(_ left: [Int], _ right: [Int], by precedes: (Int, Int) -> Bool) -> [Int] {
    if left.isEmpty { return right }
    var merged: [Int] = []
    merged.reserveCapacity(left.count + right.count)
    var i = 0
    var j = 0
    while i < left.count, j < right.count {
      if precedes(right[j], left[i]) {
        merged.append(right[j])
        j += 1
      } else {
        merged.append(left[i])
        i += 1
      }
    }
    merged += left[i...]
    merged += right[j...]
    return merged
  }

  /// Works out the entries offered and the filter's matches again, the cursor on the entry
  /// at `index` of `entries` when it is still shown, else on the first row. O(n).
  mutating func reoffer(keepingCursorOn index: Int?) {
    offered = order.filter { offers(entries[$0]) }
    refilter(narrowing: false)
    rowsChanged(cursorOn: index)
  }

  /// Matches the offered entries against the filter's text again, best first, ties in
  /// listing order. With `narrowing`, when the text only grew, only the last matches are
  /// looked at. O(n·m) at worst.
  mutating func refilter(narrowing: Bool) {
    let query = filter.text
    defer { matchedQuery = query }
    guard !query.isEmpty else {
      matches = nil
      return
    }
    if narrowing, let previous = matches, SelectionList.extends(query, matchedQuery) {
      matches = Self.ranked(query, candidates, among: Self.kept(offered, among: previous, of: entries.count))
    } else {
      matches = Self.ranked(query, candidates, among: offered)
    }
  }

  /// The indices of `candidates` at `among` that `query` matches, best first. Off the main
  /// actor, as the loops over every entry are: a closure formed on it checks its executor at
  /// each call.
  nonisolated static func ranked(_ query: String, _ candidates: MatchCandidates, among: [Int]) -> [Int] {
    var matcher = Matcher(query: query)
    let ranked = matcher.rank(candidates, among: among)
    var indices: [Int] = []
    indices.reserveCapacity(ranked.count)
    for match in ranked { indices.append(match.index) }
    return indices
  }

  /// The indices of `offered` that are among `previous`, in the order of `offered`; both
  /// index `count` entries. O(count).
  nonisolated static func kept(_ offered: [Int], among previous: [Int], of count: Int) -> [Int] {
    // The last matches are some of those offered: as many are all of them.
    if previous.count == offered.count { return offered }
    var isKept = [Bool](repeating: false, count: count)
    for index in previous { isKept[index] = true }
    var kept: [Int] = []
    kept.reserveCapacity(previous.count)
    for index in offered where isKept[index] { kept.append(index) }
    return kept
  }

  /// Tells the viewport the rows changed, the cursor on the row of the entry at `index` of
  /// `entries` when it is shown, else on the first row.
  mutating func rowsChanged(cursorOn index: Int?) {
    let row = index.flatMap { index in (matches ?? offered).firstIndex(of: index) }
    viewport.setCount(rowCount, cursor: row ?? 0)
    viewport.reveal(inRows: rowsShown)
  }

  /// Puts the cursor on the entry called `name`, if it is shown.
  mutating func moveCursor(toEntryNamed name: String) {
    guard let index = entries.firstIndex(where: { $0.name == name }) else { return }
    rowsChanged(cursorOn: index)
  }
}
