import QuireText

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
    guard let promise = UTF8Lead(lead), promise.length > 1 else {
      return .decoded(length: 1, events: [replacement])
    }
    let count = promise.length
    var scalar = promise.bits
    for position in 1..<count {
      let index = start + position
      guard index < bytes.count else {
        return atEnd ? .decoded(length: position, events: [replacement]) : .needMore
      }
      let byte = bytes[index]
      guard promise.allows(byte, at: position) else {
        return .decoded(length: position, events: [replacement])
      }
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
