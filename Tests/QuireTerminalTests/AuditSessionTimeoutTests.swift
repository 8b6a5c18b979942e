import QuireTerminal
import QuireTestSupport
import Testing

/// The session resolves a lone Esc after the decoder's timeout, which the program chooses.
/// (In `TerminalSessionTests`, whose tests run one at a time: one session is open at a time.)
extension TerminalSessionTests {
  static let timeoutModes: TerminalModes = [.bracketedPaste]

  @Test func loneEscapeIsAnEscapeOnceTheDefaultTimeoutPasses() throws {
    let pair = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.timeoutModes)
    defer { session.close() }
    pair.press(.escape)
    #expect(try session.nextEvent(timeout: .seconds(5)) == .key(KeyEvent(.escape)))
    pair.type("x")
    #expect(try session.nextEvent(timeout: .seconds(5)) == .key(KeyEvent(.character("x"))))
  }

  /// With a long Esc timeout, an Esc is still held when the caller stops waiting, and the
  /// key typed after it makes Alt-x.
  @Test func escapeTimeoutIsTheDecoders() throws {
    let pair = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.timeoutModes,
      decoder: InputDecoder(escapeTimeoutMilliseconds: 60_000))
    defer { session.close() }
    pair.press(.escape)
    #expect(try session.nextEvent(timeout: .milliseconds(100)) == nil, "the Esc is held")
    pair.type("x")
    #expect(try session.nextEvent(timeout: .seconds(5)) == .key(KeyEvent(.character("x"), modifiers: .alt)))
  }

  /// A paste whose end never comes ends after the paste timeout, and keys work after it.
  @Test func unterminatedPasteEndsAfterThePasteTimeout() throws {
    let pair = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.timeoutModes,
      decoder: InputDecoder(pasteTimeoutMilliseconds: 50))
    defer { session.close() }
    pair.type("\u{1B}[200~half a paste\u{1B}[A")
    #expect(try session.nextEvent(timeout: .seconds(5)) == .paste("half a paste\u{1B}[A"))
    pair.type("y")
    #expect(try session.nextEvent(timeout: .seconds(5)) == .key(KeyEvent(.character("y"))))
  }
}
