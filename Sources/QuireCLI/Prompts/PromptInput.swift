/// Where the plain mode reads answers: standard input (`StandardInput`), or a script of
/// bytes in tests.
protocol PromptInput {
  /// Whether a person types at it (a terminal): that decides the instructions shown, whether
  /// a lone dot ends a text, and whether typing can be hidden.
  var isTerminal: Bool { get }

  /// The next bytes, waiting at most until `deadline` (forever when `nil`).
  mutating func read(until deadline: ContinuousClock.Instant?) -> PromptRead

  /// Stops showing what is typed, when it is a terminal; returns whether it did. Whoever
  /// hides typing shows it again with `showTyping()`, in a `defer`.
  mutating func hideTyping() -> Bool

  /// Shows what is typed again, as it was before `hideTyping()`.
  mutating func showTyping()
}

/// What one read of a `PromptInput` brought.
enum PromptRead: Equatable, Sendable {
  /// Some bytes (never empty).
  case bytes([UInt8])
  /// The end of input.
  case end
  /// The deadline passed first.
  case timedOut
  /// Reading failed; the line saying why.
  case failed(String)
}
