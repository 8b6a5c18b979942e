extension ListEditor {
  /// `a` or Insert add, Return or `e` edit, `d` or Delete delete, Alt-↑/Alt-↓ (or
  /// Shift-↑/Shift-↓) move the item, Ctrl-Z/Ctrl-Y undo and redo, Esc or Ctrl-S done; the
  /// list's cursor keys (`ListAction.bindings`) move the cursor.
  public static let defaultKeys: KeyMap<ListEditorAction> = KeyMap(
    [
      KeyBinding([.character("a"), KeyChord(.insert)], .add, help: .helpAdd),
      KeyBinding([KeyChord(.enter), .character("e")], .edit, help: .helpEdit),
      KeyBinding([.character("d"), KeyChord(.delete)], .delete, help: .helpDelete),
      KeyBinding([KeyChord(.up, modifiers: .alt), .shift(.up)], .moveUp, help: .helpReorder),
      KeyBinding([KeyChord(.down, modifiers: .alt), .shift(.down)], .moveDown),
      KeyBinding([.control("z")], .undo, help: .helpUndo),
      KeyBinding(
        [.control("y"), KeyChord(.character("z"), modifiers: [.control, .shift])], .redo, help: .helpRedo),
      KeyBinding([KeyChord(.escape), .control("s")], .done, help: .helpDone),
    ]
      + ListAction.bindings.map { KeyBinding($0.chords, ListEditorAction.cursor($0.action)) })

  /// The keys that work now: add, then edit, delete and reorder while there is an item, undo
  /// and redo while there is something to undo or redo, and done. The two reorder keys show
  /// as one entry (`alt-↑↓ reorder`).
  public func helpItems(_ strings: Strings) -> [HelpItem] {
    let hasItems = !items.isEmpty
    return keys.helpItems(strings) { action in
      switch action {
      case .add, .done: return true
      case .edit, .delete: return hasItems
      case .moveUp, .moveDown: return items.count > 1
      case .undo: return canUndo
      case .redo: return canRedo
      case .cursor: return false
      }
    }.map { item in
      guard item.action == strings[.helpReorder], let up = keys.chords(for: .moveUp).first,
        let down = keys.chords(for: .moveDown).first
      else { return item }
      return HelpItem(keys: Self.joinedLabel(up.label, down.label), action: item.action)
    }
  }

  /// Two key labels as one: `alt-↑` and `alt-↓` make `alt-↑↓`.
  static func joinedLabel(_ first: String, _ second: String) -> String {
    let shared = zip(first, second).prefix { $0 == $1 }.count
    return first + second.dropFirst(shared)
  }
}
