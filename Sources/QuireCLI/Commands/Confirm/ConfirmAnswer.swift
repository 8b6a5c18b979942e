/// How `quire confirm` ended: yes, no, or without an answer.
enum ConfirmAnswer: Equatable, Sendable {
  case yes
  case no
  /// Ctrl-C, the deadline, the input ending, or a failure.
  case ended(PromptOutcome)

  /// Says on standard error why there is no answer, when that needs saying, and returns the
  /// exit status: 0 for yes, 1 for no or a cancel, else the outcome's. `command` starts the
  /// line (`quire confirm`).
  func finish(command: String) -> ExitStatus {
    switch self {
    case .yes: return .accepted
    case .no: return .cancelled
    case .ended(let outcome):
      if let message = outcome.message { StandardError.write("\(command): \(message)\n") }
      return outcome.exitStatus
    }
  }
}
