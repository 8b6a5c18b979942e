extension InputDecoder {
  /// The outcome of reading the sequence at the front of the held bytes.
  enum Step: Equatable {
    /// The bytes may begin a longer sequence: wait for more.
    case needMore
    /// The first `length` bytes decode to `events` (none, for a sequence that is dropped).
    case decoded(length: Int, events: [InputEvent])
    /// The first `length` bytes open a bracketed paste.
    case beginPaste(length: Int)
    /// A sequence grew past ``InputDecoder/maximumSequenceBytes``: drop it whole, skipping
    /// the rest of it as it arrives.
    case overlong(Skip)
  }

  /// Reads the sequence starting at `start` in `bytes`.
  ///
  /// With `atEnd`, no more bytes will come, so the answer is never `.needMore`.
  ///
  /// - Complexity: O(*k*) in the length of the sequence.
  static func step(_ bytes: [UInt8], from start: Int, atEnd: Bool) -> Step {
    let byte = bytes[start]
    switch byte {
    case 0x1B: return escape(bytes, from: start, atEnd: atEnd)
    case 0x00..<0x80: return .decoded(length: 1, events: [.key(KeyEvent(plainKey(byte)))])
    default: return utf8(bytes, from: start, atEnd: atEnd)
    }
  }

  /// The key for one ASCII byte other than Esc: a control key or a character.
  static func plainKey(_ byte: UInt8) -> (Key, Modifiers) {
    switch byte {
    case 0x00: return (.character(" "), .control)
    case 0x08, 0x7F: return (.backspace, [])
    case 0x09: return (.tab, [])
    case 0x0A, 0x0D: return (.enter, [])
    case 0x1B: return (.escape, [])
    case 0x01...0x1A: return (.character(Character(Unicode.Scalar(byte + 0x60))), .control)
    case 0x1C: return (.character("\\"), .control)
    case 0x1D: return (.character("]"), .control)
    case 0x1E: return (.character("^"), .control)
    case 0x1F: return (.character("_"), .control)
    default: return (.character(Character(Unicode.Scalar(byte))), [])
    }
  }

  /// Reads one UTF-8 encoded character; an invalid or truncated one becomes U+FFFD.
  ///
  /// Follows the Unicode "maximal subpart" practice: the bytes of a broken sequence up to
  /// the offending byte become one U+FFFD, and the offending byte is read afresh.
  static func utf8(_ bytes: [UInt8], from start: Int, atEnd: Bool) -> Step {
    let lead = bytes[start]
    let replacement = InputEvent.key(KeyEvent(.character("\u{FFFD}")))
    let count: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: count = 2
    case 0xE0:
      count = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: count = 3
    case 0xED:
      count = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      count = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: count = 4
    case 0xF4:
      count = 4
      secondRange = 0x80...0x8F
    default: return .decoded(length: 1, events: [replacement])
    }
    var scalar = UInt32(lead) & (count == 2 ? 0x1F : count == 3 ? 0x0F : 0x07)
    for offset in 1..<count {
      let index = start + offset
      guard index < bytes.count else {
        return atEnd ? .decoded(length: offset, events: [replacement]) : .needMore
      }
      let byte = bytes[index]
      let range: ClosedRange<UInt8> = offset == 1 ? secondRange : 0x80...0xBF
      guard range.contains(byte) else { return .decoded(length: offset, events: [replacement]) }
      scalar = scalar << 6 | UInt32(byte & 0x3F)
    }
    guard let value = Unicode.Scalar(scalar) else { return .decoded(length: count, events: [replacement]) }
    return .decoded(length: count, events: [.key(KeyEvent(.character(Character(value))))])
  }
}

extension KeyEvent {
  /// A key event from a key and modifiers pair.
  init(_ pair: (Key, Modifiers)) {
    self.init(pair.0, modifiers: pair.1)
  }
}
