extension ListEditorScreen {
  /// Gives the event to the list, then acts on what it left: add and edit open the input
  /// overlay, done finishes with the items. A press on the cursor's item edits it; a press
  /// on another item moves the cursor there.
  public func handle(_ event: InputEvent, context: ScreenContext<ListEditorScreen>) -> EventVerdict {
    let layout = Self.layout(in: TerminalSize(columns: context.area.columns, rows: context.area.rows))
    if !context.area.isEmpty { editor.rows = layout.list.rows }
    defer { reportChange() }
    switch event {
    case .key(let key):
      if editor.handle(event, context: context) == .consumed { return .consumed }
      guard let action = editor.keys.action(for: key) else { return .ignored }
      return perform(action, context: context)
    case .mouse(var mouse):
      mouse.row -= layout.list.row
      if mouse.kind == .press, mouse.button == .left, let index = editor.item(atRow: mouse.row),
        index == editor.cursor
      {
        return perform(.edit, context: context)
      }
      guard mouse.row >= 0 else { return .consumed }
      return editor.handle(.mouse(mouse), context: context)
    default:
      return .ignored
    }
  }

  /// Performs `action` as its key would: add and edit through the overlay, done, and the
  /// list's own actions.
  public func perform(_ action: ListEditorAction, context: ScreenContext<ListEditorScreen>) -> EventVerdict {
    let strings = context.strings
    switch action {
    case .add:
      let overlay = InputOverlay(title: strings[.newItem], validator: Self.itemValidator(strings))
      context.push(overlay) { [weak self] item in
        guard let self, let item else { return }
        editor.add(item)
        reportChange()
      }
    case .edit:
      guard let index = editor.cursor else {
        context.ringBell()
        return .consumed
      }
      let overlay = InputOverlay(
        title: strings[.editItem], value: editor.items[index], validator: Self.itemValidator(strings))
      context.push(overlay) { [weak self] item in
        guard let self, let item else { return }
        editor.replaceItem(at: index, with: item)
        reportChange()
      }
    case .done:
      context.finish(editor.items)
    default:
      return editor.perform(action, context: context)
    }
    return .consumed
  }
}
