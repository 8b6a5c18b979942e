extension BestEffortHistory {
  /// Remembers what a selection list changed: forgets the values forgotten, records the
  /// values added, then, when `chosen` (the user accepted), the values chosen, so they are
  /// the newest. Failures are kept for `takeWarning()`, as for every call.
  public mutating func remember(_ result: SelectionResult, chosen: Bool) {
    for value in result.forgotten { forget(value) }
    let chosenKeys = Set(chosen ? result.chosen.map(SelectionItem.key(for:)) : [])
    for value in result.added where !chosenKeys.contains(SelectionItem.key(for: value)) { record(value) }
    guard chosen else { return }
    for value in result.chosen { record(value) }
  }
}
