extension ListEditor {
  /// Makes `edit` as one undo step, clears what could be redone, and puts the cursor on the
  /// item it touched. Precondition: `edit.isValid(in: items)`. O(n).
  public mutating func perform(_ edit: ListEdit) {
    let inverse = apply(edit)
    undoStack.append(inverse)
    if undoStack.count > Self.historyLimit { undoStack.removeFirst(undoStack.count - Self.historyLimit) }
    redoStack.removeAll()
  }

  /// Adds `item` after the cursor's item (first in an empty list) and puts the cursor on it.
  public mutating func add(_ item: String) {
    perform(.insert(item, at: cursor.map { $0 + 1 } ?? 0))
  }

  /// Puts `item` in place of the item at `index`; nothing when it is the same text.
  public mutating func replaceItem(at index: Int, with item: String) {
    guard items.indices.contains(index), items[index] != item else { return }
    perform(.replace(at: index, with: item))
  }

  /// Deletes the item at `index`; the cursor goes to the item after it (or the new last).
  public mutating func deleteItem(at index: Int) {
    guard items.indices.contains(index) else { return }
    perform(.remove(at: index))
  }

  /// Moves the item at `index` by `offset` places (up when negative), stopping at the ends;
  /// the cursor follows it. Returns whether it moved.
  @discardableResult
  public mutating func moveItem(at index: Int, by offset: Int) -> Bool {
    guard items.indices.contains(index) else { return false }
    let target = min(max(0, index + offset), items.count - 1)
    guard target != index else { return false }
    perform(.move(from: index, to: target))
    return true
  }

  /// Undoes the newest change, putting the cursor where it was made. Returns whether there
  /// was one.
  @discardableResult
  public mutating func undo() -> Bool {
    guard let edit = undoStack.popLast() else { return false }
    redoStack.append(apply(edit))
    return true
  }

  /// Makes the newest undone change again. Returns whether there was one.
  @discardableResult
  public mutating func redo() -> Bool {
    guard let edit = redoStack.popLast() else { return false }
    undoStack.append(apply(edit))
    return true
  }

  /// Applies `edit`, moves the cursor to what it touched, and returns its inverse.
  private mutating func apply(_ edit: ListEdit) -> ListEdit {
    let inverse = edit.apply(to: &items)
    revision += 1
    viewport.setCount(items.count, cursor: edit.cursorAfter(count: items.count))
    viewport.reveal(inRows: rows)
    return inverse
  }
}
