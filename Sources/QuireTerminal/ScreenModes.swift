/// The modes a screen has on, read back from its emulator, and the bytes that put them back.
struct ScreenModes: Equatable {
  /// The private modes set, with the alternate screen as 1049 and the cursor as 25.
  var privateModes: Set<Int>

  init(_ emulator: TerminalEmulator) {
    privateModes = emulator.privateModes
    if emulator.isAlternateScreen { privateModes.insert(1049) }
    if emulator.isCursorVisible { privateModes.insert(25) }
  }

  /// The session modes these include, whose exit sequence gives the screen back.
  var modes: TerminalModes {
    var modes: TerminalModes = []
    if privateModes.contains(1049) { modes.insert(.alternateScreen) }
    if privateModes.contains(2004) { modes.insert(.bracketedPaste) }
    if !privateModes.isDisjoint(with: [1000, 1002, 1006]) { modes.insert(.mouse) }
    if privateModes.contains(1004) { modes.insert(.focusEvents) }
    if !privateModes.isDisjoint(with: [1036, 1039]) { modes.insert(.altSendsEscape) }
    return modes
  }

  /// The bytes that turn a screen whose modes are `current` into one with these: the
  /// alternate screen first, then each other mode set or reset.
  func restoring(from current: ScreenModes) -> [UInt8] {
    var text = ""
    if privateModes.contains(1049) != current.privateModes.contains(1049) {
      text += privateModes.contains(1049) ? "\u{1B}[?1049h" : "\u{1B}[?1049l"
    }
    for mode in privateModes.union(current.privateModes).subtracting([1049]).sorted()
    where privateModes.contains(mode) != current.privateModes.contains(mode) {
      text += "\u{1B}[?\(mode)" + (privateModes.contains(mode) ? "h" : "l")
    }
    return Array(text.utf8)
  }
}
