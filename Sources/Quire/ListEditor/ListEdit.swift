/// One change to a list of items, as data: applying it returns its inverse, which is its undo.
/// The list editor makes every change through `apply(to:)`, so undo, redo and the caller's
/// view of the list see the same changes.
public enum ListEdit: Hashable, Sendable {
  /// Puts an item at an index (the end when the index is the count).
  case insert(String, at: Int)
  /// Takes the item at an index out.
  case remove(at: Int)
  /// Puts a new text in place of the item at an index.
  case replace(at: Int, with: String)
  /// Moves the item at one index to another, the items between shifting by one.
  case move(from: Int, to: Int)

  /// Whether the edit's indices exist in `items`.
  public func isValid(in items: [String]) -> Bool {
    switch self {
    case .insert(_, let index): return index >= 0 && index <= items.count
    case .remove(let index), .replace(let index, _): return items.indices.contains(index)
    case .move(let from, let to): return items.indices.contains(from) && items.indices.contains(to)
    }
  }

  /// Applies the edit to `items` and returns its inverse. Precondition: `isValid(in:)`.
  /// O(n) for an insert, a removal or a move; O(1) for a replacement.
  @discardableResult
  public func apply(to items: inout [String]) -> ListEdit {
    precondition(isValid(in: items), "list edit \(self) outside \(items.count) items")
    switch self {
    case .insert(let item, let index):
      items.insert(item, at: index)
      return .remove(at: index)
    case .remove(let index):
      return .insert(items.remove(at: index), at: index)
    case .replace(let index, let item):
      let old = items[index]
      items[index] = item
      return .replace(at: index, with: old)
    case .move(let from, let to):
      items.insert(items.remove(at: from), at: to)
      return .move(from: to, to: from)
    }
  }

  /// The item the edit leaves the cursor on in a list of `count` items after it (`nil` when
  /// the list is empty): the item inserted, replaced or moved, or the one after the removed.
  public func cursorAfter(count: Int) -> Int? {
    guard count > 0 else { return nil }
    switch self {
    case .insert(_, let index), .replace(let index, _): return min(index, count - 1)
    case .remove(let index): return min(index, count - 1)
    case .move(_, let to): return min(to, count - 1)
    }
  }
}
