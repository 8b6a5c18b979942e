import QuireTerminal
import Testing

/// A mouse event, for the tables below.
func mouse(
  _ kind: MouseEvent.Kind, _ button: MouseEvent.Button, _ column: Int, _ row: Int,
  _ modifiers: Modifiers = []
) -> InputEvent {
  .mouse(MouseEvent(kind: kind, button: button, column: column, row: row, modifiers: modifiers))
}

@Suite struct InputDecoderMouseTests {
  @Test(arguments: [
    ("\u{1B}[<0;1;1M", mouse(.press, .left, 0, 0)),
    ("\u{1B}[<0;10;5m", mouse(.release, .left, 9, 4)),
    ("\u{1B}[<1;3;4M", mouse(.press, .middle, 2, 3)),
    ("\u{1B}[<2;3;4M", mouse(.press, .right, 2, 3)),
    ("\u{1B}[<2;3;4m", mouse(.release, .right, 2, 3)),
    ("\u{1B}[<32;11;5M", mouse(.drag, .left, 10, 4)),
    ("\u{1B}[<34;11;5M", mouse(.drag, .right, 10, 4)),
    ("\u{1B}[<35;12;6M", mouse(.move, .none, 11, 5)),
    ("\u{1B}[<64;3;3M", mouse(.wheelUp, .none, 2, 2)),
    ("\u{1B}[<65;3;3M", mouse(.wheelDown, .none, 2, 2)),
    ("\u{1B}[<66;3;3M", mouse(.wheelLeft, .none, 2, 2)),
    ("\u{1B}[<67;3;3M", mouse(.wheelRight, .none, 2, 2)),
    ("\u{1B}[<4;2;2M", mouse(.press, .left, 1, 1, .shift)),
    ("\u{1B}[<8;2;2M", mouse(.press, .left, 1, 1, .alt)),
    ("\u{1B}[<16;2;2M", mouse(.press, .left, 1, 1, .control)),
    ("\u{1B}[<80;2;2M", mouse(.wheelUp, .none, 1, 1, .control)),
    ("\u{1B}[<0;300;200M", mouse(.press, .left, 299, 199)),
  ])
  func sgrMouseReports(input: String, expected: InputEvent) {
    expectDecodes(bytes(input), [expected])
  }

  @Test(arguments: [
    ("\u{1B}[M !!", mouse(.press, .left, 0, 0)),
    ("\u{1B}[M\"+,", mouse(.press, .right, 10, 11)),
    ("\u{1B}[M#!!", mouse(.release, .none, 0, 0)),
    ("\u{1B}[M`++", mouse(.wheelUp, .none, 10, 10)),
    ("\u{1B}[32;5;6M", mouse(.press, .left, 4, 5)),
    ("\u{1B}[35;5;6M", mouse(.release, .none, 4, 5)),
  ])
  func legacyMouseReportsAreMouseEventsNotKeys(input: String, expected: InputEvent) {
    expectDecodes(bytes(input), [expected])
  }

  @Test func legacyMouseWithHighBytesIsNotReadAsKeys() {
    expectDecodes([0x1B, 0x5B, 0x4D, 0x20, 0xFF, 0xC8, 0x61], [mouse(.press, .left, 222, 167), char("a")])
  }

  @Test func mouseButtonsPastTheWheelAreDropped() {
    expectDecodes(bytes("\u{1B}[<128;1;1Mx"), [char("x")])
  }

  @Test(arguments: [
    ("\u{1B}[I", InputEvent.focus(true)),
    ("\u{1B}[O", .focus(false)),
    ("\u{1B}[48;40;120;800;1200t", .resize(TerminalSize(columns: 120, rows: 40))),
  ])
  func focusAndInBandResize(input: String, expected: InputEvent) {
    expectDecodes(bytes(input), [expected])
  }

  @Test(arguments: [
    ("\u{1B}[?0u", InputEvent.reply(.keyboardFlags(0))),
    ("\u{1B}[?31u", .reply(.keyboardFlags(31))),
    ("\u{1B}[12;40R", .reply(.cursorPosition(row: 11, column: 39))),
    ("\u{1B}[2;5R", .reply(.cursorPosition(row: 1, column: 4))),
    ("\u{1B}[1;17R", .reply(.cursorPosition(row: 0, column: 16))),
    ("\u{1B}[1;1R", .reply(.cursorPosition(row: 0, column: 0))),
    ("\u{1B}[?62;22c", .reply(.primaryDeviceAttributes([62, 22]))),
    ("\u{1B}[>1;10;0c", .reply(.secondaryDeviceAttributes([1, 10, 0]))),
    ("\u{1B}[?2026;2$y", .reply(.modeReport(mode: 2026, state: 2, isPrivate: true))),
    ("\u{1B}[4;1$y", .reply(.modeReport(mode: 4, state: 1, isPrivate: false))),
  ])
  func terminalReplies(input: String, expected: InputEvent) {
    expectDecodes(bytes(input), [expected])
  }
}
