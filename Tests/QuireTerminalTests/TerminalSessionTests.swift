import QuireTerminal
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A session on a bare pseudo-terminal, in process: the exit paths that need no signal, and
/// the event loop.
@Suite(.serialized) struct TerminalSessionTests {
  struct Failure: Error {}

  /// The modes without the kitty keyboard query, which nobody answers here.
  static let modes: TerminalModes = [.alternateScreen, .bracketedPaste, .mouse, .focusEvents]
  static let reset = String(decoding: modes.exitSequence(kittyPushed: false), as: UTF8.self)

  @Test func thrownErrorGivesTheTerminalBack() throws {
    let pair = try PseudoTerminalPair()
    let before = pair.attributes()
    #expect(throws: Failure.self) {
      try withTerminal(mode: Self.modes, device: TerminalDevice(fileDescriptor: pair.slave)) { _ in
        #expect(pair.attributes().isRaw)
        #expect(
          pair.readOutput() == String(decoding: Self.modes.enterSequence(kittyPushed: false), as: UTF8.self))
        throw Failure()
      }
    }
    #expect(pair.attributes() == before)
    #expect(pair.readOutput() == Self.reset)
  }

  @Test func returnGivesTheTerminalBackOnce() throws {
    let pair = try PseudoTerminalPair()
    let before = pair.attributes()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.modes)
    _ = pair.readOutput()
    session.close()
    session.close()
    #expect(pair.attributes() == before)
    #expect(pair.readOutput() == Self.reset)
  }

  @Test func onlyOneSessionAtATime() throws {
    let pair = try PseudoTerminalPair()
    let other = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.modes)
    defer { session.close() }
    #expect(throws: TerminalError.alreadyOpen) {
      try TerminalSession.open(device: TerminalDevice(fileDescriptor: other.slave), mode: Self.modes)
    }
  }

  @Test func notATerminalIsRefused() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { for end in ends { _ = close(end) } }
    #expect(throws: TerminalError.self) {
      try TerminalSession.open(device: TerminalDevice(fileDescriptor: ends[0]), mode: Self.modes)
    }
  }

  @Test func typedKeysArriveAndWaitingTimesOut() throws {
    let pair = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.modes)
    defer { session.close() }
    pair.type("a", then: .enter)
    #expect(try session.nextEvent(timeout: .seconds(5)) == .key(KeyEvent(.character("a"))))
    #expect(try session.nextEvent(timeout: .seconds(5)) == .key(KeyEvent(.enter)))
    #expect(try session.nextEvent(timeout: .milliseconds(20)) == nil)
  }

  @Test func eventStreamDeliversAndStopsWhenDropped() async throws {
    let pair = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.modes)
    pair.type("xy")
    var received: [InputEvent] = []
    for try await event in session.events() {
      received.append(event)
      if received.count == 2 { break }
    }
    session.close()
    #expect(received == [.key(KeyEvent(.character("x"))), .key(KeyEvent(.character("y")))])
  }

  @Test func sizeIsTheTerminals() throws {
    let pair = try PseudoTerminalPair(size: TerminalSize(columns: 132, rows: 43))
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.modes)
    defer { session.close() }
    #expect(session.size == TerminalSize(columns: 132, rows: 43))
  }
}
