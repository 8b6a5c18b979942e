/// The list's values as data: collected one per key, sorted, and found by key. These run over
/// every value when a long list opens, so they are `nonisolated`: a closure made on the main
/// actor and called by the standard library's loops checks its executor on every call.
extension SelectionList {
  /// The items of the caller's values `given` (the first spelling of each key, in order)
  /// and of the `remembered` ones (newest last: a value remembered and given keeps its place
  /// and takes the recency of its last use), with where each key's item is. One hash per
  /// value. O(n) on average.
  nonisolated static func collect(
    given: [String], remembered: [String]
  ) -> (items: [SelectionItem], indexByKey: SelectionKeyIndex) {
    var items: [SelectionItem] = []
    var indexByKey = SelectionKeyIndex(capacity: given.count + remembered.count)
    items.reserveCapacity(given.count + remembered.count)
    for value in given {
      let item = SelectionItem(value: value, givenIndex: items.count)
      if indexByKey.claim(item.key, at: items.count) == nil { items.append(item) }
    }
    for (recency, value) in remembered.enumerated() {
      let item = SelectionItem(value: value, recency: recency)
      if let index = indexByKey.claim(item.key, at: items.count) {
        items[index].recency = recency
      } else {
        items.append(item)
      }
    }
    return (items, indexByKey)
  }

  /// The index of the first item whose key is in `keys`. O(n).
  nonisolated static func firstIndex(in items: [SelectionItem], of keys: Set<String>) -> Int? {
    for (index, item) in items.enumerated() where keys.contains(item.key) { return index }
    return nil
  }

  /// Sorts `items` by `order`, changing `indexByKey` to follow them (its values in place,
  /// with no key hashed again); returns whether anything moved. O(n log n); O(n) when the
  /// items are in order or in reverse order (a history read newest last, shown newest first:
  /// reversed in place, no item copied).
  nonisolated static func sort(
    _ items: inout [SelectionItem], following indexByKey: inout SelectionKeyIndex, by order: SelectionOrder
  ) -> Bool {
    let places = sortedPlaces(of: items, by: order)
    if places.elementsEqual(items.indices.reversed()) {
      items.reverse()
    } else if !places.elementsEqual(items.indices) {
      let current = items
      items = places.map { current[$0] }
    } else {
      return false
    }
    var moved = [Int](repeating: 0, count: places.count)
    for (place, before) in places.enumerated() { moved[before] = place }
    indexByKey.renumber(moved)
    return true
  }

  /// The places of `items` in `order`: the item at `places[i]` comes `i`th. O(n log n);
  /// O(n) for the orders by numbers (see `sortedPlaces(_:)`).
  nonisolated static func sortedPlaces(of items: [SelectionItem], by order: SelectionOrder) -> [Int] {
    // Keys are distinct, recencies and places given too, so the order is total: no ties.
    if let ranks = order.ranks(of: items) { return sortedPlaces(ranks) }
    var places = Array(items.indices)
    places.sort { order.precedes(items[$0], items[$1]) }
    return places
  }

  /// The places of `ranks` (distinct numbers) in ascending order of rank. O(n) when they
  /// ascend or descend already or lie close together (as recencies and places given do);
  /// O(n log n) otherwise.
  nonisolated static func sortedPlaces(_ ranks: [Int]) -> [Int] {
    if zip(ranks, ranks.dropFirst()).allSatisfy({ $0 < $1 }) { return Array(ranks.indices) }
    if zip(ranks, ranks.dropFirst()).allSatisfy({ $0 > $1 }) { return Array(ranks.indices.reversed()) }
    // Ranks are recencies and places given: few gaps, so a table indexed by rank sorts them.
    if let low = ranks.min(), let high = ranks.max(), high - low < 4 * ranks.count {
      var table = [Int](repeating: -1, count: high - low + 1)
      for (place, rank) in ranks.enumerated() { table[rank - low] = place }
      return table.filter { $0 >= 0 }
    }
    var pairs = zip(ranks, ranks.indices).map { (rank: $0, place: $1) }
    pairs.sort { $0.rank < $1.rank }
    return pairs.map(\.place)
  }
}
