extension DocumentEditor {
  /// Esc goes back (saving), Ctrl-S saves (Ctrl-D and Alt-Return too, the Done keys of the
  /// multi-line editors), Ctrl-F finds, Ctrl-G goes to a line. They come before the text
  /// area's keys, which use Ctrl-F as a motion.
  public static let defaultKeyMap = KeyMap<DocumentEditorAction>([
    KeyBinding(KeyChord(.escape), .back, help: .helpBack),
    KeyBinding([.control("s"), .control("d"), KeyChord(.enter, modifiers: .alt)], .save, help: .helpSave),
    KeyBinding([.control("f")], .find, help: .helpFind),
    KeyBinding([.control("g")], .goToLine, help: .helpGoToLine),
  ])
}
