import QuireTerminal
import QuireTestSupport
import Testing

/// What only a terminal sends (replies, mouse reports, control strings) waits for its rest
/// for the paste timeout, not the Esc timeout, so a reply split by a slow link is never read
/// as keys.
@Suite struct InputDecoderReplyTests {
  @Test(arguments: [
    ("\u{1B}[?6", InputDecoder.Wait.reply), ("\u{1B}[?", .reply), ("\u{1B}[>1;", .reply),
    ("\u{1B}[<0;12", .reply),
    ("\u{1B}]11;rgb:", .reply), ("\u{1B}P>|", .reply), ("\u{1B}_G", .reply),
    ("\u{1B}", .sequence), ("\u{1B}[", .sequence), ("\u{1B}]", .sequence), ("\u{1B}[1;5", .sequence),
    ("\u{1B}O", .sequence),
  ])
  func heldBytesWaitForWhatTheyBegin(held: String, wait: InputDecoder.Wait) {
    var decoder = InputDecoder(escapeTimeoutMilliseconds: 30, pasteTimeoutMilliseconds: 700)
    #expect(decoder.feed(bytes(held)) == [])
    #expect(decoder.waitingFor == wait, "\(held.debugDescription)")
    #expect(decoder.timeoutMilliseconds == (wait == .reply ? 700 : 30), "\(held.debugDescription)")
  }

  /// Keys only the user types and replies the terminal sends, in random order, arrive in
  /// random pieces; between any two pieces the Esc timeout may pass (the caller flushes when
  /// the decoder waits for the rest of a sequence), while the paste timeout never does. Every
  /// reply arrives whole as a reply and every key as itself, wherever a reply is cut after
  /// its `Esc [` and marker (or a string after its first byte).
  @Test(arguments: SeededRandom.seeds(Array(1...200)))
  func repliesCutAnywhereAfterTheirMarkerAreNeverKeys(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let replies: [(String, InputEvent?)] = [
      ("\u{1B}[?1u", .reply(.keyboardFlags(1))),
      ("\u{1B}[?62;22c", .reply(.primaryDeviceAttributes([62, 22]))),
      ("\u{1B}[>41;390;0c", .reply(.secondaryDeviceAttributes([41, 390, 0]))),
      ("\u{1B}[?2026;2$y", .reply(.modeReport(mode: 2026, state: 2, isPrivate: true))),
      ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", nil), ("\u{1B}P>|xterm(390)\u{1B}\\", nil),
      ("\u{1B}[<0;12;4M", .mouse(MouseEvent(kind: .press, button: .left, column: 11, row: 3))),
    ]
    var input: [UInt8] = []
    var cuttable: [Bool] = []
    var expected: [InputEvent] = []
    for _ in 0..<Int.random(in: 1...12, using: &random) {
      if Bool.random(using: &random) {
        let letter = Character(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &random)))
        input += bytes(String(letter))
        cuttable.append(true)
        expected.append(char(letter))
      } else {
        let (text, event) = replies[Int.random(in: 0..<replies.count, using: &random)]
        let reply = bytes(text)
        input += reply
        cuttable += (0..<reply.count).map { $0 == 0 || $0 >= 3 }
        if let event { expected.append(event) }
      }
    }
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    var index = 0
    while index < input.count {
      var end = min(input.count, index + Int.random(in: 1...6, using: &random))
      while end < input.count, !cuttable[end] { end += 1 }
      events += decoder.feed(input[index..<end])
      index = end
      if decoder.waitingFor == .sequence { events += decoder.flush() }
    }
    events += decoder.flush()
    #expect(
      events == expected,
      "seed \(seed); replay with QUIRE_SEED=\(seed); input \(String(decoding: input, as: UTF8.self).debugDescription)"
    )
  }
}
