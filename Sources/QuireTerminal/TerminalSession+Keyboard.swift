extension TerminalSession {
  /// Pushes the kitty keyboard protocol once the terminal said it speaks it. The exit
  /// sequence learns to pop it first, so a signal from here on gives it back; then the push
  /// is written, unless a stop has just given the terminal back, in which case taking it
  /// again pushes it.
  func pushKittyKeyboard() {
    kittyPushed.store(true, ordering: .sequentiallyConsistent)
    SignalGuard.setExitSequence { exitSequence }
    guard !SignalGuard.isRestored.load(ordering: .sequentiallyConsistent) else { return }
    try? device.write(KittyKeyboardProbe.push)
  }
}
