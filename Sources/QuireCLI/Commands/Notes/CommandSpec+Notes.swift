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
      Typing / searches every note as you type, in the words of --search below: its name, \
      tags, description and text; each note found shows the line the words were found on, \
      and the count of notes found is at the top. Enter opens the note with the caret on the \
      first match, every match shown (Enter in the editor goes to the next); when no note \
      matches, Enter creates the note the search names. A new note's name becomes its file name \
      (name.md); a name with a /, a leading dot or a control character is refused, and an \
      existing note is never replaced. Tags and the description are kept in the note's front \
      matter (a YAML header between --- lines); the tags chosen are remembered in \
      $XDG_STATE_HOME/quire/history/tags and offered for every note. Deleted notes go to the \
      trash ($XDG_DATA_HOME/Trash), from where they can be restored.
      """,
      """
      n opens today's note, YYYY-MM-DD.md in the local time zone, made when missing; \
      opening it again the same day opens the same note. A new daily note starts from the \
      template .templates/daily.md when the folder has it. Templates are the Markdown files \
      of the folder's .templates/ folder, never listed as notes: when there are any, adding \
      a note asks which it starts from (Blank note first), and {{title}}, {{date}} \
      (YYYY-MM-DD) and {{time}} (HH:MM) in it are filled; any other {{name}} is kept as \
      written. # lists every tag with how many notes have it, the most used first: Enter \
      shows the notes with the tag, r renames it in every note (front matter and inline \
      #tags), each note saved as safely as an edit; a note that cannot be changed (read-only, \
      changed meanwhile) is listed and left as it was.
      """,
      """
      Notes link to each other with [[Name]] or [[Name|shown text]], or a Markdown link to a \
      relative .md path ([text](Name.md)); names match as the notes' names do, ignoring case \
      and Unicode normalisation, and a link to a note not yet written is drawn faint. In the \
      editor, Ctrl-] on a link (or a click on it) saves the note and opens the linked one, \
      creating it when missing; Ctrl-O saves it and returns to the note before, its caret and \
      scroll where they were, as far back as you went; Esc goes back to the notes. The status \
      line counts the notes that link to the one shown (3 backlinks), and Alt-L lists them, \
      each with the line that links: Enter opens it on that line. Renaming a note (r) that \
      other notes link to asks whether to update their links; each note is saved as safely \
      as an edit, and one that cannot be changed is listed and left as it was.
      """,
      """
      Notes kept in git (a folder that is a git work tree, or made one with --git-init) are \
      versioned: leaving a note, a rename, a tag change and a delete each become a commit \
      named by the notes ("Edit Groceries"), and a note kept open is committed after a minute \
      without changes. S in the browser, or --sync, commits what is pending, fetches, merges \
      and pushes with the folder's remote (the branch's upstream, else origin), with your \
      own git, its configuration and credentials; git never asks on the terminal. The header \
      says "syncing…", then when the last sync ended, or why it could not (no remote, the \
      remote cannot be reached, credentials refused). A note changed on both machines keeps \
      this machine's text and the other's is saved beside it as "NAME (conflict DATE).md"; a \
      note deleted on one and edited on the other comes back edited; nothing is lost and no \
      conflict marker is left in a note. Without git on PATH, or outside a work tree, none of \
      this shows.
      """,
      """
      With --search, no screen is shown: the paths of the notes matching QUERY are printed, \
      best first, one a line. Every word must be found, in any order, ignoring case, as a \
      word or a part of one, in the note's name, tags, description or text; "a phrase" is \
      found as it is, #tag keeps the notes with that tag (in the front matter or inline), \
      and -word leaves out the notes holding it. Notes whose name holds the words come \
      first, then by relevance, then the most recently changed. The notes are searched \
      through an index kept in $XDG_CACHE_HOME/quire/index (~/.cache/quire/index), updated \
      from the files first; it is only a cache, and when it cannot be used the files are \
      read instead.
      """,
    ],
    arguments: [.notesFolder],
    options: [.search, .today, .gitInit, .sync],
    keys: [
      KeyHelp(
        "Enter",
        "open the note in the editor (Esc in the editor saves and comes back); when a search matches no note, create the note it names"
      ),
      KeyHelp("a", "add a note"),
      KeyHelp("r", "rename the note, offering to update the links to it"),
      KeyHelp("t", "choose the note's tags"),
      KeyHelp("e", "edit the note's description"),
      KeyHelp("d, Delete", "move the note to the trash, after asking"),
      KeyHelp("/", "search the notes' names, tags and text (Esc clears the search)"),
      KeyHelp("n", "open today's note (YYYY-MM-DD.md), made when missing"),
      KeyHelp("#", "list every tag with its count; Enter shows its notes, r renames it"),
      KeyHelp("s", "sort newest first or by name"),
      KeyHelp("S", "sync the notes with their git remote (shown when the folder is kept in git)"),
      KeyHelp(
        "[[",
        "in a note, offer the names of the notes, newest first, narrowed as you type; Tab or Enter inserts [[Name]], Esc closes and keeps what you typed"
      ),
      KeyHelp("Ctrl-Space", "in a note, offer the note names for the link or word before the caret"),
      KeyHelp("Ctrl-]", "in the editor, on a [[link]]: save and open the linked note (made when missing)"),
      KeyHelp("Ctrl-O", "in the editor, after following a link: save and return to the note before"),
      KeyHelp("Alt-L", "in the editor: list the notes that link to this one; Enter opens one on its line"),
      KeyHelp("Ctrl-C", "quit (the notes are saved already)"),
    ],
    exitStatuses: [
      ExitStatusHelp(.accepted, "quit; with --search, notes matched; with --git-init or --sync, done"),
      ExitStatusHelp(.cancelled, "with --search, no note matched"),
      ExitStatusHelp(.usage, "the command line could not be used"),
      ExitStatusHelp(
        .failure,
        "the folder cannot be created or read, or there is no terminal; with --git-init or --sync, git could not (the line says why)"
      ),
      ExitStatusHelp(.interrupted, "interrupted with Ctrl-C in the editor"),
    ],
    examples: [
      Example("quire", "opens the notes app on the default notes folder"),
      Example("quire notes ~/Documents/journal", "opens the notes of another folder"),
      Example("quire notes --search 'oat milk #recipes'", "prints the recipes that mention oat milk"),
      Example("quire notes --today", "opens today's note, made from .templates/daily.md when missing"),
      Example(
        "quire notes --git-init", "keeps the notes in git (then: git remote add origin URL, in the folder)"),
      Example(
        "quire notes --sync", "commits, fetches, merges and pushes the notes, as the browser's S key does"),
    ],
    handler: NotesCommand.self)
}

extension OptionSpec {
  /// `quire notes --search QUERY`.
  static let search = OptionSpec.value(
    "search", "QUERY", help: "print the paths of the notes matching QUERY, best first, without a screen")
}

extension OptionSpec {
  /// `quire notes --today`.
  static let today = OptionSpec.flag(
    "today", help: "open today's note (YYYY-MM-DD.md), made when missing, from .templates/daily.md if any")
}

extension OptionSpec {
  /// `quire notes --git-init`.
  static let gitInit = OptionSpec.flag(
    "git-init", help: "keep the notes in git: make the folder a work tree, with a .gitignore, and commit them"
  )
  /// `quire notes --sync`.
  static let sync = OptionSpec.flag(
    "sync",
    help: "commit what changed, then fetch, merge and push with the folder's git remote, without a screen")
}

extension ArgumentSpec {
  /// `quire notes [DIR]`.
  static let notesFolder = ArgumentSpec(
    "DIR", .directory, isOptional: true, help: "the folder of notes (created when missing, but not to search)"
  )
}
