extension DatePicker {
  /// Handles a key, a paste or a mouse event (in the picker's coordinates, at `size`): the
  /// picker's keys act, other characters and pastes are typed. Rings the bell when nothing
  /// could be done, and leaves a finish or a cancel in `request`.
  public mutating func handle(_ event: InputEvent, context: EventContext) -> EventVerdict {
    let outcome: DatePickerOutcome?
    switch event {
    case .key(let key): outcome = press(key)
    case .paste(let text): outcome = type(TextField.singleLine(text))
    case .mouse(let mouse): outcome = click(mouse)
    default: outcome = nil
    }
    guard let outcome else { return .ignored }
    switch outcome {
    case .unchanged, .refused: context.ringBell()
    case .finished(let chosen): request = .finish(chosen)
    case .cancelled: request = .cancel
    case .moved, .typed: break
    }
    return .consumed
  }

  /// What `key` does: its action, or typing its character; `nil` for a key the picker leaves
  /// (Ctrl-C, Ctrl-Z, Tab). A character bound to an action (`t`) is typed, since the text
  /// reads it as the same day (`t` is today) and goes on to `tomorrow`.
  public mutating func press(_ key: KeyEvent) -> DatePickerOutcome? {
    let typed: Character?
    if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift),
      !character.isASCII || character.isLetter || character.isNumber || character.isPunctuation
        || character.isSymbol || character == " "
    {
      typed = character
    } else {
      typed = nil
    }
    if let action = keys.action(for: key), typed == nil || action != .today { return perform(action) }
    guard let typed else { return nil }
    return type(String(typed))
  }

  /// Does what `action` does.
  @discardableResult
  public mutating func perform(_ action: Action) -> DatePickerOutcome {
    switch action {
    case .previousDay: return move(to: date.adding(days: -1))
    case .nextDay: return move(to: date.adding(days: 1))
    case .previousWeek: return move(to: date.adding(days: -7))
    case .nextWeek: return move(to: date.adding(days: 7))
    case .previousMonth: return move(to: date.adding(months: -1))
    case .nextMonth: return move(to: date.adding(months: 1))
    case .monthStart: return move(to: date.startOfMonth)
    case .monthEnd: return move(to: date.endOfMonth)
    case .today: return move(to: today)
    case .choose: return choose()
    case .deleteBackward: return deleteBackward()
    case .cancel:
      guard entry != .none else { return .cancelled }
      entry = .none
      return .typed
    }
  }

  /// Adds `text` to the text row (up to `maximumTyped` characters) and jumps to the day it
  /// says, when it says one that may be chosen.
  @discardableResult
  public mutating func type(_ text: String) -> DatePickerOutcome {
    let whole = String((entry.text + text).prefix(DatePicker.maximumTyped))
    guard !text.isEmpty, whole != entry.text else { return .unchanged }
    entry = .typing(whole)
    return follow()
  }

  /// Moves to `target`, or as near as `range` allows; clears the text row.
  mutating func move(to target: CalendarDate) -> DatePickerOutcome {
    let wasTyping = entry != .none
    entry = .none
    let next = target.clamped(to: range)
    guard next != date else { return wasTyping ? .typed : .unchanged }
    date = next
    return .moved
  }

  /// Deletes the last character typed; the day follows what is left.
  mutating func deleteBackward() -> DatePickerOutcome {
    var text = entry.text
    guard !text.isEmpty else { return .unchanged }
    text.removeLast()
    entry = text.isEmpty ? .none : .typing(text)
    return text.isEmpty ? .typed : follow()
  }

  /// Moves to the day the typed text says, when it says one that may be chosen.
  mutating func follow() -> DatePickerOutcome {
    guard case .date(let said) = meaning, refusal(of: said) == nil, said != date else { return .typed }
    date = said
    return .moved
  }

  /// Takes the day, or the date typed; refuses a text that says no date allowed.
  mutating func choose() -> DatePickerOutcome {
    guard entry != .none else { return .finished(date) }
    let reason: DateRefusal
    if case .date(let said) = meaning {
      guard let refused = refusal(of: said) else { return .finished(said) }
      reason = refused
    } else {
      reason = .notADate
    }
    entry = .refused(entry.text, reason)
    return .refused(reason)
  }

  /// What a mouse event at `size` does: a press on a day of the month chooses it, a press on
  /// the chosen day takes it, the wheel moves a month; `nil` for the others (a release).
  public mutating func click(_ mouse: MouseEvent) -> DatePickerOutcome? {
    switch mouse.kind {
    case .wheelUp: return perform(.previousMonth)
    case .wheelDown: return perform(.nextMonth)
    case .press where mouse.button == .left:
      guard let pressed = day(at: CellPosition(column: mouse.column, row: mouse.row), in: size) else {
        return .unchanged
      }
      if refusal(of: pressed) != nil { return .unchanged }
      if pressed == date, entry == .none { return .finished(pressed) }
      return move(to: pressed)
    default: return nil
    }
  }
}
