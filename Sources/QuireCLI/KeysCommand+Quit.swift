import Quire

extension KeysCommand {
  /// The keys that end `quire keys`, with their help text: the handler and the help bar both
  /// read them, so the help bar says what the handler does.
  struct QuitKeys {
    /// What each way out is called on the help bar, in order.
    static let help: [(keys: String, action: String)] = [("^C", "quit"), ("esc esc", "quit")]

    private var lastWasEscape = false

    /// Whether `event`, after the events before it, quits: Ctrl-C, or Esc right after Esc.
    /// A terminal's reply between the two Escs is not something the user did, so it does
    /// not part them.
    mutating func quits(after event: InputEvent) -> Bool {
      if case .reply = event { return false }
      guard case .key(let key) = event else {
        lastWasEscape = false
        return false
      }
      if key == KeyEvent(.character("c"), modifiers: .control) { return true }
      guard key == KeyEvent(.escape) else {
        lastWasEscape = false
        return false
      }
      if lastWasEscape { return true }
      lastWasEscape = true
      return false
    }
  }
}
