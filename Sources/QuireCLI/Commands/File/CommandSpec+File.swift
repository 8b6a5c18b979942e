extension CommandSpec {
  /// `quire file [--directory | --file] [--extension LIST] [--height N] [--timeout SECONDS]
  /// [--accessible] [DIR]`.
  static let file = CommandSpec(
    name: "file",
    summary: "choose a file or a folder, by moving through folders and filtering",
    discussion: [
      """
      Shows the entries of DIR (the current folder by default), folders first, then by name, \
      and prints the path chosen on standard output. Right or Enter opens a folder, Left (or \
      Backspace while the filter is empty) goes up; typing filters the entries fuzzily; . \
      shows or hides the hidden entries. Links are shown as NAME → TARGET. When the terminal \
      is wide enough, a pane beside the list shows the first lines of the text file under the \
      cursor, or the first entries of the folder; a binary file is said to be binary, and \
      nothing of a file reaches the terminal as a control sequence.
      """,
      """
      --file lets only files be chosen, --directory only folders (Enter chooses the folder \
      under the cursor, Right opens it), and --extension md,txt only files with one of \
      those extensions. A path that is not UTF-8 is shown with \\xHH for its other bytes and \
      printed as its bytes.
      """,
      """
      The picker is drawn inline on the terminal (/dev/tty), below the cursor, and erased when \
      done. In plain lines (no usable terminal, --accessible, QUIRE_ACCESSIBLE=1) the entries \
      are listed by number on standard error, and the answer, read from standard input, is a \
      number (a folder's opens it), 0 to go up, or a name in the folder.
      """,
    ],
    arguments: [.startFolder],
    options: [.chooseFolder, .chooseFile, .extensions, .height, .timeout, .accessible],
    keys: [
      KeyHelp("Up, Down, PgUp, PgDn, Home, End", "move"),
      KeyHelp(
        "Enter", "open the folder under the cursor, or choose the file (--directory: choose the folder)"),
      KeyHelp("Right", "open the folder under the cursor"),
      KeyHelp(
        "Left, Backspace", "go up to the folder holding this one (Backspace while the filter is empty)"),
      KeyHelp(".", "show or hide hidden entries (while the filter is empty)"),
      KeyHelp("typing", "filter the entries"),
      KeyHelp("Esc", "empty the filter, or cancel (exit status 1)"),
      KeyHelp("Ctrl-C", "quit, cancelling (exit status 130)"),
    ],
    exitStatuses: ExitStatusHelp.prompt,
    examples: [
      Example("quire file", "chooses a file from the current folder and prints its path"),
      Example("cd \"$(quire file --directory ~)\"", "goes to a folder chosen from the home folder"),
      Example("quire file --extension md,txt notes", "chooses a Markdown or text file in notes"),
    ],
    handler: FileCommand.self)
}

extension ArgumentSpec {
  /// `quire file [DIR]`.
  static let startFolder = ArgumentSpec(
    "DIR", .directory, isOptional: true, help: "the folder to start in (the current folder by default)")
}

extension OptionSpec {
  /// `quire file --directory`.
  static let chooseFolder = OptionSpec.flag("directory", help: "choose a folder: only folders are shown")
  /// `quire file --file`.
  static let chooseFile = OptionSpec.flag("file", help: "choose a file: folders are only opened")
  /// `quire file --extension LIST`.
  static let extensions = OptionSpec.value(
    "extension", "LIST", help: "offer only files ending in these extensions, separated by commas (md,txt)")
}
