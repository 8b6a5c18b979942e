/// Turns the bytes a terminal sends into input events: a pure state machine, fed bytes as
/// they arrive, in pieces of any size.
///
/// - Note: PLACEHOLDER that knows printable ASCII, Return, Tab, Backspace and control
///   letters only; the full decoder keeps this interface.
public struct InputDecoder: Sendable {
  /// How long a lone Esc waits for the rest of a sequence before it counts as the Esc key,
  /// in milliseconds.
  public var escapeTimeoutMilliseconds: Int

  public init(escapeTimeoutMilliseconds: Int = 25) {
    self.escapeTimeoutMilliseconds = escapeTimeoutMilliseconds
  }

  /// Decodes `bytes`, returning the events they complete. Bytes that may begin a longer
  /// sequence are kept until more arrive or `flush()` is called.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    var events: [InputEvent] = []
    for byte in bytes {
      switch byte {
      case 0x0D: events.append(.key(KeyEvent(.enter)))
      case 0x09: events.append(.key(KeyEvent(.tab)))
      case 0x7F: events.append(.key(KeyEvent(.backspace)))
      case 0x1B: events.append(.key(KeyEvent(.escape)))
      case 0x01...0x1A:
        let letter = Character(Unicode.Scalar(byte + 0x60))
        events.append(.key(KeyEvent(.character(letter), modifiers: .control)))
      case 0x20...0x7E: events.append(.key(KeyEvent(.character(Character(Unicode.Scalar(byte))))))
      default: break
      }
    }
    return events
  }

  /// Whether bytes are held waiting for the rest of a sequence; when true, the caller calls
  /// `flush()` if nothing more arrives within `escapeTimeoutMilliseconds`.
  public var isWaiting: Bool { false }

  /// Resolves held bytes as they stand (a lone Esc becomes the Esc key).
  public mutating func flush() -> [InputEvent] { [] }
}
