import QuireTerminal
import Testing

/// The bytes real terminals sent for the keys of DESIGN.md section 2, as recorded by
/// `Scripts/terminals.sh` (xdotool pressing the keys under Xvfb, `script --log-in` logging what
/// each terminal wrote), where they differ from xterm's: each must decode to the key pressed,
/// fed whole, a byte at a time, or split anywhere.
@Suite struct RecordedTerminalBytesTests {
  @Test(arguments: [
    // rxvt-unicode 9.30: Shift and Ctrl arrows in its own forms, Alt as an Esc before the
    // whole sequence, Home and End as 7~ and 8~, F1 to F4 as 11~ to 14~.
    ("urxvt", "\u{1B}[a", key(.up, .shift)),
    ("urxvt", "\u{1B}[d", key(.left, .shift)),
    ("urxvt", "\u{1B}Oa", key(.up, .control)),
    ("urxvt", "\u{1B}Oc", key(.right, .control)),
    ("urxvt", "\u{1B}\u{1B}[A", key(.up, .alt)),
    ("urxvt", "\u{1B}\u{1B}[D", key(.left, .alt)),
    ("urxvt", "\u{1B}[7~", key(.home)),
    ("urxvt", "\u{1B}[8~", key(.end)),
    ("urxvt", "\u{1B}[11~", key(.function(1))),
    ("urxvt", "\u{1B}[14~", key(.function(4))),
    // mlterm 3.9: Alt as an Esc before a sequence that says Alt itself.
    ("mlterm", "\u{1B}\u{1B}[1;3A", key(.up, .alt)),
    ("mlterm", "\u{1B}\u{1B}[1;3C", key(.right, .alt)),
    // kitty 0.26 with the kitty keyboard protocol pushed (flags 1): Ctrl and Alt letters,
    // Shift-Tab in CSI u; F1 to F4 as CSI P to S without a parameter.
    ("kitty", "\u{1B}[97;5u", char("a", .control)),
    ("kitty", "\u{1B}[122;5u", char("z", .control)),
    ("kitty", "\u{1B}[98;3u", char("b", .alt)),
    ("kitty", "\u{1B}[9;2u", key(.tab, .shift)),
    ("kitty", "\u{1B}[P", key(.function(1))),
    ("kitty", "\u{1B}[R", key(.function(3))),
    ("kitty", "\u{1B}[S", key(.function(4))),
    // tmux 3.3 and GNU screen 4.9: Home and End as 1~ and 4~.
    ("tmux", "\u{1B}[1~", key(.home)),
    ("tmux", "\u{1B}[4~", key(.end)),
    // xterm 379 (around tmux and screen), with its fullscreen translation omitted: Alt-Return.
    ("xterm", "\u{1B}\r", key(.enter, .alt)),
  ])
  func keyDecodes(terminal: String, sent: String, expected: InputEvent) {
    expectDecodes(bytes(sent), [expected], sourceLocation: #_sourceLocation)
  }

  /// A paste holding an Esc: urxvt, mlterm and kitty pass it in the brackets (it is pasted
  /// text, never a key), and so do tmux and GNU screen when the terminal around them does;
  /// xterm sends a space instead (allowPasteControls off), alacritty drops it.
  @Test(arguments: [
    ("urxvt, mlterm, kitty, tmux, screen", "\u{1B}[200~x\u{1B}[31my\u{1B}[201~", "x\u{1B}[31my"),
    ("xterm", "\u{1B}[200~x [31my\u{1B}[201~", "x [31my"),
    ("alacritty", "\u{1B}[200~x[31my\u{1B}[201~", "x[31my"),
  ])
  func pasteWithEscape(terminals: String, sent: String, pasted: String) {
    expectDecodes(bytes(sent), [.paste(pasted)])
  }

  /// alacritty 0.11 reports one wheel step (one xdotool click of button 4) twice: two events,
  /// as sent; the decoder cannot tell them from two steps.
  @Test func alacrittyWheelStepArrivesTwice() {
    let wheel = InputEvent.mouse(MouseEvent(kind: .wheelUp, button: .none, column: 9, row: 4, modifiers: []))
    expectDecodes(bytes("\u{1B}[<64;10;5M\u{1B}[<64;10;5M"), [wheel, wheel])
  }
}
