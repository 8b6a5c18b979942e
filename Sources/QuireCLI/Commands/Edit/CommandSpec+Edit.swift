extension CommandSpec {
  /// `quire edit FILE`.
  static let edit = CommandSpec(
    name: "edit",
    summary: "edit a text file on the full screen, saved safely",
    discussion: [
      """
      Opens FILE in the document editor on the full screen, or starts it when it does not \
      exist (the file is written at the first save, not before). Large files show their first \
      screen at once and load the rest in the background.
      """,
      """
      The text is saved when you leave with Esc, with Ctrl-S, and after two seconds without \
      typing (--autosave changes the pause), each time safely: a temporary file beside it is written, flushed to disk and \
      renamed over it, so a crash or a full disk never leaves half a file. Symbolic links stay \
      links, and the file's mode, owner and extended attributes are kept; its line breaks, \
      byte order mark and bytes that are not UTF-8 are written back as they were.
      """,
      """
      When another program changes the file while it is open, it is loaded again if you had \
      no unsaved edits; otherwise you choose: keep yours, take theirs, or save yours as a copy \
      named FILE (conflict DATE TIME). While edits are unsaved, a recovery copy of at most five \
      seconds ago is kept in $XDG_STATE_HOME/quire/recovery/ (also written on SIGTERM, SIGHUP \
      and Ctrl-C), and offered the next time the file is opened.
      """,
    ],
    arguments: [.file],
    options: [.autosave],
    keys: [
      KeyHelp("Esc", "save and quit"),
      KeyHelp("Ctrl-S", "save now"),
      KeyHelp("Ctrl-F", "find; Enter, Ctrl-F next, Shift-Enter previous, Esc closes"),
      KeyHelp("Ctrl-G", "go to a line"),
      KeyHelp("Ctrl-Z, Ctrl-Y", "undo, redo"),
      KeyHelp("Ctrl-E", "edit the text in $VISUAL or $EDITOR"),
      KeyHelp("Ctrl-C", "quit without saving, keeping unsaved text in a recovery copy"),
    ],
    exitStatuses: [
      ExitStatusHelp(.accepted, "the text was saved, or there was nothing to save"),
      ExitStatusHelp(.usage, "the command line could not be used"),
      ExitStatusHelp(
        .failure, "the file could not be opened or saved (the message says where the text was kept)"),
      ExitStatusHelp(ExitStatus(code: 128 + 1), "ended by SIGHUP (unsaved text is in a recovery copy)"),
      ExitStatusHelp(.interrupted, "interrupted with Ctrl-C (unsaved text is in a recovery copy)"),
      ExitStatusHelp(ExitStatus(code: 128 + 15), "ended by SIGTERM (unsaved text is in a recovery copy)"),
    ],
    examples: [
      Example("quire edit notes.md", "edits notes.md, creating it when you first save"),
      Example("quire edit ~/.bashrc", "edits a file through its symbolic link, which stays a link"),
    ],
    handler: EditCommand.self)
}

extension OptionSpec {
  /// `quire edit --autosave SECONDS`.
  static let autosave = OptionSpec.value(
    "autosave", "SECONDS", .seconds, help: "save after SECONDS without typing (2 unless given)")
}
