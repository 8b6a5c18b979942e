/// One row of the command table: everything `quire` knows about a command. The parser, the
/// help text, the man page and the completion scripts all read it, and its handler turns
/// what the parser found into a typed value that runs.
struct CommandSpec: Sendable {
  /// The word that names it (`input`).
  var name: String
  /// One line for the list of commands, in lower case, without a final stop.
  var summary: String
  /// What it does, in paragraphs (wrapped when shown).
  var discussion: [String]
  /// Its positional arguments, in order; only the last may be optional or repeated.
  var arguments: [ArgumentSpec] = []
  /// Its options, without `--help`, which every command has (see `allOptions`).
  var options: [OptionSpec] = []
  /// The keys that work on its screen.
  var keys: [KeyHelp] = []
  /// The exit statuses it can end with.
  var exitStatuses: [ExitStatusHelp]
  /// A few command lines showing it in use.
  var examples: [Example] = []
  /// The type that reads the parsed arguments and runs the command.
  var handler: any CommandHandler.Type

  /// The options as parsed and documented: the command's own, then `-h, --help`.
  var allOptions: [OptionSpec] { options + [.help] }

  /// The options that the help, the man page and the completions show.
  var visibleOptions: [OptionSpec] { allOptions.filter { !$0.isHidden } }

  /// The option called `--long` or `-short`, if the command has one.
  func option(named name: String) -> OptionSpec? {
    if name.hasPrefix("--") { return allOptions.first { $0.longName == name } }
    guard name.count == 2, name.hasPrefix("-"), let letter = name.last else { return nil }
    return allOptions.first { $0.short == letter }
  }
}

extension OptionSpec {
  /// `-h, --help`, which every command has.
  static let help = OptionSpec.flag("help", short: "h", help: "show this help")
}
