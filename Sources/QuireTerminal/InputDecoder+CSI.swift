extension InputDecoder {
  /// Reads a control sequence, `Esc [` up to its final byte, at `start`.
  ///
  /// Besides the standard form, it knows the linux console's `Esc [ [ A` to `Esc [ [ E`
  /// (F1 to F5), the legacy X10 mouse report `Esc [ M` and three raw bytes, and rxvt's
  /// `$` ending (Shift) on its `~` keys. A byte that cannot belong to a sequence (a control
  /// character, Esc, or a byte above 0x7E) ends it unfinished: it is dropped and the byte is
  /// read afresh, so keys after garbage are never lost. `Esc [` alone, at the end, is Alt-[.
  ///
  /// - Complexity: O(*k*) in the length of the sequence.
  static func controlSequence(_ bytes: [UInt8], from start: Int, atEnd: Bool) -> Step {
    let first = start + 2
    guard first < bytes.count else {
      guard atEnd else { return .needMore }
      return .decoded(length: 2, events: [.key(KeyEvent(.character("["), modifiers: .alt))])
    }
    switch bytes[first] {
    case UInt8(ascii: "["):
      guard first + 1 < bytes.count else { return atEnd ? .decoded(length: 3, events: []) : .needMore }
      let final = bytes[first + 1]
      guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(final) else {
        return .decoded(length: 3, events: [])
      }
      let key = Key.function(Int(final - UInt8(ascii: "A")) + 1)
      return .decoded(length: 4, events: [.key(KeyEvent(key))])
    case UInt8(ascii: "M"):
      guard first + 3 < bytes.count else {
        return atEnd ? .decoded(length: bytes.count - start, events: []) : .needMore
      }
      let event = legacyMouse(
        code: Int(bytes[first + 1]) - 32,
        column: Int(bytes[first + 2]) - 33,
        row: Int(bytes[first + 3]) - 33
      )
      return .decoded(length: 6, events: event.map { [$0] } ?? [])
    default: break
    }
    var index = first
    var intermediatesStart: Int?
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x30...0x3F:
        // A parameter byte after an intermediate makes the sequence malformed; it is still
        // read up to its final byte and dropped.
        break
      case 0x20...0x2F:
        if byte == UInt8(ascii: "$"), intermediatesStart == nil, isRxvtShiftedKey(bytes[first..<index]) {
          let sequence = ControlSequence(parameterBytes: bytes[first..<index], intermediates: [], final: byte)
          return .decoded(length: index - start + 1, events: interpret(sequence))
        }
        intermediatesStart = intermediatesStart ?? index
      case 0x40...0x7E:
        let parametersEnd = intermediatesStart ?? index
        let sequence = ControlSequence(
          parameterBytes: bytes[first..<parametersEnd],
          intermediates: Array(bytes[parametersEnd..<index]),
          final: byte
        )
        let length = index - start + 1
        if sequence.marker == nil, sequence.intermediates.isEmpty, sequence.ends(with: "~"),
          sequence.parameters.count == 1, sequence.number(0, or: 0) == 200
        {
          return .beginPaste(length: length)
        }
        return .decoded(length: length, events: interpret(sequence))
      default:
        // Cut short. Right after `Esc [` that was Alt-[; otherwise the sequence is dropped.
        guard index > first else {
          return .decoded(length: 2, events: [.key(KeyEvent(.character("["), modifiers: .alt))])
        }
        return .decoded(length: index - start, events: [])
      }
      index += 1
      if index - start > maximumSequenceBytes { return .overlong(.controlSequence) }
    }
    return atEnd ? .decoded(length: bytes.count - start, events: []) : .needMore
  }

  /// Whether parameters before a `$` are rxvt's Shift form of a `~` key (`Esc [ 2 $` is
  /// Shift-Insert): a lone number, which tells it from replies such as `Esc [ 1 ; 2 $ y`.
  static func isRxvtShiftedKey(_ parameters: ArraySlice<UInt8>) -> Bool {
    !parameters.isEmpty && parameters.allSatisfy { (0x30...0x39).contains($0) }
  }

  /// The events a complete control sequence stands for; none when it is unknown.
  static func interpret(_ sequence: ControlSequence) -> [InputEvent] {
    switch sequence.marker {
    case UInt8(ascii: "<"):
      guard sequence.intermediates.isEmpty, sequence.ends(with: "M") || sequence.ends(with: "m") else {
        return []
      }
      return sgrMouse(sequence).map { [$0] } ?? []
    case nil:
      guard sequence.intermediates.isEmpty else { return reply(sequence).map { [$0] } ?? [] }
      if let event = key(sequence) ?? mouseOrFocus(sequence) ?? reply(sequence) { return [event] }
      return []
    default:
      return reply(sequence).map { [$0] } ?? []
    }
  }

  /// The key event of a control sequence without a marker, if it is one.
  static func key(_ sequence: ControlSequence) -> InputEvent? {
    let modifiers = xtermModifiers(sequence.number(1, or: 1))
    let kind = keyKind(sequence.subParameter(1, 1))
    func event(_ key: Key, _ implied: Modifiers = []) -> InputEvent {
      .key(KeyEvent(key, modifiers: modifiers.union(implied), kind: kind))
    }
    switch sequence.final {
    case UInt8(ascii: "~"):
      let code = sequence.number(0, or: 0)
      if code == 27 { return modifyOtherKeys(sequence) }
      return tildeKey(code).map { event($0) }
    case UInt8(ascii: "$"): return tildeKey(sequence.number(0, or: 0)).map { event($0, .shift) }
    case UInt8(ascii: "^"): return tildeKey(sequence.number(0, or: 0)).map { event($0, .control) }
    case UInt8(ascii: "@"):
      return tildeKey(sequence.number(0, or: 0)).map { event($0, [.control, .shift]) }
    case UInt8(ascii: "u"): return kittyKey(sequence)
    case UInt8(ascii: "Z"): return event(.tab, .shift)
    case UInt8(ascii: "R"):
      // F3 with xterm's modifiers (`Esc [ 1 ; 5 R` is Ctrl-F3) has the form of a cursor
      // position report of row 1, column 2 to 16. Quire never asks for the cursor's position
      // (the inline surface moves relatively), so the key wins; any other row or column is
      // a report.
      if sequence.parameters.isEmpty { return event(.function(3)) }
      guard sequence.parameters.count == 2, sequence.number(0, or: 0) == 1,
        (2...16).contains(sequence.number(1, or: 0))
      else { return nil }
      return event(.function(3))
    case UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "c"), UInt8(ascii: "d"):
      // rxvt: Shift with the arrows.
      guard sequence.parameters.isEmpty, let (key, _) = singleShiftKey(sequence.final) else { return nil }
      return event(key, .shift)
    case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "D"),
      UInt8(ascii: "H"), UInt8(ascii: "F"), UInt8(ascii: "P"), UInt8(ascii: "Q"), UInt8(ascii: "S"):
      guard let (key, _) = singleShiftKey(sequence.final) else { return nil }
      return event(key)
    default: return nil
    }
  }

  /// The key a `~` sequence's number stands for, in the xterm, rxvt and linux console forms.
  static func tildeKey(_ code: Int) -> Key? {
    switch code {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(code - 10)
    case 17...21: return .function(code - 11)
    case 23...26: return .function(code - 12)
    case 28, 29: return .function(code - 13)
    case 31...34: return .function(code - 14)
    default: return nil
    }
  }

  /// The kind of a key event from the kitty protocol's event type (1 press, 2 repeat,
  /// 3 release); press when absent.
  static func keyKind(_ eventType: Int?) -> KeyEvent.Kind {
    switch eventType {
    case 2: return .repeat
    case 3: return .release
    default: return .press
    }
  }
}
