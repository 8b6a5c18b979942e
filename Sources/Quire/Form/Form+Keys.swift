extension Form {
  /// Tab and Shift-Tab (wrapping), ↓ and ↑ (stopping), Return, Ctrl-S or Alt-Return to
  /// submit, Esc to cancel.
  public static let defaultKeys = KeyMap<FormAction>([
    KeyBinding(KeyChord(.tab), .next, help: .helpNext),
    KeyBinding(.shift(.tab), .previous, help: .helpPrevious),
    KeyBinding([KeyChord(.down), .control("n")], .down),
    KeyBinding([KeyChord(.up), .control("p")], .up),
    KeyBinding(KeyChord(.enter), .advance),
    KeyBinding([.control("s"), KeyChord(.enter, modifiers: .alt)], .submit, help: .helpSubmit),
    KeyBinding(KeyChord(.escape), .cancel, help: .helpCancel),
  ])

  /// What Return does on the focused field, as the help bar says it: next, submit (on the
  /// last one-line field), edit (multi-line) or choose (choice).
  func advanceWord() -> Word {
    guard fields.indices.contains(focus) else { return .helpSubmit }
    switch fields[focus].kind {
    case .text, .secret: return focus == fields.count - 1 ? .helpSubmit : .helpNext
    case .multiline: return .helpEdit
    case .choice, .date: return .helpChoose
    }
  }

  /// The keys that work now: next and back (with more than one field), what Return does
  /// (unless it is the same as Tab), submit (unless Return does it), cancel, then the
  /// focused field's own (undo, redo, suggestions).
  public func helpItems(_ strings: Strings) -> [HelpItem] {
    let advance = advanceWord()
    var items = keys.helpItems(strings) { action in
      switch action {
      case .next, .previous: return fields.count > 1
      case .submit: return advance != .helpSubmit
      case .cancel: return true
      case .down, .up, .advance: return false
      }
    }
    if advance != .helpNext, let chord = keys.chords(for: .advance).first {
      let index = items.firstIndex { $0.action == strings[.helpSubmit] || $0.action == strings[.helpCancel] }
      items.insert(HelpItem(keys: chord.label, action: strings[advance]), at: index ?? items.endIndex)
    }
    if fields.indices.contains(focus), fields[focus].kind.isOneLine {
      items += fields[focus].input.helpItems(strings)
    }
    return items
  }
}
