import Quire

/// The history `quire choose --history NAME` offers values from and records them in; a
/// failure is said once on standard error and never stops the prompt.
struct ChooseHistory {
  private var history: BestEffortHistory

  init(name: String, environment: [String: String]) {
    history = BestEffortHistory(name: name, paths: XDGPaths(environment: environment))
  }

  /// The remembered values, oldest first; none when the history cannot be read.
  mutating func load() -> [String] {
    defer { warn() }
    return history.load()
  }

  /// Remembers what the list changed, and the chosen values when `chosen` (an answer).
  mutating func record(_ result: SelectionResult, chosen: Bool) {
    history.remember(result, chosen: chosen)
    warn()
  }

  private mutating func warn() {
    if let warning = history.takeWarning() { StandardError.write("\(ChooseCommand.name): \(warning)\n") }
  }
}
