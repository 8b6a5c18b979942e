extension InputDecoder {
  /// The key of a kitty keyboard protocol report, `Esc [ code[:shifted[:base]] ;
  /// modifiers[:event] ; text u` (also xterm's `formatOtherKeys` form, `Esc [ code ; mod u`).
  ///
  /// Text keys follow the legacy convention: Ctrl-A is `"a"` with Control, and Shift with
  /// a letter gives the shifted character without Shift (`"A"`), using the shifted key the
  /// terminal reports when it does. So Shift-Return (`.enter` with Shift) and Ctrl-Return
  /// are told apart from Return, and Ctrl-Shift-A (`"A"` with Control) from Ctrl-A.
  static func kittyKey(_ sequence: ControlSequence) -> InputEvent? {
    let code = sequence.number(0, or: 0)
    guard let key = keyForCode(code) else { return nil }
    let modifiers = xtermModifiers(sequence.number(1, or: 1))
    let kind = keyKind(sequence.subParameter(1, 1))
    let shifted = sequence.subParameter(0, 1).flatMap(keyForCode)
    return .key(textKeyEvent(key, modifiers: modifiers, shifted: shifted, kind: kind))
  }

  /// The key of xterm's `modifyOtherKeys` report, `Esc [ 27 ; modifiers ; code ~`.
  static func modifyOtherKeys(_ sequence: ControlSequence) -> InputEvent? {
    guard sequence.parameters.count >= 3, let key = keyForCode(sequence.number(2, or: 0)) else {
      return nil
    }
    let modifiers = xtermModifiers(sequence.number(1, or: 1))
    return .key(textKeyEvent(key, modifiers: modifiers, shifted: nil, kind: .press))
  }

  /// A key event for a reported key, with Shift folded into the character for letters.
  static func textKeyEvent(
    _ key: Key, modifiers: Modifiers, shifted: Key?, kind: KeyEvent.Kind
  ) -> KeyEvent {
    guard case .character(let character) = key, modifiers.contains(.shift) else {
      return KeyEvent(key, modifiers: modifiers, kind: kind)
    }
    var rest = modifiers
    rest.remove(.shift)
    if let shifted, case .character = shifted {
      return KeyEvent(shifted, modifiers: rest, kind: kind)
    }
    if character.isASCII, character.isLetter {
      return KeyEvent(.character(Character(character.uppercased())), modifiers: rest, kind: kind)
    }
    return KeyEvent(key, modifiers: modifiers, kind: kind)
  }

  /// The key a Unicode code point stands for in a kitty or `modifyOtherKeys` report,
  /// including the kitty protocol's private-use codes for function and keypad keys.
  /// Modifier keys, media keys and lock keys have no ``Key`` and give `nil`.
  static func keyForCode(_ code: Int) -> Key? {
    switch code {
    case 8, 127: return .backspace
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 0..<32: return nil
    case 57376...57398: return .function(code - 57376 + 13)
    case 57399...57408:
      return .character(Character(Unicode.Scalar(UInt8(code - 57399) + UInt8(ascii: "0"))))
    case 57344...57427: return kittyKeypadKey(code)
    case 57428...63743: return nil
    default:
      guard code < 0x11_0000, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
      if (0x80...0x9F).contains(code) { return nil }
      return .character(Character(scalar))
    }
  }

  /// The kitty protocol's keypad keys other than the digits.
  static func kittyKeypadKey(_ code: Int) -> Key? {
    switch code {
    case 57409: return .character(".")
    case 57410: return .character("/")
    case 57411: return .character("*")
    case 57412: return .character("-")
    case 57413: return .character("+")
    case 57414: return .enter
    case 57415: return .character("=")
    case 57416: return .character(",")
    case 57417: return .left
    case 57418: return .right
    case 57419: return .up
    case 57420: return .down
    case 57421: return .pageUp
    case 57422: return .pageDown
    case 57423: return .home
    case 57424: return .end
    case 57425: return .insert
    case 57426: return .delete
    default: return nil
    }
  }
}
