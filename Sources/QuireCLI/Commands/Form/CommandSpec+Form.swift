extension CommandSpec {
  /// `quire form [--title T] --field KEY:LABEL[:VALUE] ... [--secret KEY] [--multiline KEY]
  /// [--choices KEY:A,B,C] [--date KEY] [--required KEY] [--format json|env] [--timeout SECONDS]
  /// [--accessible]`.
  static let form = CommandSpec(
    name: "form",
    summary: "ask for several values at once; print them as JSON or shell variables",
    discussion: [
      """
      Asks for the value of each --field, in the order given, and prints them on standard \
      output: one JSON object with the keys in that order (--format json, the default), or \
      one KEY='VALUE' line per field, quoted for a POSIX shell (--format env), so that \
      eval "$(quire form --format env …)" sets them. A KEY is letters, digits and _, not \
      starting with a digit. LABEL is shown (the key when it is empty) and VALUE is where the \
      answer starts; a colon inside LABEL is written \\:, a backslash \\\\, and VALUE may hold \
      colons as they are.
      """,
      """
      A field is one line of text unless another option names its key: --secret hides what \
      is typed, --multiline makes it a text of several lines (Enter on it opens an editor; \
      Ctrl-S there keeps the text), and --choices KEY:A,B,C makes it one of the options A, B \
      or C (a comma inside an option is written \\,). --date makes it a day: Enter on it \
      opens the calendar quire date shows, its VALUE may be written as there (2026-12-24, \
      +1w, tomorrow), and it is printed as 2026-12-24. --required refuses an empty value.
      """,
      """
      The form is drawn inline on the terminal, below the cursor, and erased when done: Tab \
      and Shift-Tab (or the arrows) move between fields, Enter goes to the next field and \
      submits on the last, Ctrl-S submits from any field, Esc cancels. A value that is not \
      accepted says why under its field, and the form is not submitted until it is. In plain \
      lines (no usable terminal, --accessible, QUIRE_ACCESSIBLE=1) the fields are asked one \
      after another on standard error and the answers read from standard input; a multi-line \
      value ends with a line holding only a dot.
      """,
    ],
    options: [
      .title, .field, .secretField, .multilineField, .choicesField, .dateField, .requiredField, .format,
      .timeout,
      .accessible,
    ],
    keys: [
      KeyHelp("Tab, Shift-Tab", "go to the next, the previous field"),
      KeyHelp("Down, Up", "go to the next, the previous field"),
      KeyHelp("Enter", "go to the next field; submit on the last; open a multi-line, choice or date field"),
      KeyHelp("Ctrl-S", "submit"),
      KeyHelp("Esc", "cancel (exit status 1)"),
      KeyHelp("Ctrl-C", "quit, cancelling (exit status 130)"),
      KeyHelp("Ctrl-Z, Ctrl-Y", "undo, redo in a field"),
    ],
    exitStatuses: ExitStatusHelp.prompt,
    examples: [
      Example(
        "quire form --field name:Name --field email:Email --required name",
        "asks for a name and an address and prints {\"name\":\"…\",\"email\":\"…\"}"),
      Example(
        "eval \"$(quire form --format env --field user:User:$USER --field pass:Password --secret pass)\"",
        "sets $user and $pass in the shell"),
      Example(
        "quire form --field size:Size:M --choices size:S,M,L --field cv --multiline cv",
        "a choice among options and a text of several lines"),
    ],
    handler: FormCommand.self)
}

extension OptionSpec {
  /// `quire form --field KEY:LABEL[:VALUE]`.
  static let field = OptionSpec.repeated(
    "field", "KEY:LABEL[:VALUE]", help: "a field, in order: its key, its label, and the value to start from")
  /// `quire form --secret KEY`.
  static let secretField = OptionSpec.repeated(
    "secret", "KEY", help: "hide what is typed in the field KEY (a password)")
  /// `quire form --multiline KEY`.
  static let multilineField = OptionSpec.repeated(
    "multiline", "KEY", help: "make the field KEY a text of several lines, edited in an editor")
  /// `quire form --choices KEY:A,B,C`.
  static let choicesField = OptionSpec.repeated(
    "choices", "KEY:A,B,C", help: "make the field KEY one of the options A, B, C")
  /// `quire form --date KEY`.
  static let dateField = OptionSpec.repeated(
    "date", "KEY", help: "make the field KEY a day, picked on a calendar and printed as YYYY-MM-DD")
  /// `quire form --required KEY`.
  static let requiredField = OptionSpec.repeated(
    "required", "KEY", help: "refuse an empty value in the field KEY")
  /// `quire form --format json|env`.
  static let format = OptionSpec.value(
    "format", "FORMAT", .word(FormOutputFormat.allCases.map(\.rawValue)),
    help: "print a JSON object (json, the default) or KEY='VALUE' lines for sh (env)")
}
