extension CommandSpec {
  /// `quire list FILE`.
  static let list = CommandSpec(
    name: "list",
    summary: "edit the lines of a file as a list of items",
    discussion: [
      """
      Shows the lines of FILE as a list, full screen, to add, edit, delete and reorder. The \
      list is saved when you leave and after each pause of 2 seconds, safely: the file is \
      replaced whole or not at all. It keeps its line breaks (LF or CR LF), its final line \
      break or the lack of one, and a byte order mark; a list left unchanged is not written. \
      A missing FILE is created at the first save.
      """,
      """
      FILE must be UTF-8 text that can be written; a folder, a device, binary data or a \
      read-only file is refused in one line on standard error. If the file changes on disk \
      while the list is open, the list is not written over it: the list goes to a recovery \
      copy, and quire edit FILE offers it.
      """,
    ],
    arguments: [.listFile],
    keys: [
      KeyHelp("a", "add an item after the cursor's"),
      KeyHelp("Enter, e", "edit the item"),
      KeyHelp("d, Delete", "delete the item"),
      KeyHelp("Alt-Up, Alt-Down", "move the item up, down"),
      KeyHelp("Ctrl-Z, Ctrl-Y", "undo, redo"),
      KeyHelp("Esc, Ctrl-S", "save and leave"),
      KeyHelp("Ctrl-C", "save and quit (exit status 130)"),
    ],
    exitStatuses: [
      ExitStatusHelp(.accepted, "saved, or nothing to save"),
      ExitStatusHelp(.usage, "the command line could not be used"),
      ExitStatusHelp(
        .failure, "the file cannot be opened or saved (the message says where the list was kept)"),
      ExitStatusHelp(.interrupted, "interrupted with Ctrl-C, after saving"),
    ],
    examples: [
      Example("quire list ~/groceries.txt", "edits a shopping list, one item a line")
    ],
    handler: ListCommand.self)
}

extension ArgumentSpec {
  /// `quire list FILE`.
  static let listFile = ArgumentSpec("FILE", .file, help: "the file whose lines are the items")
}
