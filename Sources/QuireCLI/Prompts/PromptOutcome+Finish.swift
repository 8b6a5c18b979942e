import Quire

extension PromptOutcome {
  /// Prints the answer alone on standard output, followed by `lineBreak` (LF unless the
  /// caller keeps a given text's own end), or says on standard error why there is none;
  /// returns the exit status. `command` starts the line (`quire input`).
  ///
  /// The answer goes out as it is to a pipe or a file, every byte it carries
  /// (`PreservedBytes`) as itself; to a terminal, each of its lines is shown through
  /// `Sanitiser.visibleText` (a byte that is not UTF-8 as U+FFFD), since an answer is content
  /// and content never reaches the terminal as a control sequence.
  func finish(command: String, lineBreak: [UInt8] = [0x0A]) -> ExitStatus {
    if case .answer(let text) = self {
      let toTerminal = StandardOutput.isTerminal
      let shown = toTerminal ? Self.visibleLines(text) : text
      let end = toTerminal && !lineBreak.isEmpty ? [0x0A] : lineBreak
      if let failure = StandardOutput.write(shown.preservedBytes + end) {
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
