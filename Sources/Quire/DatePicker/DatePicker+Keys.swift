extension DatePicker {
  /// What a key does in a date picker. Other characters are typed into its text row.
  public enum Action: Hashable, Sendable {
    /// ← →: the day before, the day after.
    case previousDay, nextDay
    /// ↑ ↓: the same day a week before, a week after.
    case previousWeek, nextWeek
    /// PgUp PgDn: the same day a month before, a month after (its last day when shorter).
    case previousMonth, nextMonth
    /// Home End: the month's first day, its last.
    case monthStart, monthEnd
    /// `t` (while nothing is typed): today.
    case today
    /// Return: takes the day, or the typed date.
    case choose
    /// Backspace: deletes the last character typed.
    case deleteBackward
    /// Esc: clears the typed text, or leaves when there is none.
    case cancel
  }

  /// The picker's keys: the arrows (and Ctrl-B, Ctrl-F, Ctrl-P, Ctrl-N), PgUp and PgDn,
  /// Home and End, `t`, Return, Backspace, Esc.
  public static let defaultKeys = KeyMap<Action>([
    KeyBinding([KeyChord(.left), .control("b")], .previousDay, help: .helpDay),
    KeyBinding([KeyChord(.right), .control("f")], .nextDay),
    KeyBinding([KeyChord(.up), .control("p")], .previousWeek),
    KeyBinding([KeyChord(.down), .control("n")], .nextWeek),
    KeyBinding(KeyChord(.pageUp), .previousMonth, help: .helpMonth),
    KeyBinding(KeyChord(.pageDown), .nextMonth),
    KeyBinding(KeyChord(.home), .monthStart),
    KeyBinding(KeyChord(.end), .monthEnd),
    KeyBinding(.character("t"), .today, help: .helpToday),
    KeyBinding(KeyChord(.enter), .choose, help: .helpOkay),
    KeyBinding(KeyChord(.backspace), .deleteBackward),
    KeyBinding(KeyChord(.escape), .cancel, help: .helpCancel),
  ])

  /// The keys that work now, for the help bar: `←→↑↓ day`, `pgup pgdn month`, `t today`
  /// while nothing is typed, `⏎ okay`, `esc cancel` (or `clear` with a text typed).
  public func helpItems(_ strings: Strings) -> [HelpItem] {
    var items: [HelpItem] = []
    let arrows = [Action.previousDay, .nextDay, .previousWeek, .nextWeek].compactMap {
      keys.chords(for: $0).first?.label
    }
    if !arrows.isEmpty { items.append(HelpItem(keys: arrows.joined(), action: strings[.helpDay])) }
    let months = [Action.previousMonth, .nextMonth].compactMap { keys.chords(for: $0).first?.label }
    if !months.isEmpty {
      items.append(HelpItem(keys: months.joined(separator: " "), action: strings[.helpMonth]))
    }
    if entry == .none, let today = keys.chords(for: .today).first {
      items.append(HelpItem(keys: today.label, action: strings[.helpToday]))
    }
    if let enter = keys.chords(for: .choose).first {
      items.append(HelpItem(keys: enter.label, action: strings[.helpOkay]))
    }
    if let cancel = keys.chords(for: .cancel).first {
      items.append(HelpItem(keys: cancel.label, action: strings[entry == .none ? .helpCancel : .helpClear]))
    }
    return items
  }
}
