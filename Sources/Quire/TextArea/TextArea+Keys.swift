extension TextArea {
  /// The keys of a multi-line editor: the shared readline and editing keys (Ctrl-A is the line
  /// start), Up/Down and Ctrl-P/Ctrl-N by screen row, PgUp/PgDn, Shift with any of them to
  /// select, Return a line break, Tab a tab, Ctrl-E the text in `$VISUAL`/`$EDITOR`. The help
  /// bar lists undo, redo and `$EDITOR`.
  public static let defaultKeyMap: KeyMap<TextAreaAction> = {
    var bindings = TextEditAction.sharedBindings.map { shared in
      KeyBinding(shared.chords, TextAreaAction.edit(shared.action), help: shared.help)
    }
    bindings += [
      KeyBinding([KeyChord(.up), .control("p")], .rowUp),
      KeyBinding([KeyChord(.down), .control("n")], .rowDown),
      KeyBinding([KeyChord(.pageUp)], .pageUp),
      KeyBinding([KeyChord(.pageDown)], .pageDown),
      KeyBinding([.shift(.up)], .selectRowUp),
      KeyBinding([.shift(.down)], .selectRowDown),
      KeyBinding([.shift(.pageUp)], .selectPageUp),
      KeyBinding([.shift(.pageDown)], .selectPageDown),
      KeyBinding([KeyChord(.enter), .shift(.enter)], .insertLineBreak),
      KeyBinding([KeyChord(.tab)], .insertTab),
      KeyBinding([.control("e")], .externalEditor, help: .helpEditor),
    ]
    return KeyMap(bindings)
  }()

  /// The keys that work now: undo, redo and `$EDITOR`, none of them when read-only.
  public func helpItems(_ strings: Strings) -> [HelpItem] {
    helpEntries(strings).map(\.item)
  }

  /// The help bar's entries with their actions, for a help line whose items can be clicked.
  public func helpEntries(_ strings: Strings) -> [(item: HelpItem, action: TextAreaAction)] {
    keyMap.helpEntries(strings) { action in !isReadOnly || !action.changesText }
  }
}

extension TextAreaAction {
  /// Whether the action may change the text (what read-only mode refuses).
  var changesText: Bool {
    switch self {
    case .edit(let edit):
      switch edit {
      case .move, .select, .selectAll, .copy: return false
      case .delete, .undo, .redo, .cut, .paste: return true
      }
    case .rowUp, .rowDown, .pageUp, .pageDown, .selectRowUp, .selectRowDown, .selectPageUp, .selectPageDown:
      return false
    case .insertLineBreak, .insertTab, .externalEditor:
      return true
    }
  }
}
