@testable import QuireCLI

/// A `PromptInput` that hands out chunks of bytes in order, then ends (or times out), and
/// records whether typing was hidden.
struct ScriptedInput: PromptInput {
  var isTerminal: Bool
  var chunks: [[UInt8]]
  /// What comes after the last chunk: `.end` or `.timedOut`.
  var last: PromptRead = .end
  private(set) var hidden = false
  private(set) var wasHidden = false

  init(_ texts: [String], isTerminal: Bool = true, last: PromptRead = .end) {
    self.isTerminal = isTerminal
    self.chunks = texts.map { Array($0.utf8) }
    self.last = last
  }

  mutating func read(until deadline: ContinuousClock.Instant?) -> PromptRead {
    if chunks.isEmpty { return last }
    return .bytes(chunks.removeFirst())
  }

  mutating func hideTyping() -> Bool {
    guard isTerminal else { return false }
    hidden = true
    wasHidden = true
    return true
  }

  mutating func showTyping() { hidden = false }
}
