extension CommandSpec {
  /// `quire keys [--full-screen]`.
  static let keys = CommandSpec(
    name: "keys",
    summary: "show each key, mouse and paste event as decoded",
    discussion: [
      """
      Shows each event the terminal sends, decoded, one line each: keys with their modifiers, \
      mouse presses, drags and the wheel, pastes, focus changes, resizes, and the terminal's \
      replies to Quire's questions (which keyboard protocol it speaks). Use it to see what \
      Quire receives when a key does not do what you expect, and to report it.
      """,
      """
      The events are shown inline, below the cursor, as the prompts draw; --full-screen shows \
      them on the alternate screen, as the notes app and the editors draw. On TERM=dumb the \
      inline log shows keys only, and --full-screen is refused.
      """,
      """
      Control characters (in a paste too) are shown as ^[ and the like, never sent back to the \
      terminal.
      """,
    ],
    options: [.fullScreen],
    keys: KeysCommand.QuitKeys.help.map { KeyHelp(helpBar: $0.keys, $0.action + " (exit status 0)") },
    exitStatuses: [
      ExitStatusHelp(.accepted, "quit with Ctrl-C or Esc twice"),
      ExitStatusHelp(.usage, "the command line could not be used"),
      ExitStatusHelp(.failure, "no terminal to read from, or it failed"),
    ],
    examples: [
      Example("quire keys", "shows the events inline, one line each, to copy into a bug report"),
      Example("quire keys --full-screen", "shows them on the full screen, as the apps see them"),
    ],
    handler: KeysArguments.self)
}

extension OptionSpec {
  /// `quire keys --full-screen`.
  static let fullScreen = OptionSpec.flag(
    "full-screen", help: "show the events on the alternate screen, as the apps draw")
}
