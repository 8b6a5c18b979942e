/// One request for completions, for the host to run as a task: it asks the completer, then
/// prepares the answer for matching, off the main actor, so neither delays a key.
public struct CompletionFetch: Sendable {
  /// The completer asked.
  public let completer: any Completer
  /// Where the completion opened.
  public let opening: CompletionOpening
  /// Which opening of the menu it is for: an answer for an earlier one is dropped.
  public let generation: Int

  /// Asks the completer and prepares its answer. O(the completions' bytes) after the
  /// completer's own work.
  public func run() async -> CompletionMessage {
    let completions = await completer.completions(for: opening)
    return .answered(CompletionAnswer(generation: generation, completions: completions))
  }
}

/// What comes back to a component hosting a completion menu from the task it asked for.
public enum CompletionMessage: Sendable {
  /// The completer's answer.
  case answered(CompletionAnswer)
}

/// The completer's answer, prepared for matching at every key.
public struct CompletionAnswer: Sendable {
  /// Which opening it answers.
  public let generation: Int
  /// The completions, in the completer's order.
  public let completions: [Completion]
  /// Their labels, prepared for the matcher.
  let candidates: MatchCandidates

  public init(generation: Int, completions: [Completion]) {
    self.generation = generation
    self.completions = completions
    candidates = MatchCandidates(completions.lazy.map(\.label))
  }
}
