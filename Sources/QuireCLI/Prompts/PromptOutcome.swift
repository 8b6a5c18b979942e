/// How a prompt ended: with an answer, or why without one. The plain mode and the inline
/// prompts both end with one, and `finish(command:)` turns it into output and an exit status.
enum PromptOutcome: Equatable, Sendable {
  /// The answer, to print on standard output.
  case answer(String)
  /// The user cancelled (Esc).
  case cancelled
  /// The input ended before an answer.
  case inputEnded
  /// No answer within the timeout, which was this long.
  case timedOut(Duration)
  /// Ctrl-C.
  case interrupted
  /// Reading or writing failed; the one line saying why.
  case failed(String)

  /// The exit status this outcome ends `quire` with (DESIGN.md §2).
  var exitStatus: ExitStatus {
    switch self {
    case .answer: .accepted
    case .cancelled, .inputEnded: .cancelled
    case .timedOut: .timedOut
    case .interrupted: .interrupted
    case .failed: .failure
    }
  }

  /// What standard error says about it, after `quire input: `; `nil` when nothing needs saying
  /// (an answer, a cancel or an interrupt the user made).
  var message: String? {
    switch self {
    case .answer, .cancelled, .interrupted: nil
    case .inputEnded: "no answer: the input ended"
    case .timedOut(let limit): "no answer within \(Self.describe(limit)) (--timeout)"
    case .failed(let reason): reason
    }
  }

  /// "1 second", "5 seconds", "0.25 seconds".
  static func describe(_ duration: Duration) -> String {
    let milliseconds =
      duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    let whole = milliseconds / 1000
    var fraction = String(milliseconds % 1000)
    guard fraction != "0" else { return whole == 1 ? "1 second" : "\(whole) seconds" }
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(whole).\(fraction) seconds"
  }
}
