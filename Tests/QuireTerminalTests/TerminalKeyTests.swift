import QuireTerminal
import QuireTestSupport
import Testing

/// The test kit's named keys send what they are named: each decodes, through the decoder a
/// program reads its terminal with, to the key it names (so a pty test that presses `.down`
/// tests Down, not bytes that happen to be something else).
@Suite struct TerminalKeyTests {
  static let table: [(TerminalKey, [InputEvent])] = [
    (.enter, [key(.enter)]), (.tab, [key(.tab)]), (.shiftTab, [key(.tab, .shift)]),
    (.backspace, [key(.backspace)]), (.space, [char(" ")]),
    (.up, [key(.up)]), (.down, [key(.down)]), (.right, [key(.right)]), (.left, [key(.left)]),
    (.home, [key(.home)]), (.end, [key(.end)]), (.insert, [key(.insert)]), (.delete, [key(.delete)]),
    (.pageUp, [key(.pageUp)]), (.pageDown, [key(.pageDown)]),
    (.ctrl("s"), [char("s", .control)]), (.ctrl("A"), [char("a", .control)]),
    (.ctrl("c"), [char("c", .control)]), (.ctrl("z"), [char("z", .control)]),
    (.alt("b"), [char("b", .alt)]), (.alt(.up), [key(.up, .alt)]), (.alt(.down), [key(.down, .alt)]),
    (.ctrl(.left), [key(.left, .control)]), (.ctrl(.up), [key(.up, .control)]),
    (.shift(.down), [key(.down, .shift)]), (.ctrl(.alt(.right)), [key(.right, [.control, .alt])]),
    (.ctrl(.delete), [key(.delete, .control)]), (.shift(.f(5)), [key(.function(5), .shift)]),
    (.paste("one\ntwo"), [.paste("one\ntwo")]), (.text("ab"), [char("a"), char("b")]),
  ]

  @Test(arguments: table)
  func aNamedKeyDecodesToTheKeyItNames(named: TerminalKey, expected: [InputEvent]) {
    expectDecodes(named.bytes, expected)
  }

  @Test(arguments: 1...12)
  func functionKeysDecodeToTheirNumbers(number: Int) {
    expectDecodes(TerminalKey.f(number).bytes, [key(.function(number))])
  }

  @Test func escapeAloneIsEscapeOnceTheWaitIsOver() {
    expectDecodes(TerminalKey.escape.bytes, [key(.escape)], needsFlush: true)
  }

  @Test func namesSayTheKeyAndItsModifiers() {
    #expect(TerminalKey.ctrl("s").description == "Ctrl-S")
    #expect(TerminalKey.alt(.up).description == "Alt-Up")
    #expect(TerminalKey.ctrl(.alt(.right)).description == "Ctrl-Alt-Right")
    #expect(TerminalKey.down.bytes == Array("\u{1B}[B".utf8))
  }
}
