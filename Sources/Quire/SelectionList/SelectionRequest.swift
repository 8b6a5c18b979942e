/// What a selection list asks of the screen that holds it, after an event: the list is a
/// value that cannot push screens or finish one, so it says what it needs and the screen
/// does it (see `SelectionListHost`).
public enum SelectionRequest: Hashable, Sendable {
  /// Finish with this result (Return, a second click, `Add “…”` in a list of one value).
  case finish(SelectionResult)
  /// Leave without choosing (Esc with an empty filter).
  case cancel
  /// Ask for a new value with an `InputOverlay` starting with this text (`Other…`), then
  /// give it to `add(_:)`.
  case askNewValue(startingWith: String)
  /// Ask whether to forget this remembered value, then call `forget(_:)` if so (Delete).
  case confirmForget(String)
}
