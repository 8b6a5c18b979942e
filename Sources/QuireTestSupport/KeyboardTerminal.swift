/// A terminal a test types at: a pseudo-terminal's master side, or a bare pair's.
public protocol KeyboardTerminal: AnyObject {
  /// Sends raw `bytes`, as the terminal emulator would for keys or a paste.
  func send(_ bytes: [UInt8])
}

extension KeyboardTerminal {
  /// Presses `keys` in order, sent in one write (as a terminal sends keys typed quickly).
  public func press(_ keys: TerminalKey...) {
    send(keys.flatMap(\.bytes))
  }

  /// Types `text`, then presses `keys`, in one write: `type("milk", then: .enter)`.
  public func type(_ text: String, then keys: TerminalKey...) {
    send(Array(text.utf8) + keys.flatMap(\.bytes))
  }
}
