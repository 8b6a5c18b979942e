extension SelectionList {
  /// What `add(_:)` did.
  public enum Addition: Hashable, Sendable {
    /// The value was new and is now in the list.
    case added(String)
    /// A value equal to it (ignoring case and normalisation) was there already: that one.
    case existing(String)
    /// The value was empty once trimmed: nothing changed.
    case empty
  }

  /// Adds `value` (trimmed of white space at both ends) as the newest remembered value,
  /// sorted in, unless a value with its key is there already; either way the value is
  /// chosen (when the limit allows: else the bell rings), the filter is cleared, and the
  /// cursor goes to the value, scrolled into view. O(n).
  @discardableResult
  public mutating func add(_ value: String, context: EventContext? = nil) -> Addition {
    let text = SelectionList.trimmed(value)
    guard !text.isEmpty else { return .empty }
    let outcome: Addition
    if let index = indexByKey[SelectionItem.key(for: text)] {
      outcome = .existing(items[index].value)
    } else {
      let item = SelectionItem(value: text, recency: nextRecency)
      nextRecency += 1
      insert(item)
      if let index = forgotten.firstIndex(where: { SelectionItem.key(for: $0) == item.key }) {
        forgotten.remove(at: index)
      } else {
        added.append(text)
      }
      outcome = .added(text)
    }
    let key = SelectionItem.key(for: text)
    if !chosenKeys.contains(key) {
      if !takesSeveral {
        chosenKeys = [key]
      } else if let limit, chosenKeys.count >= limit {
        context?.ringBell()
      } else {
        chosenKeys.insert(key)
      }
    }
    clearFilter(cursorOn: indexByKey[key])
    return outcome
  }

  /// Forgets the remembered value `value`: it leaves the list (and the chosen values).
  /// Returns whether it did; a caller's value is never forgotten. O(n).
  @discardableResult
  public mutating func forget(_ value: String) -> Bool {
    let key = SelectionItem.key(for: value)
    guard let index = indexByKey[key], items[index].isForgettable else { return false }
    let removed = items.remove(at: index)
    reindex()
    chosenKeys.remove(key)
    if let place = added.firstIndex(where: { SelectionItem.key(for: $0) == key }) {
      added.remove(at: place)
    } else {
      forgotten.append(removed.value)
    }
    let cursor = viewport.cursor
    refilter(narrowing: false, resetCursor: false)
    viewport.setCount(rowCount, cursor: cursor)
    viewport.reveal(inRows: rowsShown)
    return true
  }

  /// Chooses or unchooses `value`. With one value to choose, choosing moves the checkmark
  /// there and unchoosing is refused; with several, choosing past the limit rings the bell.
  /// Returns whether anything changed.
  @discardableResult
  public mutating func toggle(_ value: String, context: EventContext? = nil) -> Bool {
    let key = SelectionItem.key(for: value)
    guard indexByKey[key] != nil else { return false }
    if !takesSeveral {
      if chosenKeys == [key] { return false }
      chosenKeys = [key]
      return true
    }
    if chosenKeys.contains(key) {
      chosenKeys.remove(key)
      hasUnchosen = true
      return true
    }
    if let limit, chosenKeys.count >= limit {
      context?.ringBell()
      return false
    }
    chosenKeys.insert(key)
    return true
  }

  /// Whether finishing now, with none chosen, finishes with none (else it chooses the row
  /// under the cursor).
  var finishesEmpty: Bool { allowsNone && takesSeveral && hasUnchosen }

  /// Makes `values` the chosen ones (those the list has, up to the limit, the first ones).
  public mutating func setChosen(_ values: [String]) {
    chosenKeys = []
    for value in values {
      let key = SelectionItem.key(for: value)
      guard indexByKey[key] != nil else { continue }
      if let limit, chosenKeys.count >= limit { break }
      chosenKeys.insert(key)
    }
  }

  /// Empties the filter, so every item shows again, with the cursor on the item at `index`
  /// of `items` (else where it was).
  mutating func clearFilter(cursorOn index: Int? = nil) {
    let kept = index ?? cursorItemIndex
    if !filter.isEmpty { filter.replaceText(with: "", at: .zero) }
    matches = nil
    matchedQuery = ""
    viewport.setCount(rowCount, cursor: kept.flatMap { rowIndex(ofItem: $0) } ?? viewport.cursor)
    viewport.reveal(inRows: rowsShown)
  }

  /// The index in `items` of the item under the cursor, if it is on one.
  var cursorItemIndex: Int? {
    guard case .item(let index) = cursorRow else { return nil }
    return index
  }

  /// Puts `item` in its place in `order`. O(n).
  mutating func insert(_ item: SelectionItem) {
    var low = 0
    var high = items.count
    while low < high {
      let middle = (low + high) / 2
      if order.precedes(items[middle], item) { low = middle + 1 } else { high = middle }
    }
    items.insert(item, at: low)
    reindex()
  }

  /// Sorts the items by `order` and refilters. O(n log n); O(n) for a list already in order
  /// or in reverse order (a history read newest last, shown newest first).
  mutating func resort() {
    let cursorKey = cursorItemIndex.map { items[$0].key }
    if SelectionList.sort(&items, following: &indexByKey, by: order) {
      candidates = MatchCandidates()
      candidatesAreCurrent = false
    }
    refilter(narrowing: false, resetCursor: false)
    rowsChanged(keepingCursor: true, item: cursorKey.flatMap { indexByKey[$0] })
  }

  /// Rebuilds `indexByKey` from `items`; the matcher's candidates are prepared again when the
  /// filter is next used. O(n).
  mutating func reindex() {
    indexByKey = SelectionKeyIndex(keys: items.lazy.map(\.key))
    candidates = MatchCandidates()
    candidatesAreCurrent = false
  }

  /// Prepares the items' values for the matcher, unless they are already. O(n).
  mutating func prepareCandidates() {
    guard !candidatesAreCurrent else { return }
    candidates = MatchCandidates(items.lazy.map(\.value))
    candidatesAreCurrent = true
  }
}
