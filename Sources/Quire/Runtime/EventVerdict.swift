/// What a screen or a component did with an event: used it, or left it for its parent.
public enum EventVerdict: Hashable, Sendable {
  /// The event was used; nobody else sees it.
  case consumed
  /// The event was not for this receiver; its parent may act on it.
  case ignored
}
