import QuireTerminal
import Testing

@Suite struct InputDecoderPasteTests {
  @Test func pasteIsOneEventAndKeysFollow() {
    expectDecodes(
      bytes("a\u{1B}[200~hello world\u{1B}[201~b"), [char("a"), .paste("hello world"), char("b")])
  }

  @Test func escapesAndControlsInsideAPasteAreText() {
    let content = "\u{1B}[A x\u{03}\u{1B}\u{1B}[20 \u{1B}[201 \u{1B}[<0;1;1M \u{1B}[200~ \u{7F}"
    expectDecodes(bytes("\u{1B}[200~" + content + "\u{1B}[201~z"), [.paste(content), char("z")])
  }

  @Test func lineEndingsInsideAPasteAreKeptAsSent() {
    expectDecodes(bytes("\u{1B}[200~one\r\ntwo\rthree\n\u{1B}[201~"), [.paste("one\r\ntwo\rthree\n")])
  }

  @Test func invalidUTF8InsideAPasteBecomesReplacementCharacters() {
    expectDecodes(
      [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E, 0x61, 0xFF, 0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E],
      [.paste("a\u{FFFD}")])
  }

  @Test func emptyPasteIsAnEmptyPasteEvent() {
    expectDecodes(bytes("\u{1B}[200~\u{1B}[201~"), [.paste("")])
  }

  @Test func pasteAfterAltPrefixIsStillAPaste() {
    expectDecodes(bytes("\u{1B}\u{1B}[200~x\u{1B}[201~"), [.paste("x")])
  }

  @Test func unterminatedPasteEndsOnFlushWithWhatArrivedAndKeysWorkAfter() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("\u{1B}[200~half a paste\u{1B}[20")) == [])
    #expect(decoder.waitingFor == .paste)
    #expect(decoder.flush() == [.paste("half a paste\u{1B}[20")])
    #expect(decoder.waitingFor == nil)
    #expect(decoder.feed(bytes("q\u{1B}[A")) == [char("q"), key(.up)])
  }

  @Test func pasteLongerThanTheCapArrivesInPiecesAndNeverAsKeys() {
    var decoder = InputDecoder(maximumPasteBytes: 8)
    let events = decoder.feed(bytes("\u{1B}[200~0123456789\u{1B}[A\u{1B}[201~q"))
    #expect(events == [.paste("01234567"), .paste("89\u{1B}[A"), char("q")])
    #expect(decoder.waitingFor == nil)
  }

  @Test func pasteCapCountsBytesSplitAcrossFeeds() {
    var decoder = InputDecoder(maximumPasteBytes: 8)
    var events: [InputEvent] = []
    for byte in bytes("\u{1B}[200~0123\u{1B}[2x4567z\u{1B}[201~") { events += decoder.feed([byte]) }
    #expect(events == [.paste("0123\u{1B}[2x"), .paste("4567z")])
    #expect(decoder.invariantViolation() == nil)
  }

  @Test func pastePiecesAreCutBetweenCharacters() {
    var decoder = InputDecoder(maximumPasteBytes: 8)
    let events = decoder.feed(bytes("\u{1B}[200~abcdefgé\u{1B}[201~"))
    #expect(events == [.paste("abcdefg"), .paste("é")])
  }

  @Test func unterminatedLongPasteEndsOnFlushAndKeysWorkAfter() {
    var decoder = InputDecoder(maximumPasteBytes: 4)
    #expect(decoder.feed(bytes("\u{1B}[200~abcdef")) == [.paste("abcd")])
    #expect(decoder.waitingFor == .paste)
    #expect(decoder.flush() == [.paste("ef")])
    #expect(decoder.feed(bytes("q")) == [char("q")])
  }

  @Test func defaultPasteCapIs64MiB() {
    #expect(InputDecoder().maximumPasteBytes == 64 * 1024 * 1024)
  }

  @Test func largePasteArrivingInManyReadsIsOneEvent() {
    let content = String(repeating: "line of pasted text é\r\n", count: 20_000)
    var decoder = InputDecoder()
    var events = decoder.feed(bytes("\u{1B}[200~"))
    let body = bytes(content + "\u{1B}[201~")
    var index = 0
    while index < body.count {
      events += decoder.feed(body[index..<min(body.count, index + 4093)])
      index += 4093
    }
    #expect(events == [.paste(content)])
  }
}
