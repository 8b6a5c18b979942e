/// The help texts.
enum Usage {
  /// `quire --help`.
  static let main = """
    Usage: quire [COMMAND] [ARGUMENTS]

    Commands:
      keys          show each key, mouse and paste event as decoded
      --help        show this help
      --version     show the version

    The notes app, the editors and the prompts are being built.
    """

  /// `quire keys --help`.
  static let keys = """
    Usage: quire keys [--full-screen]

    Shows each event the terminal sends, decoded, one line each: keys with their modifiers,
    mouse presses, drags and the wheel, pastes, focus changes, resizes, and the terminal's
    replies to Quire's questions (which keyboard protocol it speaks). Use it to see what
    Quire receives when a key does not do what you expect, and to report it.
    The events are shown inline, below the cursor, as the prompts draw; --full-screen shows
    them on the alternate screen, as the notes app and the editors draw.

    Control characters (in a paste too) are shown as ^[ and the like, never sent back to
    the terminal. Quit with Ctrl-C or by pressing Esc twice; both exit with status 0.
    Exit status 3 when there is no terminal to read from.
    """
}
