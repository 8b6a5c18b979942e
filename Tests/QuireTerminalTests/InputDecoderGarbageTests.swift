import QuireTerminal
import Testing

@Suite struct InputDecoderGarbageTests {
  @Test func unknownSequenceIsDroppedWholeAndTheNextKeyKept() {
    expectDecodes(bytes("\u{1B}[99;99;99Xa\u{1B}[?1049hb\u{1B}[1;5Ec"), [char("a"), char("b"), char("c")])
  }

  @Test func sequenceCutByAControlKeyKeepsTheKey() {
    expectDecodes(bytes("\u{1B}[1;\u{01}x"), [char("a", .control), char("x")])
  }

  @Test func sequenceCutByAnotherSequenceKeepsTheSecond() {
    expectDecodes(bytes("\u{1B}[1;5\u{1B}[B"), [key(.down)])
  }

  @Test func sequenceCutByTextKeepsTheText() {
    expectDecodes(bytes("\u{1B}[12é"), [char("é")])
  }

  @Test func truncatedSequenceIsDroppedOnFlushAndKeysWorkAfter() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("\u{1B}[1;5")) == [])
    #expect(decoder.waitingFor == .sequence)
    #expect(decoder.flush() == [])
    #expect(decoder.feed(bytes("k")) == [char("k")])
  }

  @Test func overlongSequenceIsDroppedUpToItsFinalByte() {
    let overlong = "\u{1B}[" + String(repeating: "1;", count: 200) + "X"
    expectDecodes(bytes(overlong + "keys"), [char("k"), char("e"), char("y"), char("s")])
  }

  @Test func overlongSequenceHoldsBoundedBytes() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("\u{1B}[" + String(repeating: "9", count: 10_000))) == [])
    #expect(decoder.heldByteCount <= InputDecoder.maximumSequenceBytes)
    #expect(decoder.invariantViolation() == nil)
    #expect(decoder.flush() == [])
    #expect(decoder.feed(bytes("1")) == [char("1")])
  }

  @Test func overlongSequenceCutByAControlKeepsIt() {
    let overlong = "\u{1B}[" + String(repeating: "1", count: 300) + "\r"
    expectDecodes(bytes(overlong), [key(.enter)])
  }

  @Test(
    arguments: [
      ([0xFF], ["\u{FFFD}"]),
      ([0x80, 0x61], ["\u{FFFD}", "a"]),
      ([0xC3, 0x28], ["\u{FFFD}", "("]),
      ([0xE2, 0x82, 0x64], ["\u{FFFD}", "d"]),
      ([0xF0, 0x9F, 0x98, 0x65], ["\u{FFFD}", "e"]),
      ([0xED, 0xA0, 0x80], ["\u{FFFD}", "\u{FFFD}", "\u{FFFD}"]),
      ([0xC0, 0xAF], ["\u{FFFD}", "\u{FFFD}"]),
      ([0xF5, 0x61], ["\u{FFFD}", "a"]),
      ([0xE2, 0x1B, 0x5B, 0x41], ["\u{FFFD}", "up"]),
    ] as [([UInt8], [String])])
  func invalidUTF8BecomesReplacementCharactersAndNothingAfterIsLost(input: [UInt8], expected: [String]) {
    let events = expected.map { $0 == "up" ? key(.up) : char(Character($0)) }
    expectDecodes(input, events)
  }

  @Test func truncatedUTF8WaitsThenBecomesAReplacementCharacter() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0xE2, 0x82]) == [])
    #expect(decoder.waitingFor == .sequence)
    #expect(decoder.feed([0xAC]) == [char("€")])
    #expect(decoder.feed([0xE2, 0x82]) == [])
    #expect(decoder.flush() == [char("\u{FFFD}")])
  }

  @Test func strayPasteEndAndUnknownSingleShiftAreDropped() {
    expectDecodes(bytes("\u{1B}[201~a\u{1B}O~b"), [char("a"), char("b")])
  }

  @Test func singleShiftCutByAControlIsAltO() {
    expectDecodes(bytes("\u{1B}O\r"), [char("O", .alt), key(.enter)])
  }

  @Test func waitingTellsWhatTheHeldBytesWaitFor() {
    var decoder = InputDecoder(escapeTimeoutMilliseconds: 30, pasteTimeoutMilliseconds: 700)
    #expect(decoder.waitingFor == nil && !decoder.isWaiting && decoder.timeoutMilliseconds == nil)
    _ = decoder.feed([0x1B])
    #expect(decoder.waitingFor == .sequence && decoder.isWaiting && decoder.timeoutMilliseconds == 30)
    _ = decoder.feed(bytes("[200~abc"))
    #expect(decoder.waitingFor == .paste && decoder.isWaiting && decoder.timeoutMilliseconds == 700)
    _ = decoder.feed(bytes("\u{1B}[201~"))
    #expect(decoder.waitingFor == nil && !decoder.isWaiting && decoder.timeoutMilliseconds == nil)
  }

  @Test func escapeTimeoutDefaultsTo25Milliseconds() {
    #expect(InputDecoder().escapeTimeoutMilliseconds == 25)
    #expect(InputDecoder().pasteTimeoutMilliseconds > InputDecoder().escapeTimeoutMilliseconds)
  }
}

@Suite struct InputDecoderControlStringTests {
  @Test(arguments: [
    "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\",
    "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}",
    "\u{1B}P>|kitty(0.35.2)\u{1B}\\",
    "\u{1B}_Gi=1;OK\u{1B}\\",
    "\u{1B}]52;c;" + String(repeating: "QUJD", count: 500) + "\u{07}",
    "\u{1B}P1+r" + String(repeating: "é", count: 300) + "\u{1B}\\",
  ])
  func repliesAsControlStringsAreDroppedWhole(reply: String) {
    expectDecodes(bytes("a" + reply + "b"), [char("a"), char("b")])
  }

  @Test(arguments: [
    ("\u{1B}]\r", [char("]", .alt), key(.enter)]),
    ("\u{1B}]11;abc\r", [key(.enter)]),
    ("\u{1B}]11;abc\u{1B}[A", [key(.up)]),
    ("\u{1B}[\r", [char("[", .alt), key(.enter)]),
    ("\u{1B}[\u{1B}[B", [char("[", .alt), key(.down)]),
    ("\u{1B}]" + String(repeating: "x", count: 300) + "\u{1B}[C", [key(.right)]),
    ("\u{1B}]" + String(repeating: "x", count: 300) + "\u{03}", [char("c", .control)]),
  ])
  func cutShortStringsKeepTheKeysAfter(input: String, expected: [InputEvent]) {
    expectDecodes(bytes(input), expected)
  }

  @Test(arguments: [
    ("\u{1B}]", [char("]", .alt)]),
    ("\u{1B}P", [char("P", .alt)]),
    ("\u{1B}_", [char("_", .alt)]),
    ("\u{1B}]\u{1B}", [char("]", .alt), key(.escape)]),
    ("\u{1B}]11;unfinished", []),
  ])
  func heldStringsResolveOnFlush(input: String, expected: [InputEvent]) {
    expectDecodes(bytes(input), expected, needsFlush: true)
  }
}
