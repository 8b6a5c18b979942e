/// How a screen takes its place on the stack.
public enum Presentation: Hashable, Sendable {
  /// The screen covers the screens below it (a page: a list, an editor).
  case page
  /// The screen is drawn over the screens below, which are dimmed and get no input: a modal
  /// overlay placed at the bottom of the content area, just above the help bar.
  case overlay
}
