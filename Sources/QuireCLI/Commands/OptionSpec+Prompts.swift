/// The options every prompt (`input`, `write`, and later `choose`, `confirm`, `form`) takes,
/// so that they read and are documented alike.
extension OptionSpec {
  /// `--title TEXT`.
  static let title = OptionSpec.value("title", "TEXT", help: "the question, shown above the answer")
  /// `--value TEXT`.
  static let value = OptionSpec.value("value", "TEXT", help: "the answer to start from, to edit or keep")
  /// `--placeholder TEXT`.
  static let placeholder = OptionSpec.value(
    "placeholder", "TEXT", help: "a hint shown while the answer is empty")
  /// `--timeout SECONDS`.
  static let timeout = OptionSpec.value(
    "timeout", "SECONDS", .seconds, help: "give up after SECONDS without an answer (exit status 124)")
  /// `--accessible`.
  static let accessible = OptionSpec.flag(
    "accessible", help: "ask in plain lines a screen reader can follow, as QUIRE_ACCESSIBLE=1 does")
  /// `--history NAME`.
  static let history = OptionSpec.value(
    "history", "NAME", .name, help: "remember the answers under NAME, to offer them again")
}

extension ExitStatusHelp {
  /// The exit statuses of every prompt.
  static let prompt: [ExitStatusHelp] = [
    ExitStatusHelp(.accepted, "the answer was accepted; it is on standard output"),
    ExitStatusHelp(.cancelled, "cancelled with Esc, or the input ended before an answer"),
    ExitStatusHelp(.usage, "the command line could not be used"),
    ExitStatusHelp(.failure, "the answer could not be read or written"),
    ExitStatusHelp(.timedOut, "no answer within --timeout"),
    ExitStatusHelp(.interrupted, "interrupted with Ctrl-C"),
  ]
}
