extension TerminalEmulator {
  /// The state of the byte parser between calls to `feed`: a UTF-8 decoder and a VT
  /// state machine (ground, escape, CSI, and strings such as OSC and DCS).
  struct Parser: Sendable {
    enum State: Sendable {
      case ground
      case escape
      /// After ESC and an intermediate byte (`ESC ( B`): the next final byte ends it.
      case escapeIntermediate
      case csi
      /// Inside OSC (`isOSC`) or DCS/SOS/PM/APC, which only ST or BEL ends.
      case string(isOSC: Bool)
      /// An ESC inside a string: `\` ends the string, anything else aborts it.
      case stringEscape(isOSC: Bool)
    }

    var state = State.ground
    /// The code point decoded so far, the continuation bytes still expected, and the least
    /// value the sequence may encode (to refuse overlong forms).
    var utf8Value: UInt32 = 0
    var utf8Remaining = 0
    var utf8Minimum: UInt32 = 0
    /// Printable scalars not yet printed: a run is split into grapheme clusters at once.
    var printable = String.UnicodeScalarView()
    /// CSI parameters: groups split by `;`, each a list of `:` sub-parameters, -1 when empty.
    var groups: [[Int]] = []
    var group: [Int] = []
    var value = -1
    var sawParameter = false
    var privateMarker: UInt32 = 0
    var intermediates: [UInt32] = []
    var isMalformed = false
    /// The text of the OSC string being read (capped).
    var stringText = String.UnicodeScalarView()

    /// The most parameters kept, the largest value, and the longest OSC text.
    static let parameterLimit = 32
    static let valueLimit = 65_535
    static let stringLimit = 4_096

    mutating func startSequence() {
      groups.removeAll(keepingCapacity: true)
      group.removeAll(keepingCapacity: true)
      value = -1
      sawParameter = false
      privateMarker = 0
      intermediates.removeAll(keepingCapacity: true)
      isMalformed = false
    }

    mutating func endGroup() {
      group.append(value)
      if groups.count < Self.parameterLimit { groups.append(group) }
      group.removeAll(keepingCapacity: true)
      value = -1
    }
  }

  /// Feeds bytes written to the terminal: text is printed, sequences act. Bytes may split
  /// anywhere, inside a character or a sequence. O(bytes) plus the work of each sequence.
  public mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { decode(byte) }
    flushPrintable()
  }

  /// Feeds the UTF-8 bytes of `text`.
  public mutating func feed(_ text: String) { feed(Array(text.utf8)) }

  /// Decodes one byte of UTF-8; an invalid sequence becomes U+FFFD.
  private mutating func decode(_ byte: UInt8) {
    if parser.utf8Remaining > 0 {
      if byte & 0xC0 == 0x80 {
        parser.utf8Value = parser.utf8Value << 6 | UInt32(byte & 0x3F)
        parser.utf8Remaining -= 1
        if parser.utf8Remaining == 0 {
          let value = parser.utf8Value
          let valid = value >= parser.utf8Minimum && value <= 0x10FFFF && !(0xD800...0xDFFF).contains(value)
          process(valid ? value : 0xFFFD)
        }
        return
      }
      parser.utf8Remaining = 0
      process(0xFFFD)
    }
    switch byte {
    case 0x00...0x7F: process(UInt32(byte))
    case 0xC2...0xDF: startUTF8(UInt32(byte & 0x1F), remaining: 1, minimum: 0x80)
    case 0xE0...0xEF: startUTF8(UInt32(byte & 0x0F), remaining: 2, minimum: 0x800)
    case 0xF0...0xF4: startUTF8(UInt32(byte & 0x07), remaining: 3, minimum: 0x10000)
    default: process(0xFFFD)
    }
  }

  private mutating func startUTF8(_ value: UInt32, remaining: Int, minimum: UInt32) {
    parser.utf8Value = value
    parser.utf8Remaining = remaining
    parser.utf8Minimum = minimum
  }

  /// Whether `scalar` is a control: C0, DEL or C1.
  static func isControl(_ scalar: UInt32) -> Bool {
    scalar < 0x20 || (0x7F...0x9F).contains(scalar)
  }

  /// Runs one decoded scalar through the state machine.
  private mutating func process(_ scalar: UInt32) {
    switch parser.state {
    case .ground:
      if !Self.isControl(scalar), let unicode = Unicode.Scalar(scalar) {
        parser.printable.append(unicode)
      } else {
        flushPrintable()
        control(scalar)
      }
    case .escape: escape(scalar)
    case .escapeIntermediate:
      if (0x20...0x2F).contains(scalar) { return }
      if Self.isControl(scalar) {
        control(scalar)
      } else {
        parser.state = .ground
      }
    case .csi: csiByte(scalar)
    case .string(let isOSC):
      switch scalar {
      case 0x07, 0x9C: endString(isOSC: isOSC)
      case 0x1B: parser.state = .stringEscape(isOSC: isOSC)
      case 0x18, 0x1A: parser.state = .ground
      default:
        if isOSC, parser.stringText.count < Parser.stringLimit, let unicode = Unicode.Scalar(scalar) {
          parser.stringText.append(unicode)
        }
      }
    case .stringEscape(let isOSC):
      endString(isOSC: isOSC)
      if scalar != 0x5C { escape(scalar) }
    }
  }

  /// Prints the pending run of text, cluster by cluster.
  mutating func flushPrintable() {
    guard !parser.printable.isEmpty else { return }
    let text = String(parser.printable)
    parser.printable.removeAll(keepingCapacity: true)
    for character in text { print(character) }
  }

  /// Acts on a control character (C0, DEL or C1) met outside a string.
  private mutating func control(_ scalar: UInt32) {
    switch scalar {
    case 0x08: backspace()
    case 0x09: tab()
    case 0x0A, 0x0B, 0x0C: lineFeed()
    case 0x0D: carriageReturn()
    case 0x1B: parser.state = .escape
    case 0x18, 0x1A: parser.state = .ground
    case 0x84: lineFeed()
    case 0x85:
      carriageReturn()
      lineFeed()
    case 0x8D: reverseIndex()
    case 0x90, 0x98, 0x9E, 0x9F: parser.state = .string(isOSC: false)
    case 0x9B:
      parser.startSequence()
      parser.state = .csi
    case 0x9D:
      parser.stringText.removeAll(keepingCapacity: true)
      parser.state = .string(isOSC: true)
    default: break
    }
  }

  /// Acts on the byte after ESC.
  private mutating func escape(_ scalar: UInt32) {
    parser.state = .ground
    switch scalar {
    case 0x5B:  // [
      parser.startSequence()
      parser.state = .csi
    case 0x5D:  // ]
      parser.stringText.removeAll(keepingCapacity: true)
      parser.state = .string(isOSC: true)
    case 0x50, 0x58, 0x5E, 0x5F: parser.state = .string(isOSC: false)  // P X ^ _
    case 0x37: saveCursor()  // 7
    case 0x38: restoreCursor()  // 8
    case 0x44: lineFeed()  // D
    case 0x45:  // E
      carriageReturn()
      lineFeed()
    case 0x4D: reverseIndex()  // M
    case 0x63: reset()  // c
    case 0x20...0x2F: parser.state = .escapeIntermediate
    case 0x1B: parser.state = .escape
    default:
      if Self.isControl(scalar) { control(scalar) }
    }
  }

  /// Reads one scalar of a CSI sequence; the final byte acts.
  private mutating func csiByte(_ scalar: UInt32) {
    switch scalar {
    case 0x30...0x39:
      parser.sawParameter = true
      let digit = Int(scalar - 0x30)
      parser.value = min(Parser.valueLimit, max(0, parser.value) * 10 + digit)
    case 0x3B:  // ;
      parser.sawParameter = true
      parser.endGroup()
    case 0x3A:  // :
      parser.sawParameter = true
      parser.group.append(parser.value)
      parser.value = -1
    case 0x3C...0x3F:
      if parser.sawParameter || parser.privateMarker != 0 || !parser.intermediates.isEmpty {
        parser.isMalformed = true
      } else {
        parser.privateMarker = scalar
      }
    case 0x20...0x2F:
      if parser.intermediates.count < 2 {
        parser.intermediates.append(scalar)
      } else {
        parser.isMalformed = true
      }
    case 0x40...0x7E:
      parser.state = .ground
      if parser.sawParameter { parser.endGroup() }
      if !parser.isMalformed { dispatchCSI(final: scalar) }
    case 0x7F: break
    default:
      if scalar < 0x20 || Self.isControl(scalar) {
        if scalar == 0x1B || scalar == 0x18 || scalar == 0x1A || scalar >= 0x80 {
          parser.state = .ground
        }
        control(scalar)
      } else {
        parser.state = .ground
      }
    }
  }

  /// Ends an OSC, DCS or other string; OSC 0 and 2 set the title.
  private mutating func endString(isOSC: Bool) {
    parser.state = .ground
    guard isOSC else { return }
    let text = String(parser.stringText)
    parser.stringText.removeAll(keepingCapacity: true)
    guard let separator = text.firstIndex(of: ";") else { return }
    let command = text[..<separator]
    if command == "0" || command == "2" { title = String(text[text.index(after: separator)...]) }
  }

  /// The `index`th parameter, or `fallback` when it is missing or 0.
  func parameter(_ index: Int, _ fallback: Int) -> Int {
    guard index < parser.groups.count, let value = parser.groups[index].first, value > 0 else {
      return fallback
    }
    return value
  }
}
