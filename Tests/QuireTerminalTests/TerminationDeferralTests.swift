import QuireTerminal
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A session that defers termination turns the first SIGTERM or SIGHUP into a `.terminate`
/// event, so the program ends from its event loop (keeping its user's work); a second one
/// still ends it at once, with the terminal given back.
@Suite(.serialized) struct TerminationDeferralTests {
  static let environment = [
    "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no",
  ]
  static let modes: TerminalModes = [.bracketedPaste, .focusEvents]

  static func probe(_ mode: String) throws -> PseudoTerminal {
    let executable = try #require(BuiltProducts.executable(named: "QuireTerminalProbe"), "the probe is built")
    let terminal = try PseudoTerminal(
      executable: executable, arguments: ["defer-termination", mode], environment: environment)
    try #require(terminal.waitFor("probe: termination deferred"), "the probe took the terminal")
    return terminal
  }

  /// In this process: the signal comes back as an event, the terminal stays taken.
  @Test(arguments: [SIGTERM, SIGHUP])
  func theFirstSignalIsAnEventAndTheTerminalStaysTaken(signal: Int32) throws {
    let pair = try PseudoTerminalPair()
    let before = pair.attributes()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.modes)
    session.defersTermination = true
    _ = pair.readOutput()
    // Sent to the process, as `kill` does: a thread that does not block it takes it.
    kill(getpid(), signal)
    #expect(try session.nextEvent(timeout: .seconds(5)) == .terminate(signal: signal))
    #expect(pair.attributes().isRaw, "still taken")
    #expect(pair.readOutput().isEmpty, "nothing given back yet")
    session.close()
    #expect(pair.attributes() == before)
    #expect(!session.defersTermination, "off once closed")
  }

  @Test func offByDefault() throws {
    let pair = try PseudoTerminalPair()
    let session = try TerminalSession.open(
      device: TerminalDevice(fileDescriptor: pair.slave), mode: Self.modes)
    defer { session.close() }
    #expect(!session.defersTermination)
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func aProgramThatKeepsItsWorkEndsOnItsOwn(signal: Int32) throws {
    let terminal = try Self.probe("keep")
    terminal.send(signal: signal)
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.text.contains("probe: asked to end by signal \(signal)"))
    #expect(terminal.attributes() == terminal.initialAttributes)
  }

  @Test func aSecondSignalEndsAProgramThatDidNotEnd() throws {
    let terminal = try Self.probe("stall")
    terminal.send(signal: SIGTERM)
    #expect(terminal.waitFor("probe: asked to end by signal \(SIGTERM)"))
    #expect(terminal.exitStatus == nil, "still running")
    terminal.send(signal: SIGTERM)
    #expect(terminal.waitForExit() == .signaled(SIGTERM))
    #expect(terminal.attributes() == terminal.initialAttributes)
  }
}
