extension CompletionMenu {
  /// Handles `event` for a host whose `target` is drawn in an area of `area`, in the area's
  /// coordinates: the menu's own keys and clicks first, then the target, and the menu
  /// follows what the target did. Carries out the menu's effects on `target` (a fetch is
  /// left for `takeFetch()`).
  public mutating func handle<Target: CompletionTarget>(
    _ event: InputEvent, target: inout Target, area: TerminalSize, context: EventContext
  ) -> EventVerdict {
    if let verdict = handleOwn(event, target: &target, area: area, context: context) { return verdict }
    let verdict = target.handle(event, context: context)
    follow(event, target: &target, context: context)
    return verdict
  }

  /// The menu's part of `handle`: a key of the menu's while it shows (Tab and Return only
  /// with a row to insert; Ctrl-Space at any time), a click or the wheel on it. `nil` leaves
  /// the event to the target (a click elsewhere closes the menu first).
  public mutating func handleOwn<Target: CompletionTarget>(
    _ event: InputEvent, target: inout Target, area: TerminalSize, context: EventContext
  ) -> EventVerdict? {
    switch event {
    case .key(let key):
      guard key.kind != .release, let action = keys.action(for: key) else { return nil }
      if action == .open {
        carryOut(receive(.asked(target.completionText(limit: Self.lineLimit))), on: &target, context: context)
        return .consumed
      }
      // A menu with no room to show takes no keys: they go to the text as if it were closed.
      guard placement(for: target, in: area, strings: context.strings) != nil else { return nil }
      let hasRows = (rows?.count ?? 0) > 0
      if !hasRows, action != .close { return nil }
      carryOut(receive(.perform(action)), on: &target, context: context)
      return .consumed
    case .mouse(let mouse):
      guard let placement = placement(for: target, in: area, strings: context.strings) else { return nil }
      let point = CellPosition(column: mouse.column, row: mouse.row)
      guard placement.box.contains(point) else {
        if mouse.kind == .press { close() }
        return nil
      }
      let row = mouse.row - placement.list.row
      switch mouse.kind {
      case .wheelUp: carryOut(receive(.scrolled(-3)), on: &target, context: context)
      case .wheelDown: carryOut(receive(.scrolled(3)), on: &target, context: context)
      case .press where mouse.button == .left && placement.list.contains(point):
        if let rows, let item = rows.viewport.item(atRow: row, inRows: placement.list.rows) {
          carryOut(receive(.chose(item)), on: &target, context: context)
        }
      default: break
      }
      return .consumed
    default:
      return nil
    }
  }

  /// Tells the menu what the target did with `event` (the text or the caret may have
  /// changed): a typed character may open it, an edit filters it or closes it.
  public mutating func follow<Target: CompletionTarget>(
    _ event: InputEvent, target: inout Target, context: EventContext
  ) {
    var typed = false
    if case .key(let key) = event, key.kind != .release, case .character = key.key,
      key.modifiers.subtracting(.shift).isEmpty
    {
      typed = true
    }
    guard typed || isOpen else { return }
    carryOut(
      receive(.edited(target.completionText(limit: Self.lineLimit), typed: typed)), on: &target,
      context: context)
  }

  /// Takes what a fetch run for this menu answered.
  public mutating func receive<Target: CompletionTarget>(
    _ message: CompletionMessage, target: inout Target, context: EventContext
  ) {
    switch message {
    case .answered(let answer): carryOut(receive(.answered(answer)), on: &target, context: context)
    }
  }

  /// Where the menu goes over `target` drawn in an area of `size`: under (or above) its
  /// caret; `nil` while closed, when the caret does not show, or when there is no room.
  public func placement<Target: CompletionTarget>(
    for target: Target, in size: TerminalSize, strings: Strings = .english
  ) -> CompletionMenuPlacement? {
    guard isOpen, let caret = target.caretCell(in: size) else { return nil }
    return placement(caret: caret, in: size, strings: strings)
  }

  /// The keys that work now over `target` drawn in an area of `size`: the menu's while it
  /// shows (`helpItems(_:)`); none while it is closed or has no room to show, when its keys
  /// go to the text.
  public func helpItems<Target: CompletionTarget>(
    over target: Target, in size: TerminalSize, strings: Strings
  ) -> [HelpItem] {
    placement(for: target, in: size, strings: strings) == nil ? [] : helpItems(strings)
  }

  /// Draws the menu over `target`, already drawn in `canvas` (the target's area), under or
  /// above its caret.
  public func draw<Target: CompletionTarget>(over canvas: inout Canvas, target: Target, context: DrawContext)
  {
    guard let placement = placement(for: target, in: canvas.size, strings: context.strings) else { return }
    draw(at: placement, in: &canvas, context: context)
  }

  /// Carries out `effects` on `target`: replacements edit it, the bell rings; a fetch waits
  /// in `pendingFetch` for the host.
  mutating func carryOut<Target: CompletionTarget>(
    _ effects: [CompletionMenuEffect], on target: inout Target, context: EventContext
  ) {
    for effect in effects {
      switch effect {
      case .fetch(let fetch): pendingFetch = fetch
      case .replace(let range, let text): target.replaceForCompletion(range, with: text, context: context)
      case .bell: context.ringBell()
      }
    }
  }
}
