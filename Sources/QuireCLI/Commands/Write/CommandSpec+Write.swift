extension CommandSpec {
  /// `quire write [--title T] [--value V] [--placeholder P] [--char-limit N] [--max-lines N]
  /// [--timeout SECONDS] [--accessible]`.
  static let write = CommandSpec(
    name: "write",
    summary: "ask for a longer text, of several lines",
    discussion: [
      """
      Asks for a text of several lines and prints it on standard output, followed by a line \
      break. It starts from --value, or else from standard input when that is a pipe, so \
      git log -1 --format=%B | quire write edits a message.
      """,
      """
      The editor draws inline on the terminal, below the cursor, reading the keys from \
      /dev/tty, and erases itself when done, so standard input and output can both be pipes.
      """,
      """
      With no usable terminal, --accessible or QUIRE_ACCESSIBLE=1, write asks in plain lines: \
      the question is written on standard error and the text read from standard input: on a \
      terminal, end it with a line holding only a dot (.) or with Ctrl-D at the start of a \
      line; from a pipe, the text is all of it, so write echoes piped text back, within the \
      limits.
      """,
    ],
    options: [.title, .value, .placeholder, .charLimit, .maxLines, .timeout, .accessible],
    keys: [
      KeyHelp("Ctrl-S, Ctrl-D, Alt-Enter", "done"),
      KeyHelp("Enter", "start a new line"),
      KeyHelp("Esc", "cancel (exit status 1)"),
      KeyHelp("Ctrl-C", "quit, cancelling (exit status 130)"),
      KeyHelp("Ctrl-Z, Ctrl-Y", "undo, redo"),
      KeyHelp("Ctrl-E", "edit the text in $VISUAL or $EDITOR"),
      KeyHelp("Alt-B, Alt-F", "go back, forward a word"),
      KeyHelp("Ctrl-W, Ctrl-U, Ctrl-K", "delete the word before, to the line's start, to its end"),
    ],
    exitStatuses: ExitStatusHelp.prompt,
    examples: [
      Example(
        "quire write --title \"Commit message\" --max-lines 20 > message.txt",
        "asks for a message of at most 20 lines and saves it"),
      Example(
        "git log -1 --format=%B | quire write --title \"Edit the message\"",
        "starts from the last commit's message"),
    ],
    handler: WriteCommand.self)
}

extension OptionSpec {
  /// `quire write --char-limit N`.
  static let charLimit = OptionSpec.value(
    "char-limit", "N", .integer(1...Int.max), help: "accept at most N characters (line breaks count as one)")
  /// `quire write --max-lines N`.
  static let maxLines = OptionSpec.value(
    "max-lines", "N", .integer(1...Int.max), help: "accept at most N lines")
}
