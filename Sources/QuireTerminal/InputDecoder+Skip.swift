extension InputDecoder {
  /// An overlong sequence being dropped as its bytes arrive, without holding them.
  enum Skip: Equatable, Sendable {
    /// A control sequence: parameter and intermediate bytes, up to a final byte.
    case controlSequence
    /// A control string (OSC, DCS, APC): up to BEL or `Esc \`.
    case string
    /// A control string whose last byte was Esc, which may begin its `Esc \` end.
    case stringEscape
  }

  /// What ``skip(_:)`` did with a byte.
  enum SkipOutcome: Equatable {
    /// The byte belonged to the skipped sequence.
    case consumed
    /// The skipped sequence has ended before the byte, which is read afresh.
    case notConsumed
    /// The skipped string ended at an Esc that turned out not to end it: the Esc and the
    /// byte are read afresh.
    case notConsumedAfterEscape
  }

  /// Drops `byte` if it belongs to the overlong sequence being skipped; a byte that cannot
  /// belong to it (a control character, Esc) ends the skipping, so keys are never lost.
  mutating func skip(_ byte: UInt8) -> SkipOutcome {
    switch (skipping, byte) {
    case (.controlSequence, 0x20...0x3F), (.string, 0x20...0x7E), (.string, 0x80...0xFF):
      return .consumed
    case (.controlSequence, 0x40...0x7E), (.string, 0x07), (.stringEscape, UInt8(ascii: "\\")):
      skipping = nil
      return .consumed
    case (.string, 0x1B):
      skipping = .stringEscape
      return .consumed
    case (.stringEscape, _):
      skipping = nil
      return .notConsumedAfterEscape
    default:
      skipping = nil
      return .notConsumed
    }
  }
}
