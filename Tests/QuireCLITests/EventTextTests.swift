import Quire
import QuireTestSupport
import Testing

@testable import QuireCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct EventTextTests {
  @Test(arguments: [
    (InputEvent.key(KeyEvent(.character("a"))), "key    a"),
    (.key(KeyEvent(.character(" "))), "key    Space"),
    (.key(KeyEvent(.character("c"), modifiers: .control)), "key    Ctrl-c"),
    (.key(KeyEvent(.up, modifiers: [.shift, .control])), "key    Ctrl-Shift-Up"),
    (.key(KeyEvent(.function(5), modifiers: .alt)), "key    Alt-F5"),
    (.key(KeyEvent(.enter, modifiers: .shift)), "key    Shift-Enter"),
    (
      .mouse(MouseEvent(kind: .press, button: .left, column: 9, row: 2)),
      "mouse  press left at column 10, row 3"
    ),
    (
      .mouse(MouseEvent(kind: .wheelDown, button: .none, column: 0, row: 0, modifiers: .control)),
      "mouse  Ctrl-wheel down at column 1, row 1"
    ),
    (.focus(true), "focus  in"),
    (.resize(TerminalSize(columns: 100, rows: 30)), "resize 100x30"),
    (.key(KeyEvent(.character("a"), kind: .release)), "key    a (release)"),
    (.key(KeyEvent(.enter, kind: .repeat)), "key    Enter (repeat)"),
    (.reply(.keyboardFlags(1)), "reply  kitty keyboard flags 1"),
    (.reply(.cursorPosition(row: 4, column: 9)), "reply  cursor at column 10, row 5"),
    (.reply(.primaryDeviceAttributes([62, 22])), "reply  device attributes 62;22"),
    (.reply(.modeReport(mode: 2026, state: 2, isPrivate: true)), "reply  mode ?2026 reset"),
  ])
  func describesEvent(event: InputEvent, expected: String) {
    #expect(EventText.line(for: event) == expected)
  }

  @Test func pasteShowsControlsAsVisibleSymbols() {
    let line = EventText.line(for: .paste("red\u{1B}[31m\tx\r\n\u{9B}2J\u{202E}"))
    #expect(line == "paste  \"red^[[31m^Ix^M^J<9b>2J<U+202E>\" (15 characters)")
  }

  @Test func typedControlCharacterIsVisible() {
    #expect(EventText.line(for: .key(KeyEvent(.character("\u{1B}")))) == "key    ^[")
  }

  @Test func pasteHasNoControlByte() {
    let seed = SeededRandom.seed()
    var random = SeededRandom(seed: seed)
    var text = ""
    for _ in 0..<500 {
      text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0...0xFF, using: &random)))
    }
    let line = EventText.line(for: .paste(text))
    let controls = line.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    #expect(controls.isEmpty, "replay with QUIRE_SEED=\(seed)")
  }

  @Test func longPasteIsCut() {
    let line = EventText.line(for: .paste(String(repeating: "x", count: 500)))
    #expect(
      line == "paste  \"" + String(repeating: "x", count: EventText.pasteLimit) + "…\" (500 characters)")
  }
}
