import Quire
import QuireTestSupport
import Testing

/// Sends hostile content through one `ContentCarrier` in a pseudo-terminal and checks what a
/// user's terminal would get: every payload shown whole (its markers on the screen), nothing
/// in the terminal's output that Quire does not write itself (`TerminalOutputAudit`), the
/// program ended as asked and the terminal as it was.
///
/// The terminal is wide (1,400 columns) so that the longest payload, every control shown as
/// two cells, fits on one row, and each screen shows a batch of payloads at once.
final class ContentReplay {
  let carrier: ContentCarrier
  let folder = TemporaryFolder(prefix: "quire-content")
  static let size = TerminalSize(columns: 1400, rows: 60)
  /// Bytes of payloads (with their markers) shown on one row of a one-line field or prompt.
  static let rowBytes = 640

  init(_ carrier: ContentCarrier) {
    self.carrier = carrier
  }

  /// A home, data and state folder of the run's own, and no entrance animations.
  var environment: [String: String] {
    [
      "HOME": folder.file("home"), "XDG_DATA_HOME": folder.file("data"),
      "XDG_STATE_HOME": folder.file("state"),
      "QUIRE_ANIMATIONS": "0",
    ]
  }

  /// Starts `quire arguments…` and waits until `shown` is on the screen.
  func start(
    _ arguments: [String], waitingFor shown: String, standardInput: [UInt8]? = nil, echoes: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (PseudoTerminal, TerminalAttributes) {
    try PromptHarness.start(
      arguments, waitingFor: shown, size: Self.size, standardInput: standardInput,
      extraEnvironment: environment,
      echoes: echoes, sourceLocation: sourceLocation)
  }

  /// Waits until the screen shows the markers of every one of `payloads`; expects it to, and
  /// names those it never showed.
  func expectShown(
    _ payloads: [HostilePayload], in terminal: PseudoTerminal, startsOnly: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    func missing(_ screen: String) -> [HostilePayload] {
      payloads.filter { !screen.contains($0.start) || (!startsOnly && !screen.contains($0.end)) }
    }
    await terminal.waitingUntil { missing($0.screen.text).isEmpty }
    let notShown = missing(terminal.screen.text)
    #expect(
      notShown.isEmpty, "\(carrier): not shown whole: \(notShown.map(\.description))",
      sourceLocation: sourceLocation)
  }

  /// Types `key` to end the program, then expects it to end with `status`, the terminal as
  /// it was, and nothing in its output that Quire does not write itself.
  func end(
    _ terminal: PseudoTerminal, with key: String, status: ProcessStatus, before: TerminalAttributes,
    payloads: [HostilePayload], sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await end(
      terminal, with: .text(key), status: status, before: before, payloads: payloads,
      sourceLocation: sourceLocation)
  }

  /// Presses `key` to end the program, then expects it to end with `status`, the terminal as
  /// it was, and nothing in its output that Quire does not write itself.
  func end(
    _ terminal: PseudoTerminal, with key: TerminalKey, status: ProcessStatus, before: TerminalAttributes,
    payloads: [HostilePayload], sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    terminal.press(key)
    await terminal.waitingForExit()
    PromptHarness.expectEnded(terminal, with: status, before: before, sourceLocation: sourceLocation)
    #expect(!terminal.screen.isAlternateScreen, "back on the main screen", sourceLocation: sourceLocation)
    expectClean(terminal, payloads: payloads, sourceLocation: sourceLocation)
  }

  /// Expects nothing in the terminal's output that Quire does not write itself.
  func expectClean(
    _ terminal: PseudoTerminal, payloads: [HostilePayload], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let findings = TerminalOutputAudit.findings(in: terminal.output)
    #expect(
      findings.isEmpty,
      "\(carrier) with \(payloads.map(\.description)): \(findings.count) finding(s), the first: \(findings.prefix(5))",
      sourceLocation: sourceLocation)
    #expect(terminal.screen.title.isEmpty, "\(carrier): a title was set", sourceLocation: sourceLocation)
  }

  /// Types each payload's bytes in turn, each once the output of the one before settled, into
  /// `quire arguments…` started again whenever a payload ended it (a typed Esc, Enter or
  /// Ctrl-C does); ends the last run with `quit` (Ctrl-C), typed again while a paste the
  /// bytes began holds it. Each run must end with one of `statuses`, the terminal as it was
  /// and nothing in its output that Quire does not write itself.
  ///
  /// The terminal starts without echo and signal keys (`PseudoTerminal.init`'s `echoes`):
  /// the bytes of a payload after the key that ends the program reach a terminal it gave
  /// back, where a shell's terminal would echo them and turn Ctrl-Z into a stop.
  func typeEach(
    _ payloads: [HostilePayload], into arguments: [String], waitingFor shown: String,
    startedBy starter: (() throws -> (PseudoTerminal, TerminalAttributes))? = nil, quit: String = "\u{03}",
    statuses: [ProcessStatus], sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    var next = 0
    while next < payloads.count {
      let (terminal, before) =
        try starter?() ?? start(arguments, waitingFor: shown, echoes: false, sourceLocation: sourceLocation)
      var typed: [HostilePayload] = []
      while next < payloads.count, terminal.exitStatus == nil {
        terminal.send(payloads[next].bytes)
        typed.append(payloads[next])
        next += 1
        await terminal.waitingUntilQuiet(for: .milliseconds(60), timeout: .seconds(3))
      }
      for _ in 0..<4 where terminal.exitStatus == nil {
        terminal.type(quit)
        await terminal.waitingUntil(timeout: .milliseconds(1500)) { $0.exitStatus != nil }
      }
      let status = await terminal.waitingForExit()
      #expect(
        status.map(statuses.contains) == true,
        "\(carrier) with \(typed.map(\.description)): \(String(describing: status))",
        sourceLocation: sourceLocation)
      #expect(
        terminal.attributes() == before, "the terminal's settings are back", sourceLocation: sourceLocation)
      KeysHarness.expectModesGivenBack(terminal, sourceLocation: sourceLocation)
      expectClean(terminal, payloads: typed, sourceLocation: sourceLocation)
    }
  }
}
