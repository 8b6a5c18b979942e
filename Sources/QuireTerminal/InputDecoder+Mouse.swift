extension InputDecoder {
  /// The mouse event of an SGR report, `Esc [ < button ; column ; row M` (press, motion,
  /// wheel) or `m` (release), with 1-based coordinates made 0-based.
  static func sgrMouse(_ sequence: ControlSequence) -> InputEvent? {
    guard sequence.parameters.count == 3 else { return nil }
    return mouse(
      code: sequence.number(0, or: 0),
      column: sequence.number(1, or: 1) - 1,
      row: sequence.number(2, or: 1) - 1,
      released: sequence.ends(with: "m")
    )
  }

  /// The mouse event of a legacy X10 report, `Esc [ M` then three bytes holding the button
  /// plus 32 and the 1-based column and row plus 32.
  static func legacyMouse(code: Int, column: Int, row: Int) -> InputEvent? {
    mouse(code: code, column: column, row: row, released: false)
  }

  /// A focus event (`Esc [ I`, `Esc [ O`), a urxvt mouse report (`Esc [ button ; column ;
  /// row M`, button plus 32) or an in-band resize report (`Esc [ 48 ; rows ; columns ; … t`).
  static func mouseOrFocus(_ sequence: ControlSequence) -> InputEvent? {
    switch sequence.final {
    case UInt8(ascii: "I") where sequence.parameters.isEmpty: return .focus(true)
    case UInt8(ascii: "O") where sequence.parameters.isEmpty: return .focus(false)
    case UInt8(ascii: "M") where sequence.parameters.count == 3:
      return mouse(
        code: sequence.number(0, or: 32) - 32,
        column: sequence.number(1, or: 1) - 1,
        row: sequence.number(2, or: 1) - 1,
        released: false
      )
    case UInt8(ascii: "t") where sequence.parameters.count >= 3 && sequence.number(0, or: 0) == 48:
      let rows = sequence.number(1, or: 0)
      let columns = sequence.number(2, or: 0)
      guard rows > 0, columns > 0 else { return nil }
      return .resize(TerminalSize(columns: columns, rows: rows))
    default: return nil
    }
  }

  /// A mouse event from xterm's button code: the low two bits the button (3: none, or a
  /// release in the legacy forms), 4 Shift, 8 Alt, 16 Ctrl, 32 motion, 64 the wheel.
  /// Buttons past the wheel (code 128 and up) give `nil`.
  static func mouse(code: Int, column: Int, row: Int, released: Bool) -> InputEvent? {
    guard code >= 0, code < 128 else { return nil }
    var modifiers: Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let buttons: [MouseEvent.Button] = [.left, .middle, .right, .none]
    let button = buttons[low]
    let kind: MouseEvent.Kind
    if code & 64 != 0 {
      guard !released else { return nil }
      let wheel: [MouseEvent.Kind] = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight]
      return .mouse(
        MouseEvent(
          kind: wheel[low], button: .none, column: max(column, 0), row: max(row, 0), modifiers: modifiers))
    } else if code & 32 != 0 {
      kind = low == 3 ? .move : .drag
    } else if released || low == 3 {
      kind = .release
    } else {
      kind = .press
    }
    return .mouse(
      MouseEvent(kind: kind, button: button, column: max(column, 0), row: max(row, 0), modifiers: modifiers))
  }
}
