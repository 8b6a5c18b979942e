extension CommandSpec {
  /// `quire notes [DIR]`, also what `quire` alone runs.
  static let notes = CommandSpec(
    name: "notes",
    summary: "the notes app: browse, add and edit the notes of a folder",
    discussion: [
      """
      Shows the notes (.md and .txt files) of DIR, newest first, each with its title, first \
      line, tags and age, and opens them in the editor, which saves as you type and when you \
      leave. Without DIR it shows the default notes folder: $QUIRE_NOTES_DIR, else \
      $XDG_DATA_HOME/quire/notes, else ~/.local/share/quire/notes, created when missing. \
      quire with no command runs quire notes.
      """,
      """
      Typing / filters the notes by title and tags. A new note's name becomes its file name \
      (name.md); a name with a /, a leading dot or a control character is refused, and an \
      existing note is never replaced. Tags and the description are kept in the note's front \
      matter (a YAML header between --- lines); the tags chosen are remembered in \
      $XDG_STATE_HOME/quire/history/tags and offered for every note. Deleted notes go to the \
      trash ($XDG_DATA_HOME/Trash), from where they can be restored.
      """,
    ],
    arguments: [.notesFolder],
    keys: [
      KeyHelp("Enter", "open the note in the editor (Esc in the editor saves and comes back)"),
      KeyHelp("a", "add a note"),
      KeyHelp("r", "rename the note"),
      KeyHelp("t", "choose the note's tags"),
      KeyHelp("e", "edit the note's description"),
      KeyHelp("d, Delete", "move the note to the trash, after asking"),
      KeyHelp("/", "filter the notes (Esc clears the filter)"),
      KeyHelp("s", "sort newest first or by name"),
      KeyHelp("Ctrl-C", "quit (the notes are saved already)"),
    ],
    exitStatuses: [
      ExitStatusHelp(.accepted, "quit"),
      ExitStatusHelp(.usage, "the command line could not be used"),
      ExitStatusHelp(.failure, "the folder cannot be created or read, or there is no terminal"),
      ExitStatusHelp(.interrupted, "interrupted with Ctrl-C in the editor"),
    ],
    examples: [
      Example("quire", "opens the notes app on the default notes folder"),
      Example("quire notes ~/Documents/journal", "opens the notes of another folder"),
    ],
    handler: NotesCommand.self)
}

extension ArgumentSpec {
  /// `quire notes [DIR]`.
  static let notesFolder = ArgumentSpec(
    "DIR", .directory, isOptional: true, help: "the folder of notes (created when missing)")
}
