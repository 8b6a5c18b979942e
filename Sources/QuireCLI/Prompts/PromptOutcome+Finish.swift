import Quire

extension PromptOutcome {
  /// Prints the answer alone on standard output, followed by a line break, or says on
  /// standard error why there is none; returns the exit status. `command` starts the line
  /// (`quire input`).
  ///
  /// The answer goes out as it is to a pipe or a file; to a terminal, each of its lines is
  /// shown through `Sanitiser.visibleText`, since an answer is content and content never
  /// reaches the terminal as a control sequence.
  func finish(command: String) -> ExitStatus {
    if case .answer(let text) = self {
      let shown = StandardOutput.isTerminal ? Self.visibleLines(text) : text
      if let failure = StandardOutput.write(shown + "\n") {
        StandardError.write("\(command): cannot write the answer: \(failure)\n")
        return .failure
      }
      return .accepted
    }
    if let message { StandardError.write("\(command): \(message)\n") }
    return exitStatus
  }

  /// `text` with each line made visible, the line breaks kept.
  static func visibleLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { Sanitiser.visibleText($0) }
      .joined(separator: "\n")
  }
}
