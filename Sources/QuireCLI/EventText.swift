import Quire

/// One line of text describing an input event, for `quire keys`; content (typed characters,
/// pasted text) is shown with control characters as visible symbols.
enum EventText {
  /// How many characters of a paste are shown before it is cut with "…".
  static let pasteLimit = 120

  /// The line for `event`.
  ///
  /// Written with `if case` rather than a `switch`, so that cases added to `InputEvent` (such
  /// as terminal replies) fall through to the generic line instead of breaking the build.
  static func line(for event: InputEvent) -> String {
    if case .key(let key) = event { return "key    " + name(of: key) }
    if case .paste(let text) = event { return "paste  " + pasted(text) }
    if case .mouse(let mouse) = event { return "mouse  " + describe(mouse) }
    if case .focus(let gained) = event { return gained ? "focus  in" : "focus  out" }
    if case .resize(let size) = event { return "resize \(size)" }
    if case .redraw = event { return "redraw (the terminal was given back and taken again)" }
    if case .reply(let reply) = event { return "reply  " + describe(reply) }
    return "other  " + visible(String(describing: event))
  }

  /// A terminal's answer to a query, in words.
  static func describe(_ reply: TerminalReply) -> String {
    func numbers(_ values: [Int]) -> String { values.map(String.init).joined(separator: ";") }
    switch reply {
    case .keyboardFlags(let flags): return "kitty keyboard flags \(flags)"
    case .cursorPosition(let row, let column): return "cursor at column \(column + 1), row \(row + 1)"
    case .primaryDeviceAttributes(let values): return "device attributes \(numbers(values))"
    case .secondaryDeviceAttributes(let values): return "secondary device attributes \(numbers(values))"
    case .modeReport(let mode, let state, let isPrivate):
      let states = ["unknown", "set", "reset", "permanently set", "permanently reset"]
      let name = states.indices.contains(state) ? states[state] : "state \(state)"
      return "mode \(isPrivate ? "?" : "")\(mode) \(name)"
    }
  }

  /// A key with its modifiers, as `Ctrl-Shift-Up` or `Alt-x`.
  static func name(of event: KeyEvent) -> String {
    let kind: String
    switch event.kind {
    case .press: kind = ""
    case .repeat: kind = " (repeat)"
    case .release: kind = " (release)"
    }
    return modifierPrefix(event.modifiers) + keyName(event.key) + kind
  }

  private static func keyName(_ key: Key) -> String {
    switch key {
    case .character(let character):
      if character == " " { return "Space" }
      return visible(String(character))
    case .enter: return "Enter"
    case .tab: return "Tab"
    case .backspace: return "Backspace"
    case .escape: return "Esc"
    case .up: return "Up"
    case .down: return "Down"
    case .left: return "Left"
    case .right: return "Right"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PageUp"
    case .pageDown: return "PageDown"
    case .insert: return "Insert"
    case .delete: return "Delete"
    case .function(let number): return "F\(number)"
    }
  }

  private static func modifierPrefix(_ modifiers: Modifiers) -> String {
    var text = ""
    if modifiers.contains(.control) { text += "Ctrl-" }
    if modifiers.contains(.alt) { text += "Alt-" }
    if modifiers.contains(.shift) { text += "Shift-" }
    if modifiers.contains(.super) { text += "Super-" }
    return text
  }

  private static func describe(_ mouse: MouseEvent) -> String {
    let kind: String
    switch mouse.kind {
    case .press: kind = "press"
    case .release: kind = "release"
    case .drag: kind = "drag"
    case .move: kind = "move"
    case .wheelUp: kind = "wheel up"
    case .wheelDown: kind = "wheel down"
    case .wheelLeft: kind = "wheel left"
    case .wheelRight: kind = "wheel right"
    }
    let button: String
    switch mouse.button {
    case .left: button = " left"
    case .middle: button = " middle"
    case .right: button = " right"
    case .none: button = ""
    }
    let modifiers = modifierPrefix(mouse.modifiers)
    return modifiers + kind + button + " at column \(mouse.column + 1), row \(mouse.row + 1)"
  }

  private static func pasted(_ text: String) -> String {
    let count = text.count
    let shown = count > pasteLimit ? String(text.prefix(pasteLimit)) + "…" : text
    return "\"" + visible(shown) + "\" (\(count) characters)"
  }

  /// `text` with every control character as a visible symbol: `^[` for ESC, `^I` for Tab,
  /// `<9b>` for C1 codes, `<U+202E>` for bidirectional controls.
  static func visible(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "\t" {
        result += "^I"
      } else if let symbol = ControlSymbol.symbol(for: scalar) {
        result += symbol.isEmpty ? "<U+" + String(scalar.value, radix: 16, uppercase: true) + ">" : symbol
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
