import QuireTestSupport
import Testing

@testable import QuireTerminal

/// The kitty keyboard query goes out when the session opens, which returns at once; the
/// replies are read whenever they come, as `.reply` events, and never as keys. (In
/// `TerminalSessionTests`, whose tests run one at a time: one session is open at a time.)
extension TerminalSessionTests {
  static let kittyModes: TerminalModes = [.bracketedPaste, .kittyKeyboard]

  /// The next `count` events, each waited for at most 5 seconds.
  static func events(_ count: Int, from session: TerminalSession) throws -> [InputEvent] {
    var events: [InputEvent] = []
    while events.count < count, let event = try session.nextEvent(timeout: .seconds(5)) {
      events.append(event)
    }
    return events
  }

  static func key(_ character: Character) -> InputEvent { .key(KeyEvent(.character(character))) }

  /// However late the flags reply comes, it still pushes the protocol, and keys typed before
  /// it arrive at once.
  @Test func queryIsSentAtOpenAndALateFlagsReplyStillPushes() throws {
    let pair = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.kittyModes)
    defer { session.close() }
    let enter = String(decoding: Self.kittyModes.enterSequence(kittyPushed: false), as: UTF8.self)
    #expect(pair.readOutput() == enter + "\u{1B}[?u\u{1B}[c")
    #expect(!session.usesKittyKeyboard)
    pair.type("a")
    #expect(try Self.events(1, from: session) == [Self.key("a")])
    pair.type("\u{1B}[?1u")
    #expect(try Self.events(1, from: session) == [.reply(.keyboardFlags(1))])
    #expect(session.usesKittyKeyboard)
    #expect(pair.readOutput() == "\u{1B}[>1u")
    pair.type("\u{1B}[?62;22cb")
    #expect(
      try Self.events(2, from: session) == [.reply(.primaryDeviceAttributes([62, 22])), Self.key("b")])
    session.close()
    #expect(
      pair.readOutput() == String(decoding: Self.kittyModes.exitSequence(kittyPushed: true), as: UTF8.self))
  }

  /// A terminal without the protocol answers only the device attributes: nothing is pushed,
  /// nothing popped, and a flags reply after them (late, duplicated) changes nothing.
  @Test func deviceAttributesFirstMeanTheLegacyKeyboard() throws {
    let pair = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.kittyModes)
    defer { session.close() }
    _ = pair.readOutput()
    pair.type("\u{1B}[?62c\u{1B}[?1u")
    #expect(
      try Self.events(2, from: session) == [
        .reply(.primaryDeviceAttributes([62])), .reply(.keyboardFlags(1)),
      ])
    #expect(!session.usesKittyKeyboard)
    session.close()
    #expect(
      pair.readOutput() == String(decoding: Self.kittyModes.exitSequence(kittyPushed: false), as: UTF8.self))
  }

  /// Replies split into pieces, the pieces further apart than the Esc timeout, between keys
  /// the user types: every typed key arrives as that key, each reply as one reply, nothing
  /// of a reply as a key.
  @Test func repliesSplitAndLateAmongTypedKeysAreNeverKeys() throws {
    let pair = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.kittyModes,
      decoder: InputDecoder(escapeTimeoutMilliseconds: 1, pasteTimeoutMilliseconds: 60_000))
    defer { session.close() }
    _ = pair.readOutput()
    var events: [InputEvent] = []
    for piece in ["x\u{1B}[?", "1", "uy\u{1B}[?62;", "22", "cz"] {
      pair.type(piece)
      while let event = try session.nextEvent(timeout: .milliseconds(50)) { events.append(event) }
    }
    #expect(
      events == [
        Self.key("x"), .reply(.keyboardFlags(1)), Self.key("y"), .reply(.primaryDeviceAttributes([62, 22])),
        Self.key("z"),
      ])
    #expect(session.usesKittyKeyboard)
  }

  /// A stop asked when no reader runs (a stream dropped after its reader ended) does not end
  /// a later read.
  @Test func stopWithNoReaderDoesNotEndLaterReads() throws {
    let pair = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.modes)
    defer { session.close() }
    session.requestStop()
    pair.type("a")
    #expect(try session.nextEvent(timeout: .seconds(5)) == Self.key("a"))
    let received = EventLog()
    session.startReading { received.append($0) }
    pair.type("b")
    #expect(received.waitFor(count: 1) == [Self.key("b")])
    session.stopReading()
  }
}
