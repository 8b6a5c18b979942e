extension TerminalSession {
  /// Gives the terminal back for a while without closing the session, as a stop does: the
  /// modes' exit sequence and the saved settings. Stop the reader first (`stopReading()`), or
  /// it would read what a child program's user types.
  public func giveBack() {
    SignalGuard.restoreTerminal()
  }

  /// Takes the terminal again after `giveBack()`: raw mode and the modes.
  ///
  /// - Throws: `TerminalError` when the settings or the modes cannot be written.
  public func takeBack() throws(TerminalError) {
    guard isOpen else { return }
    try enterRawMode()
    try write(modes.enterSequence(kittyPushed: usesKittyKeyboard))
    SignalGuard.markTaken()
  }
}
