import Quire

/// A prompt's named history (`--history NAME`): its values offered as suggestions, the answer
/// remembered. It never stands in the prompt's way: the first failure is said once on
/// standard error, and the prompt goes on without it.
struct PromptHistory {
  private var store: BestEffortHistory
  private let command: String
  private let name: String

  /// The history `name` of `command`, in the folder `environment` gives
  /// (`$XDG_STATE_HOME/quire/history`).
  init(name: String, command: String, environment: [String: String]) {
    self.store = BestEffortHistory(name: name, paths: XDGPaths(environment: environment))
    self.command = command
    self.name = name
  }

  /// The remembered values, newest first.
  mutating func suggestions() -> [String] {
    let values = store.load()
    warnIfFailed()
    return values.reversed()
  }

  /// Remembers `value` as the newest.
  mutating func remember(_ value: String) {
    store.record(value)
    warnIfFailed()
  }

  private mutating func warnIfFailed() {
    guard let warning = store.takeWarning() else { return }
    StandardError.write("\(command): history \(name): \(warning); going on without it\n")
  }
}
