extension SelectionList {
  /// What a key does in a selection list. Keys bound to none of these go to the filter.
  public enum Action: Hashable, Sendable {
    /// Moves the cursor.
    case move(ListAction)
    /// Return: chooses the row under the cursor (one value), or is done (several); on
    /// `Other…` or `Add “…”`, adds.
    case choose
    /// Space (while the filter is empty, else Space is typed) or Tab: chooses or unchooses
    /// the row under the cursor (with one value to choose, moves the checkmark there).
    case toggle
    /// Delete: forgets the remembered value under the cursor, once confirmed.
    case forget
    /// Esc: empties the filter, or leaves when it is empty.
    case cancel
    /// Ctrl-T: the next match mode (fuzzy, prefix, substring).
    case nextMatchMode
  }

  /// The list's keys: the list keys every list shares (arrows, Ctrl-P/Ctrl-N, PgUp/PgDn,
  /// Home/End), Return, Space and Tab, Delete, Esc, Ctrl-T.
  public static let defaultKeys: KeyMap<Action> = KeyMap(
    ListAction.bindings(as: Action.move) + [
      KeyBinding(KeyChord(.enter), .choose, help: .helpChoose),
      KeyBinding([.character(" "), KeyChord(.tab)], .toggle, help: .helpToggle),
      KeyBinding(KeyChord(.delete), .forget, help: .helpForget),
      KeyBinding(KeyChord(.escape), .cancel, help: .helpCancel),
      KeyBinding(.control("t"), .nextMatchMode, help: .helpMatchMode),
    ])

  /// The filter's keys: a field's, without undo and redo (a list edits nothing, so Ctrl-Z
  /// suspends, as a shell user expects) and without the suggestion keys.
  public static let filterKeys: KeyMap<TextField.Action> = {
    var keys = TextField.defaultKeys
    for action in [
      TextField.Action.edit(.undo), .edit(.redo), .acceptSuggestion, .olderSuggestion, .newerSuggestion,
    ] {
      for chord in keys.chords(for: action) { keys.unbind(chord) }
    }
    keys.bindings.removeAll { $0.chords.isEmpty }
    return keys
  }()

  /// The keys that work now, for the help bar: `↑↓ move`, what Return does here (`choose`,
  /// `done`, `add`), `space toggle` with several values, `type to filter` or, while
  /// filtering, `^T match mode`, `del forget` on a remembered value, `esc cancel` (or
  /// `clear` while filtering).
  public func helpItems(_ strings: Strings) -> [HelpItem] {
    var items: [HelpItem] = []
    if rowCount > 1,
      let move = ListAction.moveHelp(keys, up: .move(.up), down: .move(.down), strings: strings)
    {
      items.append(move)
    }
    if let enter = keys.chords(for: .choose).first, let word = chooseWord {
      items.append(HelpItem(keys: enter.label, action: strings[word]))
    }
    if takesSeveral, let toggle = toggleChord {
      items.append(HelpItem(keys: toggle.label, action: strings[.helpToggle]))
    }
    if filter.isEmpty {
      items.append(HelpItem(keys: strings[.helpTypeKey], action: strings[.helpFilter]))
    } else if let mode = keys.chords(for: .nextMatchMode).first {
      items.append(HelpItem(keys: mode.label, action: strings[.helpMatchMode]))
    }
    if cursorItem?.isForgettable == true, let forget = keys.chords(for: .forget).first {
      items.append(HelpItem(keys: forget.label, action: strings[.helpForget]))
    }
    if let cancel = keys.chords(for: .cancel).first {
      items.append(HelpItem(keys: cancel.label, action: strings[filter.isEmpty ? .helpCancel : .helpClear]))
    }
    return items
  }

  /// What Return does on the cursor's row, as the help bar says it.
  var chooseWord: Word? {
    switch cursorRow {
    case .other?, .add?: return .helpAdd
    case .item?: return takesSeveral ? .helpDone : .helpChoose
    case nil: return takesSeveral && (!chosenKeys.isEmpty || finishesEmpty) ? .helpDone : nil
    }
  }

  /// The chord that toggles now: Space only while the filter is empty.
  var toggleChord: KeyChord? {
    keys.chords(for: .toggle).first { filter.isEmpty || $0 != .character(" ") }
  }
}
