extension CommandSpec {
  /// `quire input [--title T] [--value V] [--placeholder P] [--password] [--history NAME]
  /// [--timeout SECONDS] [--accessible]`.
  static let input = CommandSpec(
    name: "input",
    summary: "ask for one line of text",
    discussion: [
      """
      Asks for one line of text and prints the answer on standard output, followed by a line \
      break. With --value it starts from that answer, to edit it or keep it.
      """,
      """
      The prompt draws inline on the terminal (/dev/tty), below the cursor, and erases itself \
      when done, so standard input and output can both be pipes. With --history NAME the \
      answers are remembered (in $XDG_STATE_HOME/quire/history/NAME) and offered again as \
      you type: the rest of a remembered answer shows faint, and Tab or Right takes it.
      """,
      """
      With no usable terminal, --accessible or QUIRE_ACCESSIBLE=1, input asks in plain lines: \
      the question is written on standard error and the answer read from standard input: \
      Enter answers (an empty line keeps --value), and the end of input (Ctrl-D) cancels.
      """,
    ],
    options: [.title, .value, .placeholder, .password, .history, .timeout, .accessible],
    keys: [
      KeyHelp("Enter", "okay"),
      KeyHelp("Esc", "cancel (exit status 1)"),
      KeyHelp("Tab, Right", "take the remembered answer shown faint (--history)"),
      KeyHelp("Ctrl-C", "quit, cancelling (exit status 130)"),
      KeyHelp("Ctrl-A, Ctrl-E", "go to the start, the end of the line"),
      KeyHelp("Alt-B, Alt-F", "go back, forward a word"),
      KeyHelp("Ctrl-W, Ctrl-U, Ctrl-K", "delete the word before, to the start, to the end"),
      KeyHelp("Ctrl-Z, Ctrl-Y", "undo, redo"),
    ],
    exitStatuses: ExitStatusHelp.prompt,
    examples: [
      Example(
        "name=$(quire input --title \"Add item\" --placeholder \"Item name\")",
        "asks for an item's name and keeps the answer in $name"),
      Example(
        "secret=$(quire input --password --title Passphrase)", "asks for a passphrase without showing it"),
    ],
    handler: InputCommand.self)
}

extension OptionSpec {
  /// `quire input --password`.
  static let password = OptionSpec.flag("password", help: "hide what is typed")
}
