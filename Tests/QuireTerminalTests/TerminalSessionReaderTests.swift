import QuireTestSupport
import Synchronization
import Testing

@testable import QuireTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a reader's handler received, shared with the test's thread.
final class EventLog: Sendable {
  private let inputs = Mutex<[TerminalInput]>([])

  func append(_ input: TerminalInput) { inputs.withLock { $0.append(input) } }

  /// The events received so far.
  var events: [InputEvent] {
    inputs.withLock { inputs in
      inputs.compactMap { input in
        if case .event(let event) = input { return event }
        return nil
      }
    }
  }

  /// Waits until `count` events arrived (for at most 10 seconds, polling), and returns them.
  func waitFor(count: Int) -> [InputEvent] {
    let deadline = ContinuousClock.now + .seconds(10)
    while events.count < count, ContinuousClock.now < deadline { usleep(1000) }
    return events
  }
}

/// The event reader and the caller share the session from two threads. (In
/// `TerminalSessionTests`, whose tests run one at a time: one session is open at a time.)
extension TerminalSessionTests {
  /// Keys typed while readers are stopped and started again, over and over, from the test's
  /// thread: each key reaches a handler exactly once, in order, and frames written meanwhile
  /// from another thread all reach the terminal.
  @Test(.timeLimit(.minutes(1)))
  func readersStoppedAndStartedLoseAndRepeatNothing() async throws {
    let pair = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.modes)
    defer { session.close() }
    _ = pair.readOutput()
    let writer = Task.detached {
      for _ in 0..<200 { try session.write(Array("w".utf8)) }
    }
    let log = EventLog()
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var typed: [InputEvent] = []
    for round in 0..<60 {
      session.startReading { log.append($0) }
      let character = letters[round % letters.count]
      pair.type(String(repeating: character, count: 3))
      typed += Array(repeating: InputEvent.key(KeyEvent(.character(character))), count: 3)
      if round % 2 == 0 { _ = log.waitFor(count: typed.count) }
      session.stopReading()
    }
    session.startReading { log.append($0) }
    #expect(log.waitFor(count: typed.count) == typed)
    session.stopReading()
    try await writer.value
    var written = ""
    while written.count < 200 {
      let more = pair.readOutput()
      if more.isEmpty { break }
      written += more
    }
    #expect(written == String(repeating: "w", count: 200))
  }

  /// A handler that stops its own reader (a runtime quitting from inside it) does not wait
  /// for itself: the reader ends once the handler returns.
  @Test(.timeLimit(.minutes(1)))
  func handlerCanStopItsOwnReader() throws {
    let pair = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.modes)
    defer { session.close() }
    let log = EventLog()
    session.startReading { input in
      log.append(input)
      session.stopReading()
    }
    pair.type("ab")
    #expect(log.waitFor(count: 1) == [Self.key("a")])
    session.startReading { log.append($0) }
    #expect(log.waitFor(count: 2) == [Self.key("a"), Self.key("b")], "b waited for the next reader")
    session.stopReading()
  }

  /// Closing from another thread while a reader waits ends the reader and gives the
  /// terminal back.
  @Test(.timeLimit(.minutes(1)))
  func closeFromAnotherThreadEndsTheReader() async throws {
    let pair = try PseudoTerminalPair()
    let before = pair.attributes()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.modes)
    let log = EventLog()
    session.startReading { log.append($0) }
    await Task.detached { session.close() }.value
    #expect(!session.isOpen)
    #expect(pair.attributes() == before)
    pair.type("a")
    #expect(try session.nextEvent(timeout: .milliseconds(10)) == nil, "closed")
  }
}
