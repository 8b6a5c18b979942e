extension CommandSpec {
  /// `quire confirm [--affirmative WORD] [--negative WORD] [--default yes|no]
  /// [--timeout SECONDS] [--accessible] PROMPT`.
  static let confirm = CommandSpec(
    name: "confirm",
    summary: "ask a yes-or-no question; the answer is the exit status",
    discussion: [
      """
      Asks PROMPT with two buttons, Yes and No (or the words given), and exits with status 0 \
      for yes and 1 for no, so a script can write quire confirm "Delete 3 notes?" && rm …. \
      Nothing is printed on standard output.
      """,
      """
      The question is drawn inline on the terminal, below the cursor, on one row, and erased \
      when answered. In plain lines (no usable terminal, --accessible, QUIRE_ACCESSIBLE=1) it \
      is written on standard error as PROMPT [y/N] and the answer read from standard input: \
      y or yes, n or no, or one of the words given; an empty line takes the default, and the \
      end of input is no.
      """,
    ],
    arguments: [.prompt],
    options: [.affirmative, .negative, .defaultAnswer, .timeout, .accessible],
    keys: [
      KeyHelp("Left, Right, Tab", "choose a button"),
      KeyHelp("Enter", "answer with the chosen button"),
      KeyHelp("Esc", "answer no (exit status 1)"),
      KeyHelp("Ctrl-C", "quit (exit status 130)"),
    ],
    exitStatuses: [
      ExitStatusHelp(.accepted, "the answer was yes"),
      ExitStatusHelp(.cancelled, "the answer was no, or Esc, or the input ended"),
      ExitStatusHelp(.usage, "the command line could not be used"),
      ExitStatusHelp(.failure, "the question could not be asked or the answer read"),
      ExitStatusHelp(.timedOut, "no answer within --timeout"),
      ExitStatusHelp(.interrupted, "interrupted with Ctrl-C"),
    ],
    examples: [
      Example("quire confirm \"Delete 3 notes?\" && rm notes/*.md", "deletes only after a yes"),
      Example(
        "quire confirm --default no --affirmative Push --negative Wait \"Push to main?\"",
        "asks with its own words, No chosen at first"),
    ],
    handler: ConfirmCommand.self)
}

extension ArgumentSpec {
  /// `quire confirm PROMPT`.
  static let prompt = ArgumentSpec("PROMPT", help: "the question")
}

extension OptionSpec {
  /// `quire confirm --affirmative WORD`.
  static let affirmative = OptionSpec.value("affirmative", "WORD", help: "the yes button's word (Yes)")
  /// `quire confirm --negative WORD`.
  static let negative = OptionSpec.value("negative", "WORD", help: "the no button's word (No)")
  /// `quire confirm --default yes|no`.
  static let defaultAnswer = OptionSpec.value(
    "default", "ANSWER", .word(["yes", "no"]), help: "the answer chosen at first: yes (the default) or no")
}
