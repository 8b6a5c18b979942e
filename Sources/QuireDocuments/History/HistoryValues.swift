import QuireText

/// The values of a history as its records leave them: each value chosen moves to the end,
/// values equal after simple case folding and canonical equivalence count as one (the newest
/// spelling is kept), a forgotten value is removed, and only the newest `limit` stay.
struct HistoryValues {
  /// Values with their keys, oldest first; `nil` where a value was moved or forgotten.
  private var entries: [(key: String, value: String)?] = []
  /// Where each key's live entry is.
  private var places: [String: Int] = [:]
  /// The number of records taken in.
  private(set) var recordCount = 0

  /// The key values are told apart by: folded, and compared as `String`s, which compare by
  /// canonical equivalence (`é` written as one scalar or as `e` and a mark are equal).
  static func key(of value: String) -> String {
    // ASCII without capitals folds to itself, with no copy.
    CaseFolding.folded(value)
  }

  /// Takes in one record. O(value) amortised.
  mutating func apply(_ record: HistoryRecord) {
    recordCount += 1
    switch record {
    case .value(let value):
      let key = Self.key(of: value)
      if let place = places[key] { entries[place] = nil }
      places[key] = entries.count
      entries.append((key, value))
    case .forget(let value):
      let key = Self.key(of: value)
      if let place = places.removeValue(forKey: key) { entries[place] = nil }
    }
    // Keep the dead entries from outgrowing the live ones.
    if entries.count > 64 && entries.count > 2 * places.count { pack() }
  }

  /// The values, oldest first, at most the newest `limit`.
  func values(limit: Int) -> [String] {
    let live = entries.compactMap { $0?.value }
    return Array(live.suffix(max(0, limit)))
  }

  private mutating func pack() {
    let live = entries.compactMap { $0 }
    entries = live
    places.removeAll(keepingCapacity: true)
    for (place, entry) in live.enumerated() { places[entry.key] = place }
  }
}
