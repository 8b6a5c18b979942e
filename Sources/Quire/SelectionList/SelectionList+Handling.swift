extension SelectionList {
  /// Handles a key, a paste or a mouse event. The list's keys act on the rows; other keys
  /// and pastes edit the filter, which filters again. Mouse events are in the list's own
  /// layout (`draw(in:context:)`): row 0 is the filter, the rows below it the list. What
  /// the owner must do is left in `request`.
  public mutating func handle(_ event: InputEvent, context: EventContext) -> EventVerdict {
    if case .mouse(var mouse) = event {
      if mouse.row == 0 || isDraggingInFilter {
        mouse.column -= 1
        return handleFilterMouse(mouse, context: context)
      }
      mouse.row -= 1
      return handleRowMouse(mouse, context: context)
    }
    return handleInput(event, context: context)
  }

  /// Handles a key or a paste: the list's keys act on the rows, other keys and pastes edit
  /// the filter. For owners that place the filter and the rows themselves and route mouse
  /// events to `filter` and `handleRowMouse(_:context:)`.
  public mutating func handleInput(_ event: InputEvent, context: EventContext) -> EventVerdict {
    switch event {
    case .key(let key):
      if let action = keys.action(for: key), !isTyped(key, action: action) {
        return perform(action, context: context)
      }
      return edit(event, context: context)
    case .paste:
      return edit(event, context: context)
    default:
      return .ignored
    }
  }

  /// Whether a drag that started in the filter is under way: its events go to the filter
  /// wherever they are.
  public var isDraggingInFilter: Bool { filter.dragAnchor != nil }

  /// Handles a mouse event over the filter, in the field's coordinates: a press places the
  /// caret, a drag selects.
  public mutating func handleFilterMouse(_ mouse: MouseEvent, context: EventContext) -> EventVerdict {
    filter.handle(.mouse(mouse), context: context)
  }

  /// Whether `key`, bound to `action`, is typed into the filter instead: Space toggles only
  /// while the filter is empty, so a filter can hold spaces.
  func isTyped(_ key: KeyEvent, action: Action) -> Bool {
    action == .toggle && key.key == .character(" ") && !filter.isEmpty
  }

  /// Gives `event` to the filter; filters again when the text changed.
  mutating func edit(_ event: InputEvent, context: EventContext) -> EventVerdict {
    let before = filter.text
    let verdict = filter.handle(event, context: context)
    if filter.text != before { refilter(narrowing: true) }
    return verdict
  }

  /// Performs `action` as a key bound to it would.
  @discardableResult
  public mutating func perform(_ action: Action, context: EventContext) -> EventVerdict {
    switch action {
    case .move(let move):
      viewport.perform(move, inRows: rowsShown)
    case .choose:
      activate(context: context, toggling: false)
    case .toggle:
      guard let item = cursorItem else {
        context.ringBell()
        return .consumed
      }
      toggle(item.value, context: context)
    case .forget:
      guard let item = cursorItem, item.isForgettable else {
        context.ringBell()
        return .consumed
      }
      request = .confirmForget(item.value)
    case .cancel:
      if filter.isEmpty { request = .cancel } else { clearFilter() }
    case .nextMatchMode:
      matchMode = SelectionList.mode(after: matchMode)
    }
    return .consumed
  }

  /// Acts on the row under the cursor: `Other…` asks for a value, `Add “…”` adds the
  /// filter's text (and finishes with it when one value is chosen); an item is chosen
  /// (finishing with one value to choose; with several, `toggling` toggles it, else the
  /// list finishes with the chosen values, or this one when none is chosen, unless the user
  /// emptied a list that `allowsNone`).
  mutating func activate(context: EventContext, toggling: Bool) {
    switch cursorRow {
    case .other?:
      request = .askNewValue(startingWith: SelectionList.trimmed(filter.text))
    case .add(let text)?:
      add(text, context: context)
      if !takesSeveral { request = .finish(result) }
    case .item(let index)?:
      let item = items[index]
      if takesSeveral && toggling {
        toggle(item.value, context: context)
      } else if takesSeveral {
        if chosenKeys.isEmpty && !finishesEmpty { chosenKeys.insert(item.key) }
        request = .finish(result)
      } else {
        chosenKeys = [item.key]
        request = .finish(result)
      }
    case nil:
      if takesSeveral && (!chosenKeys.isEmpty || finishesEmpty) {
        request = .finish(result)
      } else {
        context.ringBell()
      }
    }
  }

  /// Handles a mouse event over the rows, in their coordinates (row 0 is the first row
  /// shown): the wheel scrolls; a press moves the cursor to the row, and a press on the
  /// cursor's row (a second click, or a double click) chooses it, or toggles it when
  /// several are chosen. `Other…` and `Add “…”` act on the first press.
  public mutating func handleRowMouse(_ mouse: MouseEvent, context: EventContext) -> EventVerdict {
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      _ = viewport.handle(mouse, inRows: rowsShown)
      return .consumed
    case .press where mouse.button == .left:
      let before = viewport.cursor
      guard let index = viewport.item(atRow: mouse.row, inRows: rowsShown) else { return .consumed }
      viewport.setCursor(index)
      switch row(at: index) {
      case .other?, .add?: activate(context: context, toggling: false)
      case .item?: if before == index { activate(context: context, toggling: true) }
      case nil: break
      }
      return .consumed
    case .release, .drag, .move:
      return .consumed
    default:
      return .ignored
    }
  }
}
