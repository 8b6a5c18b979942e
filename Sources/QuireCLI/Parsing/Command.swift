/// What the command line asked for: the result of parsing the arguments.
enum Command: Sendable {
  /// Show the help: the program's (`nil`), or the named command's.
  case help(String?)
  /// `quire --version`.
  case version
  /// `quire --completions SHELL`: print the completion script for `SHELL`.
  case completions(CompletionShell)
  /// `quire --man-page` (hidden): print the man page, for `Scripts/check-cli-docs.sh`.
  case manPage
  /// Run a command: its handler, holding the typed arguments.
  case run(any CommandHandler)
}

extension Command: Equatable {
  static func == (left: Command, right: Command) -> Bool {
    switch (left, right) {
    case (.help(let a), .help(let b)): a == b
    case (.version, .version), (.manPage, .manPage): true
    case (.completions(let a), .completions(let b)): a == b
    case (.run(let a), .run(let b)): a.isEqual(to: b)
    default: false
    }
  }
}
