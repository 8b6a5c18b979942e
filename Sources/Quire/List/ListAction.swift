/// What a key does to a list's cursor.
public enum ListAction: Hashable, Sendable {
  /// One row up or down, one page up or down, the first or the last item.
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

extension ListAction {
  /// `bindings` as a component's own actions (`Action.move`), their help kept.
  public static func bindings<Action: Hashable & Sendable>(
    as action: (ListAction) -> Action
  ) -> [KeyBinding<Action>] {
    bindings.map { KeyBinding($0.chords, action($0.action), help: $0.help) }
  }

  /// The help bar's `↑↓ move`, from the chords `keys` binds to moving up and down (`up`,
  /// `down`); `nil` when nothing moves up.
  public static func moveHelp<Action: Hashable & Sendable>(
    _ keys: KeyMap<Action>, up: Action, down: Action, strings: Strings
  ) -> HelpItem? {
    guard let upChord = keys.chords(for: up).first else { return nil }
    let downLabel = keys.chords(for: down).first.map(\.label) ?? ""
    return HelpItem(keys: upChord.label + downLabel, action: strings[.helpMove])
  }
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
