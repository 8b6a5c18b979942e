/// One request for completions, for the host to run as a task: it asks the completer, hands
/// the answer on at once (the first frame needs no preparation), then prepares it for
/// matching at every key and hands it on again, all off the main actor, so neither delays a
/// key.
public struct CompletionFetch: Sendable {
  /// The completer asked.
  public let completer: any Completer
  /// Where the completion opened.
  public let opening: CompletionOpening
  /// Which opening of the menu it is for: an answer for an earlier one is dropped.
  public let generation: Int

  /// Asks the completer; reports its answer as it is, then returns it prepared for
  /// matching. O(the completions' bytes) after the completer's own work.
  public func run(reporting report: @Sendable (CompletionMessage) -> Void) async -> CompletionMessage {
    let completions = await completer.completions(for: opening)
    let answer = CompletionAnswer(generation: generation, completions: completions)
    report(.answered(answer))
    return .answered(answer.preparedForMatching())
  }

  /// Asks the completer and returns its answer prepared for matching, as one message.
  public func run() async -> CompletionMessage {
    await run(reporting: { _ in })
  }
}

/// What comes back to a component hosting a completion menu from the task it asked for.
public enum CompletionMessage: Sendable {
  /// The completer's answer (first as it came, then prepared for matching).
  case answered(CompletionAnswer)
}

/// The completer's answer, and once prepared, its labels ready for the matcher.
public struct CompletionAnswer: Sendable {
  /// Which opening it answers.
  public let generation: Int
  /// The completions, in the completer's order.
  public let completions: [Completion]
  /// Their labels prepared for the matcher, once `preparedForMatching()` made them.
  let candidates: MatchCandidates?

  /// The answer `completions` for opening `generation`, not yet prepared.
  public init(generation: Int, completions: [Completion]) {
    self.generation = generation
    self.completions = completions
    candidates = nil
  }

  private init(generation: Int, completions: [Completion], candidates: MatchCandidates) {
    self.generation = generation
    self.completions = completions
    self.candidates = candidates
  }

  /// Whether the labels are prepared for matching.
  public var isPrepared: Bool { candidates != nil }

  /// This answer with its labels prepared for the matcher (`MatchCandidates`), so each key
  /// rejects most of them with one comparison. O(the labels' bytes): run it off the main
  /// actor.
  public func preparedForMatching() -> CompletionAnswer {
    if candidates != nil { return self }
    return CompletionAnswer(
      generation: generation, completions: completions,
      candidates: MatchCandidates(completions.lazy.map(\.label)))
  }
}
