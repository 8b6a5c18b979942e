/// The two answers every dialog takes from the keyboard: Okay (Return) and Cancel (Esc). The
/// input overlay, the inline prompt, alerts and the inline confirmation read the same map.
public enum DialogAction: Hashable, Sendable {
  /// Accept: the text, or the button Return presses.
  case okay
  /// Leave without an answer (`nil`).
  case cancel

  /// Return = Okay, Esc = Cancel, each with its help-bar words.
  public static let defaultKeys = KeyMap<DialogAction>([
    KeyBinding(KeyChord(.enter), .okay, help: .helpOkay),
    KeyBinding(KeyChord(.escape), .cancel, help: .helpCancel),
  ])
}
