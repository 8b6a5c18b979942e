/// A row of buttons, shared by the input overlay, alerts and the inline confirmation: which
/// button has the focus, which is the default, how they are drawn at a width, and which one
/// a click hits.
///
/// Two looks: `.framed`, every button in brackets with its key (`[ Okay ⏎ ]  [ Cancel esc ]`),
/// for a row beside a field that keeps the focus; and `.focusFramed`, the focused button in
/// brackets and the others plain in the same place (`[ Yes ]   No`), for a choice made with
/// ←/→ or Tab. Either way the button Return presses (`current`) is drawn in the theme's
/// default-button style. A narrow row drops the keys, then the spaces inside the brackets.
public struct ButtonRow<Value: Sendable>: Sendable {
  /// How the buttons are framed.
  public enum Look: Hashable, Sendable {
    /// Every button in brackets, with its key when there is room: `[ Okay ⏎ ]  [ Cancel esc ]`.
    case framed
    /// The focused button in brackets, the others plain in the same place: `[ Yes ]   No`.
    case focusFramed
  }

  /// What a key does to the row.
  public enum Action: Hashable, Sendable {
    /// Moves the focus to the button before, wrapping.
    case previous
    /// Moves the focus to the button after, wrapping.
    case next
  }

  /// What a mouse event did to the row.
  public enum MouseOutcome: Hashable, Sendable {
    /// The event was not on a button, and no button is held.
    case ignored
    /// A button was pressed or the press was let go elsewhere.
    case consumed
    /// The button at this index was clicked: pressed and released on it.
    case activated(Int)
  }

  /// The buttons, in the order drawn.
  public var buttons: [Button<Value>]
  /// How the buttons are framed.
  public var look: Look
  /// The focused button, moved by the keys; `nil` in a row that never has the focus.
  public var focus: Int?
  /// The button Return presses while none has the focus.
  public var defaultIndex: Int?
  /// The keys that move the focus: ← and Shift-Tab back, → and Tab on, wrapping.
  public var keys: KeyMap<Action>
  /// The button a mouse press went down on, until it is released.
  var pressed: Int?

  /// A row of `buttons` in `look`; `.focusFramed` starts with the focus on the default.
  public init(_ buttons: [Button<Value>], look: Look, defaultIndex: Int? = 0, keys: KeyMap<Action>? = nil) {
    self.buttons = buttons
    self.look = look
    let defaultIndex = defaultIndex.flatMap { buttons.indices.contains($0) ? $0 : nil }
    self.defaultIndex = defaultIndex
    self.focus = look == .focusFramed ? (defaultIndex ?? (buttons.isEmpty ? nil : 0)) : nil
    self.keys = keys ?? ButtonRow.defaultKeys
  }

  /// ← and Shift-Tab to the previous button, → and Tab to the next.
  public static var defaultKeys: KeyMap<Action> {
    KeyMap([
      KeyBinding([KeyChord(.left), .shift(.tab)], .previous, help: .helpChoose),
      KeyBinding([KeyChord(.right), KeyChord(.tab)], .next),
    ])
  }

  /// The button Return presses: the focused one, else the default.
  public var current: Int? { focus ?? defaultIndex }

  /// The value of the button Return presses.
  public var currentValue: Value? { current.map { buttons[$0].value } }

  /// Moves the focus for ←, →, Tab and Shift-Tab (wrapping); ignores other keys, and every
  /// key while no button has the focus.
  public mutating func handle(_ key: KeyEvent) -> EventVerdict {
    guard let focus, !buttons.isEmpty, let action = keys.action(for: key) else { return .ignored }
    let step = action == .next ? 1 : -1
    self.focus = (focus + step + buttons.count) % buttons.count
    return .consumed
  }

  /// The help bar's entry for moving the focus (`←→ choose`); none without focus.
  public func helpItems(_ strings: Strings) -> [HelpItem] {
    guard focus != nil, buttons.count > 1, let back = keys.chords(for: .previous).first else { return [] }
    let on = keys.chords(for: .next).first.map(\.label) ?? ""
    return [HelpItem(keys: back.label + on, action: strings[.helpChoose])]
  }
}
