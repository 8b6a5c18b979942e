/// What a key does to a list's cursor.
public enum ListAction: Hashable, Sendable {
  case up, down, pageUp, pageDown, first, last

  /// Arrows, Ctrl-P/Ctrl-N, PgUp/PgDn, Home/End (the readline and fzf keys).
  public static let bindings: [KeyBinding<ListAction>] = [
    KeyBinding([KeyChord(.up), .control("p")], .up, help: .helpMove),
    KeyBinding([KeyChord(.down), .control("n")], .down),
    KeyBinding([KeyChord(.pageUp)], .pageUp),
    KeyBinding([KeyChord(.pageDown)], .pageDown),
    KeyBinding([KeyChord(.home, modifiers: .control), KeyChord(.home)], .first),
    KeyBinding([KeyChord(.end, modifiers: .control), KeyChord(.end)], .last),
  ]
}

extension ListViewport {
  /// Performs `action` with `rows` rows shown.
  public mutating func perform(_ action: ListAction, inRows rows: Int) {
    switch action {
    case .up: move(by: -1, inRows: rows)
    case .down: move(by: 1, inRows: rows)
    case .pageUp: page(down: false, inRows: rows)
    case .pageDown: page(down: true, inRows: rows)
    case .first: move(by: -count, inRows: rows)
    case .last: move(by: count, inRows: rows)
    }
  }

  /// Handles a mouse event over the list's rows (in the list's coordinates): the wheel
  /// scrolls three items, a press on an item moves the cursor there. Returns the item
  /// pressed, if any, so the caller can act on a click.
  public mutating func handle(_ mouse: MouseEvent, inRows rows: Int) -> Int? {
    switch mouse.kind {
    case .wheelUp:
      scroll(by: -3, inRows: rows)
    case .wheelDown:
      scroll(by: 3, inRows: rows)
    case .press where mouse.button == .left:
      guard let index = item(atRow: mouse.row, inRows: rows) else { return nil }
      setCursor(index)
      return index
    default:
      break
    }
    return nil
  }
}
