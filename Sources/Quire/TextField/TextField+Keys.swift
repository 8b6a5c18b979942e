extension TextField {
  /// What a key does in a field.
  public enum Action: Hashable, Sendable {
    /// An edit or a caret move shared with the multi-line area.
    case edit(TextEditAction)
    /// Takes the suggestion the ghost text shows (Tab).
    case acceptSuggestion
    /// Shows the next older matching suggestion (Up), wrapping.
    case olderSuggestion
    /// Shows the next newer matching suggestion (Down), wrapping.
    case newerSuggestion
  }

  /// The keys every field starts with: the shared editing keys (`sharedBindings`), Ctrl-E to
  /// the end of the line, Tab to take a suggestion, Up and Down to go through them.
  public static let defaultKeys: KeyMap<Action> = {
    var bindings = TextEditAction.sharedBindings.map { binding in
      KeyBinding(binding.chords, Action.edit(binding.action), help: binding.help)
    }
    if let end = bindings.firstIndex(where: { $0.action == .edit(.move(.lineEnd)) }) {
      bindings[end].chords.append(.control("e"))
    }
    bindings += [
      KeyBinding(KeyChord(.tab), .acceptSuggestion, help: .helpAccept),
      KeyBinding(KeyChord(.up), .olderSuggestion, help: .helpSuggestion),
      KeyBinding(KeyChord(.down), .newerSuggestion),
    ]
    return KeyMap(bindings)
  }()

  /// The keys that work now, for the help bar: taking a suggestion and going through them
  /// while one shows, undo and redo while there is something to undo or redo.
  public func helpItems(_ strings: Strings) -> [HelpItem] {
    var items: [HelpItem] = []
    let matches = suggestionMatches
    if shownSuggestion(among: matches) != nil {
      items += keys.helpItems(strings) { $0 == .acceptSuggestion }
      if matches.count > 1, let older = keys.chords(for: .olderSuggestion).first {
        let newer = keys.chords(for: .newerSuggestion).first.map(\.label) ?? ""
        items.append(HelpItem(keys: older.label + newer, action: strings[.helpSuggestion]))
      }
    }
    items += keys.helpItems(strings) { action in
      switch action {
      case .acceptSuggestion, .olderSuggestion, .newerSuggestion: return false
      case .edit(.undo): return buffer.canUndo
      case .edit(.redo): return buffer.canRedo
      default: return true
      }
    }
    return items
  }
}
