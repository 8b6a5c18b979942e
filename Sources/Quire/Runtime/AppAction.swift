/// What the app itself does with a key the top screen leaves.
public enum AppAction: Hashable, Sendable {
  /// Ends the app, cancelling (Ctrl-C): a command exits with 130.
  case quit
  /// Stops the program as a shell user expects (Ctrl-Z on a screen that edits nothing);
  /// `fg` brings it back, redrawn.
  case suspend
  /// Draws everything again (Ctrl-L).
  case redraw

  /// Ctrl-C, Ctrl-Z and Ctrl-L.
  public static let defaultKeyMap = KeyMap<AppAction>([
    KeyBinding(.control("c"), .quit, help: .helpQuit),
    KeyBinding(.control("z"), .suspend),
    KeyBinding(.control("l"), .redraw),
  ])
}
