extension CommandSpec {
  /// `quire choose [--title T] [--history NAME] [--selected V]... [--sort given|alpha|recent]
  /// [--filter Q] [--match MODE] [--limit N | --no-limit] [--height N] [--no-other]
  /// [--timeout SECONDS] [--accessible] [OPTION ...]`.
  static let choose = CommandSpec(
    name: "choose",
    summary: "choose from a list, or add a value that is then remembered",
    discussion: [
      """
      Shows the OPTIONs as a list to choose from (or, when no OPTION is given, each line of \
      standard input, when it is a pipe or a file), and prints the chosen value on standard \
      output (a line per value when several may be chosen). Typing filters the list, fuzzy by default, the best matches \
      first. The last row, Other…, asks for a value that is not in the list; when the filter \
      matches nothing, Enter takes the typed text as the new value.
      """,
      """
      With --history NAME the values chosen and added are remembered under NAME \
      ($XDG_STATE_HOME/quire/history/NAME) and offered again next time; Delete forgets a \
      remembered value, after asking. --sort recent puts the most recently used first.
      """,
      """
      The list is drawn inline on the terminal (/dev/tty), below the cursor, and erased when \
      done, so both standard streams can be pipes. --filter QUERY draws nothing: it prints \
      the options that match QUERY, best first, and exits with status 1 when none does, as \
      fzf --filter does. In plain lines (no usable terminal, --accessible, \
      QUIRE_ACCESSIBLE=1) the options are listed by number on standard error, and the \
      answer is a number (several, with spaces or commas, when several may be chosen) or a \
      new value; it is read from standard input, or from the terminal when standard input \
      brought the options.
      """,
    ],
    arguments: [.choices],
    options: [
      .title, .history, .selected, .sort, .filter, .match, .limit, .noLimit, .height, .noOther, .timeout,
      .accessible,
    ],
    keys: [
      KeyHelp("Up, Down, PgUp, PgDn, Home, End", "move"),
      KeyHelp("Enter", "choose the value under the cursor; with several, done"),
      KeyHelp(
        "Space, Tab",
        "choose or unchoose a value, when several may be chosen (Space while the filter is empty)"),
      KeyHelp("typing", "filter the list"),
      KeyHelp("Ctrl-T", "match fuzzy, by prefix or by substring"),
      KeyHelp("Delete", "forget a remembered value, after asking"),
      KeyHelp("Esc", "empty the filter, or cancel (exit status 1)"),
      KeyHelp("Ctrl-C", "quit, cancelling (exit status 130)"),
    ],
    exitStatuses: ExitStatusHelp.prompt,
    examples: [
      Example(
        "tag=$(quire choose --history tags --title Tag)",
        "chooses a tag among those used before, or adds one"),
      Example(
        "printf 'red\\ngreen\\nblue\\n' | quire choose --history colours > colour.txt",
        "chooses among the piped lines and the colours remembered"),
      Example("quire choose --no-limit --title Toppings cheese ham olives", "chooses any number of toppings"),
      Example("find . -type f | quire choose --filter srcbutton", "prints the matching paths, best first"),
    ],
    handler: ChooseCommand.self)
}

extension ArgumentSpec {
  /// `quire choose [OPTION ...]`.
  static let choices = ArgumentSpec(
    "OPTION", isOptional: true, isRepeated: true, help: "a value to choose from")
}

extension OptionSpec {
  /// `quire choose --selected VALUE`.
  static let selected = OptionSpec.repeated(
    "selected", "VALUE",
    help: "a value chosen at first (added when it is not an option); give it again for several")
  /// `quire choose --sort ORDER`.
  static let sort = OptionSpec.value(
    "sort", "ORDER", .word(["given", "alpha", "recent"]),
    help: "list the values as given (the default), alphabetically, or the most recent first")
  /// `quire choose --filter QUERY`.
  static let filter = OptionSpec.value(
    "filter", "QUERY", help: "print the options matching QUERY, best first, without asking")
  /// `quire choose --match MODE`.
  static let match = OptionSpec.value(
    "match", "MODE", .word(["fuzzy", "prefix", "substring"]),
    help: "how typing filters: fuzzy (the default), by prefix or by substring")
  /// `quire choose --limit N`.
  static let limit = OptionSpec.value(
    "limit", "N", .integer(1...Int.max), help: "let up to N values be chosen (1 by default)")
  /// `quire choose --no-limit`.
  static let noLimit = OptionSpec.flag("no-limit", help: "let any number of values be chosen")
  /// `quire choose --height N`.
  static let height = OptionSpec.value(
    "height", "N", .integer(1...Int.max), help: "show at most N rows of values (10 by default)")
  /// `quire choose --no-other`.
  static let noOther = OptionSpec.flag(
    "no-other", help: "offer only the values given and remembered: no Other… row, no new value")
}
