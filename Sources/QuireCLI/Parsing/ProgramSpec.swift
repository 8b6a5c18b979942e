/// The whole command table: the program's own options and words, and one row per command.
struct ProgramSpec: Sendable {
  /// The program's name (`quire`).
  var name: String
  /// One line saying what it is.
  var summary: String
  /// What it does, in paragraphs.
  var discussion: [String]
  /// The options that stand alone, instead of a command (`--version`).
  var options: [OptionSpec]
  /// The rows.
  var commands: [CommandSpec]
  /// The command `quire` alone runs; `nil` shows the help instead.
  var defaultCommand: String?
  /// Every exit status, for the man page and the main help.
  var exitStatuses: [ExitStatusHelp]
  /// The environment variables that change what it does, with what they do.
  var environment: [(name: String, meaning: String)]
  /// Command lines showing it in use.
  var examples: [Example]

  /// The row called `name`, if there is one.
  func command(named name: String) -> CommandSpec? {
    commands.first { $0.name == name }
  }

  /// The options the help, the man page and the completions show.
  var visibleOptions: [OptionSpec] { options.filter { !$0.isHidden } }
}
