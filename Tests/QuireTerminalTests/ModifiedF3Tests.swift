import QuireTerminal
import Testing

/// F3 with modifiers in xterm's form (`Esc [ 1 ; m R`, as xterm, tmux and alacritty send it)
/// is a key, though it has the form of a cursor position report of row 1.
@Suite struct ModifiedF3Tests {
  @Test(arguments: InputDecoderKeyTests.modifierForms)
  func modifiedF3IsAKeyNotAReport(parameter: Int, modifiers: Modifiers) {
    expectDecodes(bytes("\u{1B}[1;\(parameter)R"), [key(.function(3), modifiers)])
  }

  @Test func altPrefixedCtrlF3IsAKey() {
    expectDecodes(bytes("\u{1B}\u{1B}[1;5R"), [key(.function(3), [.alt, .control])])
  }
}
