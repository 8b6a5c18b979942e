extension InputDecoder {
  /// Reads what follows an Esc at `start`: a CSI or SS3 sequence, or an Alt (Meta) prefix on
  /// the next key, or the Esc key itself.
  ///
  /// `Esc Esc [ A` is Alt-Up (the rxvt form), but `Esc Esc` followed by anything else is
  /// the Esc key twice, read one at a time: a person pressing Esc twice means that.
  static func escape(_ bytes: [UInt8], from start: Int, atEnd: Bool) -> Step {
    let escapeKey = Step.decoded(length: 1, events: [.key(KeyEvent(.escape))])
    guard start + 1 < bytes.count else { return atEnd ? escapeKey : .needMore }
    let next = bytes[start + 1]
    switch next {
    case UInt8(ascii: "["): return controlSequence(bytes, from: start, atEnd: atEnd)
    case UInt8(ascii: "O"): return singleShift(bytes, from: start, atEnd: atEnd)
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"):
      return controlString(bytes, from: start, atEnd: atEnd)
    case 0x1B:
      guard start + 2 < bytes.count else { return atEnd ? escapeKey : .needMore }
      let third = bytes[start + 2]
      guard third == UInt8(ascii: "[") || third == UInt8(ascii: "O") else { return escapeKey }
      switch step(bytes, from: start + 1, atEnd: false) {
      case .needMore: return atEnd ? escapeKey : .needMore
      case .overlong(let skip): return .overlong(skip)
      case .beginPaste(let length): return .beginPaste(length: length + 1)
      case .decoded(let length, let events):
        return .decoded(length: length + 1, events: events.map(withAlt))
      }
    default:
      switch step(bytes, from: start + 1, atEnd: atEnd) {
      case .decoded(let length, let events):
        return .decoded(length: length + 1, events: events.map(withAlt))
      case let other: return other
      }
    }
  }

  /// `event` with Alt added, when it is a key.
  static func withAlt(_ event: InputEvent) -> InputEvent {
    guard case .key(var key) = event else { return event }
    key.modifiers.insert(.alt)
    return .key(key)
  }

  /// Reads an SS3 sequence, `Esc O` then an optional modifier number and a final byte:
  /// arrows, Home, End, F1 to F4, and the keypad in application mode. `Esc O` alone, at
  /// the end, is Alt-O.
  static func singleShift(_ bytes: [UInt8], from start: Int, atEnd: Bool) -> Step {
    var index = start + 2
    var modifierNumber = 0
    while index < bytes.count, (0x30...0x39).contains(bytes[index]), index - start < 5 {
      modifierNumber = modifierNumber * 10 + Int(bytes[index] - 0x30)
      index += 1
    }
    guard index < bytes.count else {
      guard atEnd else { return .needMore }
      if index == start + 2 {
        return .decoded(length: 2, events: [.key(KeyEvent(.character("O"), modifiers: .alt))])
      }
      return .decoded(length: index - start, events: [])
    }
    let final = bytes[index]
    guard (0x40...0x7E).contains(final) else {
      // Not a sequence after all: `Esc O` was Alt-O, and the byte is read afresh.
      guard index == start + 2 else { return .decoded(length: index - start, events: []) }
      return .decoded(length: 2, events: [.key(KeyEvent(.character("O"), modifiers: .alt))])
    }
    let length = index - start + 1
    guard let (key, implied) = singleShiftKey(final) else { return .decoded(length: length, events: []) }
    let modifiers = implied.union(xtermModifiers(modifierNumber))
    return .decoded(length: length, events: [.key(KeyEvent(key, modifiers: modifiers))])
  }

  /// The key an SS3 final byte stands for, with the modifiers the form itself implies.
  static func singleShiftKey(_ final: UInt8) -> (Key, Modifiers)? {
    switch final {
    case UInt8(ascii: "A"): return (.up, [])
    case UInt8(ascii: "B"): return (.down, [])
    case UInt8(ascii: "C"): return (.right, [])
    case UInt8(ascii: "D"): return (.left, [])
    case UInt8(ascii: "H"): return (.home, [])
    case UInt8(ascii: "F"): return (.end, [])
    case UInt8(ascii: "P"): return (.function(1), [])
    case UInt8(ascii: "Q"): return (.function(2), [])
    case UInt8(ascii: "R"): return (.function(3), [])
    case UInt8(ascii: "S"): return (.function(4), [])
    // rxvt: Ctrl with the arrows.
    case UInt8(ascii: "a"): return (.up, .control)
    case UInt8(ascii: "b"): return (.down, .control)
    case UInt8(ascii: "c"): return (.right, .control)
    case UInt8(ascii: "d"): return (.left, .control)
    // The keypad in application mode.
    case UInt8(ascii: "M"): return (.enter, [])
    case UInt8(ascii: "I"): return (.tab, [])
    case UInt8(ascii: "X"): return (.character("="), [])
    case UInt8(ascii: "j"): return (.character("*"), [])
    case UInt8(ascii: "k"): return (.character("+"), [])
    case UInt8(ascii: "l"): return (.character(","), [])
    case UInt8(ascii: "m"): return (.character("-"), [])
    case UInt8(ascii: "n"): return (.character("."), [])
    case UInt8(ascii: "o"): return (.character("/"), [])
    case UInt8(ascii: "p")...UInt8(ascii: "y"):
      return (.character(Character(Unicode.Scalar(final - UInt8(ascii: "p") + UInt8(ascii: "0")))), [])
    default: return nil
    }
  }

  /// The modifiers an xterm modifier parameter stands for: 1 + a sum of Shift 1, Alt 2,
  /// Ctrl 4 and Super (Meta in xterm) 8. 0 or 1 means none; the kitty protocol's higher
  /// bits (Hyper, Meta, Caps Lock, Num Lock) are ignored.
  static func xtermModifiers(_ parameter: Int) -> Modifiers {
    guard parameter > 1 else { return [] }
    return Modifiers(rawValue: UInt8((parameter - 1) & 0x0F))
  }
}
