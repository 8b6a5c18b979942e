extension TerminalSession {
  /// Gives the terminal back for a while without closing the session, as a stop does: the
  /// modes' exit sequence and the saved settings. Stop the reader first (`stopReading()`), or
  /// it would read what a child program's user types.
  ///
  /// Until `takeBack()`, SIGINT and SIGQUIT do not end the process: a child program in
  /// cooked mode gets them from the user's Ctrl-C and Ctrl-\ (the kernel sends them to the
  /// whole foreground process group), and they are the child's, as `system(3)` has it.
  public func giveBack() {
    input.withLockIfAvailable { input in
      input.append(input.decoder.flush())
    }
    SignalGuard.restoreTerminal()
    SignalGuard.holdInterrupts()
  }

  /// Takes the terminal again after `giveBack()`: raw mode and the modes (the kitty keyboard
  /// protocol pushed again when it was). What was typed meanwhile and not read by the child
  /// is dropped, so none of it reaches the program as events.
  ///
  /// - Throws: `TerminalError` when the settings or the modes cannot be written.
  public func takeBack() throws(TerminalError) {
    guard isOpen else { return }
    SignalGuard.releaseInterrupts()
    try enterRawMode(discardingInput: true)
    try device.write(reentrySequence)
    SignalGuard.markTaken()
  }
}
