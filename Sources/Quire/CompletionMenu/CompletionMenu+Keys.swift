extension CompletionMenu {
  /// Up/Down (and Ctrl-P/Ctrl-N) move, PgUp/PgDn by a page, Tab or Return insert, Esc
  /// closes, Ctrl-Space opens where the completer says there is something to complete.
  public static let defaultKeys = KeyMap<CompletionMenuAction>([
    KeyBinding([KeyChord(.tab), KeyChord(.enter)], .accept, help: .helpInsert),
    KeyBinding([KeyChord(.up), .control("p")], .up, help: .helpMove),
    KeyBinding([KeyChord(.down), .control("n")], .down),
    KeyBinding([KeyChord(.pageUp)], .pageUp),
    KeyBinding([KeyChord(.pageDown)], .pageDown),
    KeyBinding([KeyChord(.escape)], .close, help: .helpClose),
    KeyBinding([KeyChord(.character(" "), modifiers: .control)], .open),
  ])

  /// The keys that work now, for the help bar: `tab insert  ↑↓ move  esc close` while open
  /// (insert and move only with rows to choose from); nothing while closed.
  public func helpItems(_ strings: Strings) -> [HelpItem] {
    guard isOpen else { return [] }
    let hasRows = (rows?.count ?? 0) > 0
    var items: [HelpItem] = []
    if hasRows {
      items += keys.helpItems(strings) { $0 == .accept }
      if let move = ListAction.moveHelp(keys, up: .up, down: .down, strings: strings) { items.append(move) }
    }
    items += keys.helpItems(strings) { $0 == .close }
    return items
  }
}
