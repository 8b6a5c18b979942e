import Quire

/// The command table of `quire`: its own options, its words, and one row per command. The
/// parser, `quire --help`, `quire COMMAND --help`, the man page (`docs/quire.1`) and the
/// completion scripts (`completions/`) are all made from it.
///
/// To add a command, add its row (a `CommandSpec`, conventionally a static property in
/// `Commands/<Name>/CommandSpec+<Name>.swift`) to `commands`, and write its handler (a
/// `CommandHandler`). Then run `Scripts/check-cli-docs.sh --write` and commit the man page
/// and completion scripts it writes.
enum CommandTable {
  /// The table.
  static let program = ProgramSpec(
    name: "quire",
    summary: "text editing in the terminal: notes, editors and prompts for scripts",
    discussion: [
      """
      With no command, quire opens the notes app on the default notes folder (quire notes).
      """,
      """
      The prompts (input, write, choose, form, file) print only the answer on standard output, so a \
      script can keep it: name=$(quire input); confirm answers with its exit status. With no \
      usable terminal (no /dev/tty, or TERM=dumb), with --accessible or with \
      QUIRE_ACCESSIBLE=1, they ask in plain lines on standard error and read the answer from \
      standard input, in words a screen reader can follow.
      """,
      """
      quire --completions SHELL prints the completion script for bash, zsh or fish; its first \
      lines say where to put it.
      """,
    ],
    options: [
      .flag("help", short: "h", help: "show this help; quire COMMAND --help shows a command's"),
      .flag("version", help: "show the version"),
      .value(
        "completions", "SHELL", .word(CompletionShell.allCases.map(\.rawValue)),
        help: "print the completion script for bash, zsh or fish"),
      .flag("man-page", help: "print the man page (roff), for Scripts/check-cli-docs.sh", isHidden: true),
    ],
    commands: [.notes, .edit, .list, .keys, .input, .write, .choose, .confirm, .form, .date, .file],
    defaultCommand: "notes",
    exitStatuses: [
      ExitStatusHelp(.accepted, "accepted: the answer is on standard output"),
      ExitStatusHelp(.cancelled, "cancelled by the user, or the input ended before an answer"),
      ExitStatusHelp(.usage, "usage error: the command line could not be used"),
      ExitStatusHelp(.failure, "I/O or data error: a terminal, file or stream could not be used"),
      ExitStatusHelp(.timedOut, "timed out: no answer within --timeout"),
      ExitStatusHelp(.interrupted, "interrupted with Ctrl-C"),
    ],
    environment: [
      ("QUIRE_NOTES_DIR", "the notes folder of quire and quire notes without DIR"),
      ("QUIRE_ACCESSIBLE", "set (to anything but 0), the prompts ask in plain lines, as with --accessible"),
      ("TERM", "dumb means no usable terminal: the prompts ask in plain lines, and keys turns no mode on"),
      ("NO_COLOR", "set and not empty, no colour is used; bold, underline and reverse still show"),
    ],
    examples: [
      Example("quire", "opens the notes app on the default notes folder"),
      Example("name=$(quire input --title \"Add item\")", "asks for a line and keeps the answer in $name"),
      Example("quire keys", "shows what the terminal sends for each key, to report a key that misbehaves"),
    ])
}
