extension DocumentBrowser {
  /// Keys go to the filter row while it has the keyboard (but for Return, Esc and the moves),
  /// else to the list's keys; a paste goes to the filter. The mouse: a click on a note puts
  /// the cursor there, a click on the note under the cursor opens it; the wheel scrolls; a
  /// click on the filter row gives it the keyboard, on the description edits it.
  public func handle(_ event: InputEvent, context: ScreenContext<DocumentBrowser>) -> EventVerdict {
    let verdict = handleInput(event, context: context)
    // Whatever it moved or reordered, the notes now near the view get their heads.
    if verdict == .consumed { take(.viewChanged, context: context) }
    return verdict
  }

  private func handleInput(_ event: InputEvent, context: ScreenContext<DocumentBrowser>) -> EventVerdict {
    let layout = layout(for: context)
    filter.width = layout.filterField.columns
    let rows = Self.uncoveredListRows(layout, regionRows: context.area.rows, bottomInset: 0)
    switch event {
    case .key(let key):
      notice = nil
      return isFilterFocused
        ? handleFilterKey(key, rows: rows, context: context)
        : handleListKey(key, rows: rows, context: context)
    case .paste:
      notice = nil
      isFilterFocused = true
      return editFilter(event, context: context)
    case .mouse(let mouse):
      handleMouse(mouse, layout: layout, rows: rows, context: context)
      return .consumed
    default:
      return .ignored
    }
  }

  private func handleListKey(_ key: KeyEvent, rows: Int, context: ScreenContext<DocumentBrowser>)
    -> EventVerdict
  {
    if let action = keys.action(for: key) {
      // Esc with no filter to clear is left to whoever wants it.
      if action == .clearFilter, list.query.isEmpty { return .ignored }
      perform(action, context: context)
      return .consumed
    }
    if let move = moveKeys.action(for: key) {
      state.list.viewport.perform(move, inRows: rows)
      return .consumed
    }
    // A letter that is no key here (the first of a word meant for the search) is not
    // dropped unseen: the bell, and a line saying where typing goes.
    if case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift]), key.kind != .release {
      context.ringBell()
      let search = keys.chords(for: .filter).first?.label ?? "/"
      notice = context.strings.text(
        .notAKeyHere, ["key": Sanitiser.visibleText(String(character)), "search": search])
      return .consumed
    }
    return .ignored
  }

  private func handleFilterKey(_ key: KeyEvent, rows: Int, context: ScreenContext<DocumentBrowser>)
    -> EventVerdict
  {
    if let action = filterKeys.action(for: key) {
      perform(action, context: context)
      return .consumed
    }
    if let move = moveKeys.action(for: key), move != .first, move != .last {
      state.list.viewport.perform(move, inRows: rows)
      return .consumed
    }
    return editFilter(.key(key), context: context)
  }

  /// Gives `event` to the filter's field and filters by what it then holds.
  private func editFilter(_ event: InputEvent, context: ScreenContext<DocumentBrowser>) -> EventVerdict {
    let verdict = filter.handle(event, context: context)
    take(.queryChanged(filter.text), context: context)
    return verdict
  }

  private func handleMouse(
    _ mouse: MouseEvent, layout: Layout, rows: Int, context: ScreenContext<DocumentBrowser>
  ) {
    if let row = layout.filterRow, mouse.row == row || (isFilterFocused && filter.dragAnchor != nil) {
      guard mouse.kind == .press || isFilterFocused else { return }
      isFilterFocused = true
      var local = mouse
      local.column -= layout.filterField.column
      local.row -= row
      _ = filter.handle(.mouse(local), context: context)
      return
    }
    if mouse.row == layout.descriptionRow, mouse.kind == .press, mouse.button == .left {
      perform(.describe, context: context)
      return
    }
    let list = layout.list
    guard mouse.row >= list.row, mouse.row < list.endRow else { return }
    var local = mouse
    local.row -= list.row
    let before = self.list.viewport.cursor
    if let pressed = state.list.viewport.handle(local, inRows: rows), pressed == before {
      perform(.open, context: context)
    }
  }
}
