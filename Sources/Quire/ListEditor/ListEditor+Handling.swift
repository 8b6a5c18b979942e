extension ListEditor {
  /// Handles the cursor keys, delete, reorder, undo and redo, and the wheel and a press on
  /// an item (which moves the cursor there). Leaves add, edit and done to the owner, which
  /// reads them from the same `keys`, and every other key to the app (Ctrl-C quits).
  public mutating func handle(_ event: InputEvent, context: EventContext) -> EventVerdict {
    switch event {
    case .key(let key):
      guard let action = keys.action(for: key) else { return .ignored }
      return perform(action, context: context)
    case .mouse(let mouse):
      switch mouse.kind {
      case .wheelUp, .wheelDown, .press:
        _ = viewport.handle(mouse, inRows: rows)
        return .consumed
      default:
        return .ignored
      }
    default:
      return .ignored
    }
  }

  /// Performs `action` as its key would; `.add`, `.edit` and `.done` are the owner's and are
  /// ignored here. Rings the bell when there is nothing to act on.
  public mutating func perform(_ action: ListEditorAction, context: EventContext) -> EventVerdict {
    switch action {
    case .cursor(let move):
      viewport.perform(move, inRows: rows)
    case .delete:
      guard let cursor else { return bell(context) }
      deleteItem(at: cursor)
    case .moveUp, .moveDown:
      guard let cursor, moveItem(at: cursor, by: action == .moveUp ? -1 : 1) else { return bell(context) }
    case .undo:
      if !undo() { return bell(context) }
    case .redo:
      if !redo() { return bell(context) }
    case .add, .edit, .done:
      return .ignored
    }
    return .consumed
  }

  private func bell(_ context: EventContext) -> EventVerdict {
    context.ringBell()
    return .consumed
  }

  /// The item drawn at `row` of the list, if any.
  public func item(atRow row: Int) -> Int? {
    viewport.item(atRow: row, inRows: rows)
  }
}
